import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { DetailCard } from '@/components/memorial/detail-card';
import { UnavailableContent } from '@/components/layout/unavailable-content';
import { JsonLd } from '@/components/seo/json-ld';
import { InlineRichText } from '@/components/ui/inline-rich-text';
import { absoluteUrl } from '@/lib/seo/absolute-url';
import { getGenealogy, getGenealogyMember, orEmpty, recordOrUnavailable } from '@/lib/api';
import { pickLang, type Locale } from '@/lib/i18n/locale';
import { stripTags } from '@/lib/html';
import { MEMBER_PAGE_SIZE, parseId } from '@/lib/paging';
import { absoluteMediaUrl, memorialMetadata } from '@/lib/seo/memorial-metadata';
import { breadcrumbJsonLd, personJsonLd } from '@/lib/seo/structured-data';
import { routes } from '@/lib/routes';

type Props = { params: Promise<{ lang: Locale; id: string; id2: string }> };

/** None at build: each member page is rendered on its first visit, then served from the cache. */
export function generateStaticParams() {
  return [];
}

/**
 * The member, when it exists and belongs to this family tree; 'unavailable' when the source
 * failed with no cached copy.
 */
async function memberOf(rawGenealogy: string, rawMember: string) {
  const genealogyId = parseId(rawGenealogy);
  const memberId = parseId(rawMember);
  if (genealogyId === null || memberId === null) return null;
  const record = await recordOrUnavailable(getGenealogyMember(memberId), `member ${memberId}`);
  if (record === 'unavailable') return record;
  if (!record) return null;
  // A remote source may not say which tree a member is in; when it does, it must be this one.
  if (record.genealogy_id !== null && record.genealogy_id !== genealogyId) return null;
  return { genealogyId, record };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, id, id2 } = await params;
  const t = await getTranslations({ locale: lang });
  const found = await memberOf(id, id2);
  if (found === 'unavailable') return { title: t('Unavailable.title'), robots: { index: false } };
  if (!found) return { title: t('NotFound.title'), robots: { index: false, follow: true } };
  const { genealogyId, record } = found;
  return memorialMetadata({
    lang,
    path: routes.member(genealogyId, record.id),
    title: `${t('header.14')} — ${pickLang(record.name, lang).value}`,
    record,
    source: 'genealogy',
  });
}

/** A genealogy member's detail page: the same card as a category record (spec §2). */
export default async function GenealogyMemberPage({ params }: Props) {
  const { lang, id, id2 } = await params;
  setRequestLocale(lang);
  const found = await memberOf(id, id2);
  if (found === 'unavailable') {
    return <UnavailableContent locale={lang} path={`/genealogy/${id}/${id2}`} />;
  }
  if (!found) notFound();
  const { genealogyId, record } = found;
  const t = await getTranslations();
  const collection = await orEmpty(
    getGenealogy(genealogyId, 1, MEMBER_PAGE_SIZE),
    `genealogy ${genealogyId}`,
  );
  const title = collection ? pickLang(collection.title, lang).value : '';
  const url = absoluteUrl(routes.member(genealogyId, record.id), lang);
  const crumbs = [
    { name: t('header.0'), url: absoluteUrl('/', lang) },
    { name: t('header.14'), url: absoluteUrl(routes.genealogies, lang) },
    ...(stripTags(title)
      ? [{ name: stripTags(title), url: absoluteUrl(routes.genealogy(genealogyId), lang) }]
      : []),
    { name: pickLang(record.name, lang).value, url },
  ];
  return (
    <>
      <JsonLd
        data={personJsonLd({
          record,
          lang,
          url,
          image: absoluteMediaUrl(record.media.profile_photo),
        })}
      />
      <JsonLd data={breadcrumbJsonLd(crumbs)} />
      <DetailCard
        record={record}
        lang={lang}
        variant="genealogy"
        shareUrl={url}
        breadcrumbs={[
          { href: routes.genealogies, label: t('header.14') },
          ...(title
            ? [{ href: routes.genealogy(genealogyId), label: <InlineRichText html={title} /> }]
            : []),
        ]}
      />
    </>
  );
}
