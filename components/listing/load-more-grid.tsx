'use client';

import { useEffect, useMemo, useRef, type MouseEvent } from 'react';
import type { GenealogyCard as GenealogyCardData, MemorialCard } from '@/lib/api/models';
import {
  figuresFromEnvelope,
  genealogiesFromEnvelope,
  membersFromEnvelope,
  receivedFromEnvelope,
} from '@/lib/api/reshape';
import type { Locale } from '@/lib/i18n/locale';
import type { ListPage } from '@/lib/paging';
import { routes } from '@/lib/routes';
import { MAX_SERVER_PAGES } from '@/lib/site.mjs';
import cardStyles from '@/components/memorial/card.module.css';
import type { FigureCard } from '@/components/memorial/figure-card';
import { FigureCardSkeleton } from '@/components/memorial/figure-card-skeleton';
import type { GenealogyCard } from '@/components/memorial/genealogy-card';
import { GenealogyCardSkeleton } from '@/components/memorial/genealogy-card-skeleton';
import { useLoadMore } from '@/hooks/use-load-more';
import styles from './load-more-grid.module.css';

type Labels = {
  loadMore: string;
  loading: string;
  empty: string;
  head: string;
  untitled: string;
  video: string;
};

type Common = {
  apiPath: string;
  pageSize: number;
  skeletons: number;
  pagePath: string;
  itemBase: string;
  lang: Locale;
  labels: Labels;
};

/** mediaBase: where later pages' cards (from /api/v1) find their photos. The card comes from the
 * grid of its kind (figure-grid.tsx, genealogy-grid.tsx): a listing downloads only its own card's
 * code (the genealogy card's brings an HTML parser). */
export type Props = Common &
  (
    | {
        kind: 'figures';
        initialPages: ListPage<MemorialCard>[];
        mediaBase: string;
        posters: boolean;
        landscape?: boolean;
        Card: typeof FigureCard;
      }
    | {
        kind: 'members';
        initialPages: ListPage<MemorialCard>[];
        mediaBase: string;
        posters: boolean;
        Card: typeof FigureCard;
      }
    | {
        kind: 'genealogies';
        initialPages: ListPage<GenealogyCardData>[];
        Card: typeof GenealogyCard;
      }
  );

/** A grid's props without its card, for the server pages. */
export type GridProps<K extends Props['kind']> =
  Extract<Props, { kind: K }> extends infer P
    ? P extends unknown
      ? Omit<P, 'Card'>
      : never
    : never;

type Item =
  { kind: 'memorial'; card: MemorialCard } | { kind: 'genealogy'; card: GenealogyCardData };

type Pages = { initial: ListPage<Item>[]; select: (body: unknown) => ListPage<Item> };

function pages(props: Props): Pages {
  if (props.kind === 'genealogies') {
    const tag = (card: GenealogyCardData): Item => ({ kind: 'genealogy', card });
    return {
      initial: props.initialPages.map((page) => ({ ...page, items: page.items.map(tag) })),
      select: (body) => ({
        items: genealogiesFromEnvelope(body).map(tag),
        received: receivedFromEnvelope(body, 'figures'),
      }),
    };
  }
  const tag = (card: MemorialCard): Item => ({ kind: 'memorial', card });
  const members = props.kind === 'members';
  const parse = members ? membersFromEnvelope : figuresFromEnvelope;
  return {
    initial: props.initialPages.map((page) => ({ ...page, items: page.items.map(tag) })),
    select: (body) => ({
      items: parse(body, props.mediaBase).map(tag),
      received: members
        ? receivedFromEnvelope(body, 'data', 'members')
        : receivedFromEnvelope(body, 'figures'),
    }),
  };
}

const isPlainLeftClick = (e: MouseEvent) =>
  e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

// Without JavaScript, Load more is a plain link to `?page=N+1`, which the server renders as 1..N+1.
export function LoadMoreGrid(props: Props) {
  const { kind, apiPath, pageSize, skeletons, pagePath, itemBase, lang, labels } = props;
  const { initial, select } = useMemo(() => pages(props), [props]);
  const { items, loadedPages, loading, canLoadMore, loadMore } = useLoadMore<Item>({
    apiPath,
    pageSize,
    initialPages: initial,
    select,
  });
  const listRef = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);
  const moreRef = useRef<HTMLAnchorElement>(null);
  const shownPages = useRef(loadedPages);

  useEffect(() => {
    if (loadedPages === shownPages.current) return;
    shownPages.current = loadedPages;
    // A shared or refreshed address shows the same list (the server renders ?page=N as 1..N).
    const url = new URL(window.location.href);
    url.searchParams.set('page', String(Math.min(loadedPages, MAX_SERVER_PAGES)));
    window.history.replaceState(null, '', url);
    // Keyboard and screen reader users continue at the first new card, not at the page's top.
    const from = focusFrom.current;
    focusFrom.current = null;
    const cards = listRef.current?.children;
    if (from !== null) (cards?.[from] ?? cards?.[from - 1])?.querySelector('a')?.focus();
  }, [loadedPages]);

  // A page that did not come (only logged, spec §8): focus back where it was, not on the body.
  useEffect(() => {
    if (loading || focusFrom.current === null) return;
    focusFrom.current = null;
    (moreRef.current ?? listRef.current?.lastElementChild?.querySelector('a'))?.focus();
  }, [loading]);

  const onLoadMore = (e: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainLeftClick(e)) return;
    e.preventDefault();
    focusFrom.current = items.length;
    loadMore();
  };

  const atCap = loadedPages >= MAX_SERVER_PAGES; // no ?page=N past it: only scripts load more
  const landscape = kind === 'figures' && Boolean(props.landscape);
  const shape = kind === 'genealogies' ? 'collection' : landscape ? 'landscape' : 'portrait';
  const cardLabels = {
    pending: labels.loading,
    video: labels.video,
    head: labels.head,
    untitled: labels.untitled,
  };
  // The first two photos at high priority, wherever they are: a listing that opens with cards
  // without a photo paints its largest image further down.
  const priority = new Set(
    items
      .flatMap((item) =>
        item.kind !== 'genealogy' && item.card.portrait.photo ? [item.card.id] : [],
      )
      .slice(0, 2),
  );

  return (
    <div className={styles.listing}>
      {/* No page at all means the first one failed: spec §8 shows nothing then, not "empty". */}
      {items.length === 0 && !loading && loadedPages > 0 ? (
        <p className={styles.empty}>{labels.empty}</p>
      ) : null}
      <ul className={cardStyles.grid} data-shape={shape} ref={listRef} aria-busy={loading}>
        {items.map((item) => (
          <li key={item.card.id}>
            {item.kind === 'genealogy' && props.kind === 'genealogies' ? (
              <props.Card
                card={item.card}
                href={`${itemBase}/${item.card.id}`}
                lang={lang}
                labels={cardLabels}
              />
            ) : item.kind === 'memorial' && props.kind !== 'genealogies' ? (
              <props.Card
                card={item.card}
                href={`${itemBase}/${item.card.id}`}
                lang={lang}
                landscape={landscape}
                labels={cardLabels}
                priority={priority.has(item.card.id)}
                poster={
                  props.posters && item.card.portrait.video
                    ? routes.recordPoster(
                        props.kind === 'members' ? 'genealogy' : 'category',
                        item.card.id,
                      )
                    : undefined
                }
              />
            ) : null}
          </li>
        ))}
        {loading
          ? Array.from({ length: skeletons }, (_, i) => (
              <li key={`skeleton-${i}`} aria-hidden="true">
                {kind === 'genealogies' ? (
                  <GenealogyCardSkeleton />
                ) : (
                  <FigureCardSkeleton landscape={landscape} />
                )}
              </li>
            ))
          : null}
      </ul>
      <p className="visually-hidden" role="status">
        {loading ? labels.loading : ''}
      </p>
      {canLoadMore ? (
        <div className={styles.more}>
          <a
            ref={moreRef}
            href={`${pagePath}?page=${Math.min(loadedPages + 1, MAX_SERVER_PAGES)}`}
            className="button button--ghost"
            onClick={onLoadMore}
            rel={atCap ? undefined : 'next'}
            data-needs-scripts={atCap ? '' : undefined}
          >
            {labels.loadMore}
          </a>
        </div>
      ) : null}
    </div>
  );
}
