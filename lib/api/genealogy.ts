import 'server-only';
import { MEDIA_BASE } from '@/lib/env';
import { GENEALOGY_PAGE_SIZE, MEMBER_PAGE_SIZE, type ListPage } from '@/lib/paging';
import { cachedRead, TAGS } from './cache-policy';
import { contentSource } from './mode';
import { toGenealogyCollection, toMemorialRecord } from './reshape';
import { sanitizeDeceased, sanitizeLangMap } from './sanitize';
import { receivedLength } from '@/lib/contract/schemas';
import type { GenealogyCard, LangMap } from '@/lib/contract/types';
import { noText } from '@/lib/html';
import { LOCALES } from '@/lib/i18n/locale';

export const spec = {
  getGenealogies: cachedRead(
    'genealogies',
    async (page: number, limit: number) => {
      const cards = await contentSource().getGenealogies(page, limit);
      return {
        figures: cards.map((card) => ({ ...card, title: sanitizeLangMap(card.title) })),
        received: receivedLength(cards),
      };
    },
    { cacheable: (_page, limit) => limit === GENEALOGY_PAGE_SIZE },
  ),
  getGenealogy: cachedRead(
    'genealogy',
    async (id: number, page: number, limit: number) => {
      const collection = await contentSource().getGenealogy(id, page, limit);
      return (
        collection && {
          ...collection,
          title: sanitizeLangMap(collection.title),
          received: receivedLength(collection.members),
        }
      );
    },
    {
      tags: (id) => [TAGS.collection(id)],
      cacheable: (_id, _page, limit) => limit === MEMBER_PAGE_SIZE,
    },
  ),
  getGenealogyMember: cachedRead(
    'genealogy-member',
    async (id: number) => sanitizeDeceased(await contentSource().getGenealogyMember(id)),
    { tags: (id) => [TAGS.record(id)] },
  ),
};

export const getGenealogies = async (
  page: number,
  limit: number,
): Promise<ListPage<GenealogyCard>> => {
  const { figures, received } = await spec.getGenealogies(page, limit);
  return { items: figures, received };
};

// No title, nor its card's: "Family tree No. 42" per language (next-intl loaded late, for Jest).
async function untitled(id: number): Promise<LangMap> {
  const { getTranslations } = await import('next-intl/server');
  const [az, en, ru] = await Promise.all(
    LOCALES.map(async (locale) =>
      (await getTranslations({ locale }))('GenealogyList.untitled', { id }),
    ),
  );
  return { az: az!, en: en!, ru: ru! };
}

export const getGenealogy = async (id: number, page: number, limit: number) => {
  const collection = await spec.getGenealogy(id, page, limit);
  return (
    collection && {
      ...toGenealogyCollection(collection, MEDIA_BASE),
      ...(noText(collection.title) ? { title: await untitled(id) } : {}),
      received: collection.received,
    }
  );
};

export const getGenealogyMember = async (id: number) => {
  const detail = await spec.getGenealogyMember(id);
  return detail && toMemorialRecord(detail, MEDIA_BASE);
};
