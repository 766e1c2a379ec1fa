import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { InlineRichText } from '@/components/ui/inline-rich-text';
import { getGenealogy, getGenealogyMember } from '@/lib/api/genealogy';
import { orUnavailable } from '@/lib/api/outage';
import { stripTags } from '@/lib/html';
import { pickLang, type Locale } from '@/lib/i18n/locale';
import { memberPageAnswers } from '@/lib/memorial/categories';
import { MEMBER_PAGE_SIZE, parseId } from '@/lib/paging';
import { routes } from '@/lib/routes';
import { DetailPage, detailMetadata, type DetailLookup } from '../../../_memorial/detail-page';

type Props = { params: Promise<{ lang: Locale; id: string; memberId: string }> };

export function generateStaticParams() {
  return [];
}

async function lookup(
  lang: Locale,
  rawGenealogy: string,
  rawMember: string,
): Promise<DetailLookup> {
  const genealogyId = parseId(rawGenealogy);
  const memberId = parseId(rawMember);
  if (genealogyId === null || memberId === null) return { status: 'not-found' };
  const path = routes.member(genealogyId, memberId);
  const [record, collection, t] = await Promise.all([
    orUnavailable(getGenealogyMember(memberId), `member ${memberId}`),
    orUnavailable(getGenealogy(genealogyId, 1, MEMBER_PAGE_SIZE), `genealogy ${genealogyId}`),
    getTranslations({ locale: lang }),
  ]);
  if (record === 'unavailable' || collection === 'unavailable')
    return { status: 'unavailable', path };
  if (!memberPageAnswers(record, genealogyId)) return { status: 'not-found' };
  const title = collection ? pickLang(collection.title, lang).value : '';
  const trees = t('header.genealogy');
  return {
    status: 'found',
    record,
    view: {
      path,
      source: 'genealogy',
      titleLabel: 'header.genealogy',
      trail: [
        { path: routes.genealogies, name: trees, label: trees },
        {
          path: routes.genealogy(genealogyId),
          name: stripTags(title),
          label: title ? <InlineRichText html={title} /> : null,
        },
      ],
    },
  };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, id, memberId } = await params;
  return detailMetadata(lang, await lookup(lang, id, memberId));
}

export default async function GenealogyMemberPage({ params }: Props) {
  const { lang, id, memberId } = await params;
  setRequestLocale(lang);
  return <DetailPage lang={lang} lookup={await lookup(lang, id, memberId)} />;
}
