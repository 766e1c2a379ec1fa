import { after } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { InlineRichText } from '@/components/ui/inline-rich-text';
import { getGenealogy, getGenealogyMember } from '@/lib/api/genealogy';
import { getDeceased } from '@/lib/api/memorials';
import { recheckListedPage } from '@/lib/api/mode';
import { orUnavailable } from '@/lib/api/cache-policy';
import { hasText, stripTags } from '@/lib/html';
import { langIfOther, type Locale, pickName } from '@/lib/i18n/locale';
import { CATEGORY_IDS } from '@/lib/contract/keys';
import {
  CATEGORY_INFO,
  isFigureCategory,
  memberPageAnswers,
  recordBelongsTo,
} from '@/lib/memorial/categories';
import { MEMBER_PAGE_SIZE, parseId } from '@/lib/paging';
import { routes } from '@/lib/routes';
import type { DetailLookup } from './detail-page';

/** A category's memorial page (`/category/{category}/{id}`), once a request for head and page. */
export const categoryLookup = cache(
  async (category: string, lang: Locale, rawId: string): Promise<DetailLookup> => {
    // No such category: an unknown path, sent to /404 as the listing's is (spec §1).
    if (!isFigureCategory(category)) return { status: 'redirect' };
    const info = CATEGORY_INFO[category];
    const id = parseId(rawId);
    const mismatch: DetailLookup =
      info.onMismatch === 'redirect' ? { status: 'redirect' } : { status: 'not-found' };
    if (id === null) return mismatch;
    const path = routes.detail(category, id);
    const record = await orUnavailable(getDeceased(id), `deceased ${id}`);
    if (record === 'unavailable') return { status: 'unavailable', path };
    if (!record || !recordBelongsTo(record, category)) {
      after(() => recheckListedPage(id, { categoryId: CATEGORY_IDS[category] }));
      return mismatch;
    }
    const t = await getTranslations({ locale: lang });
    const label = t(info.label);
    return {
      status: 'found',
      record,
      view: {
        path,
        source: 'category',
        titleLabel: info.label,
        trail: [{ path: routes.category(category), name: label, label }],
        landmark: info.monument,
      },
    };
  },
);

/** A collection member's page (`/genealogy/{id}/{memberId}`). */
export const memberLookup = cache(
  async (lang: Locale, rawGenealogy: string, rawMember: string): Promise<DetailLookup> => {
    const genealogyId = parseId(rawGenealogy);
    const memberId = parseId(rawMember);
    if (genealogyId === null || memberId === null) return { status: 'not-found' };
    const path = routes.member(genealogyId, memberId);
    const [record, collection, t] = await Promise.all([
      orUnavailable(getGenealogyMember(memberId), `member ${memberId}`),
      orUnavailable(getGenealogy(genealogyId, 1, MEMBER_PAGE_SIZE), `genealogy ${genealogyId}`),
      getTranslations({ locale: lang }),
    ]);
    if (record === 'unavailable') return { status: 'unavailable', path };
    if (!memberPageAnswers(record, genealogyId)) {
      after(() => recheckListedPage(memberId, { genealogyId }));
      return { status: 'not-found' };
    }
    if (collection === null) return { status: 'not-found' }; // a tree that is not there
    const read = collection === 'unavailable' ? null : collection;
    const title = read ? pickName(read.title, lang, hasText) : { value: '', lang };
    const trees = t('header.genealogy');
    return {
      status: 'found',
      record,
      view: {
        path,
        source: 'genealogy',
        titleLabel: 'header.genealogy',
        incomplete: collection === 'unavailable',
        trail: [
          { path: routes.genealogies, name: trees, label: trees },
          {
            path: routes.genealogy(genealogyId),
            name: stripTags(title.value),
            label: title.value ? (
              <span lang={langIfOther(title, lang)}>
                <InlineRichText html={title.value} />
              </span>
            ) : null,
          },
        ],
      },
    };
  },
);
