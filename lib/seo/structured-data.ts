import type {
  BreadcrumbList,
  LandmarksOrHistoricalBuildings,
  Organization,
  Person,
  WithContext,
} from 'schema-dts';
import { type Locale, LOCALES, pickName } from '@/lib/i18n/locale';
import type { Contacts, MemorialRecord } from '@/lib/api/models';
import { CONTACT_SOCIALS } from '@/lib/contract/keys';
import { socialHref } from '@/lib/safe-url';
import { plainExcerpt } from '@/lib/memorial/detail-media';
import { isoLifeDates } from '@/lib/memorial/remembrance';

/** JSON for a <script type="application/ld+json">: `<` escaped so no text can close the tag. */
export function jsonLdString(data: object): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028|\u2029/g, (c) => (c === '\u2028' ? '\\u2028' : '\\u2029'));
}

const MAX_DESCRIPTION = 500;

const plain = (html: string): string | undefined =>
  plainExcerpt(html, MAX_DESCRIPTION) || undefined;

function names(record: MemorialRecord, lang: Locale) {
  const name = pickName(record.name, lang).value;
  const alternates = [
    ...new Set(
      LOCALES.filter((l) => l !== lang)
        .map((l) => record.name[l]?.trim())
        .filter(Boolean),
    ),
  ].filter((n) => n !== name);
  return { name: name || undefined, alternateName: alternates.length > 0 ? alternates : undefined };
}

// Phone numbers (a WhatsApp chat is one) are not web identities; only http(s) links are.
const isIdentity = (key: string) => key !== 'phoneNumber' && key !== 'whatsapp';

function sameAs(record: MemorialRecord): string[] | undefined {
  const urls = Object.entries(record.social)
    .filter(([key]) => isIdentity(key))
    .map(([, value]) => value)
    .filter((v): v is string => !!v && /^https?:\/\//.test(v));
  return urls.length > 0 ? urls : undefined;
}

type RecordInput = { record: MemorialRecord; lang: Locale; url: string; image?: string | null };

export function personJsonLd({ record, lang, url, image }: RecordInput): WithContext<Person> {
  const { birth, death } = isoLifeDates(record.date);
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    ...names(record, lang),
    url,
    ...(birth ? { birthDate: birth } : {}),
    ...(death ? { deathDate: death } : {}),
    ...(image ? { image } : {}),
    ...(plain(record.text[lang]) ? { description: plain(record.text[lang]) } : {}),
    ...(sameAs(record) ? { sameAs: sameAs(record) } : {}),
  };
}

export function landmarkJsonLd({
  record,
  lang,
  url,
  image,
  geo,
}: RecordInput & {
  geo: { latitude: number; longitude: number } | null;
}): WithContext<LandmarksOrHistoricalBuildings> {
  return {
    '@context': 'https://schema.org',
    '@type': 'LandmarksOrHistoricalBuildings',
    ...names(record, lang),
    url,
    ...(image ? { image } : {}),
    ...(plain(record.text[lang]) ? { description: plain(record.text[lang]) } : {}),
    ...(geo
      ? { geo: { '@type': 'GeoCoordinates', latitude: geo.latitude, longitude: geo.longitude } }
      : {}),
  };
}

export function breadcrumbJsonLd(
  items: { name: string; url: string }[],
): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

export function organizationJsonLd({
  brand,
  url,
  logo,
  contact,
  lang,
}: {
  brand: string;
  url: string;
  logo: string;
  contact: Contacts | null;
  lang: Locale;
}): WithContext<Organization> {
  const phone = contact?.phone[lang];
  const email = contact?.email[lang];
  const social = contact
    ? CONTACT_SOCIALS.filter(isIdentity).flatMap((k) => socialHref(k, contact[k][lang]) ?? [])
    : [];
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: brand,
    url,
    logo,
    ...(phone || email
      ? {
          contactPoint: [
            {
              '@type': 'ContactPoint',
              contactType: 'customer support',
              availableLanguage: [...LOCALES],
              ...(phone ? { telephone: phone } : {}),
              ...(email ? { email } : {}),
            },
          ],
        }
      : {}),
    ...(social.length > 0 ? { sameAs: social } : {}),
  };
}
