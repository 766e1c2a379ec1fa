import { ImageResponse } from 'next/og';
import { getTranslations } from 'next-intl/server';
import { jsonError } from '@/lib/api/http';
import { isLocale } from '@/lib/i18n/locale';
import { OG_SANS, OG_SERIF, ogFonts } from '@/lib/og/fonts';
import { ogPhoto } from '@/lib/og/photo';
import { loadViewerRecord } from '@/lib/memorial/viewer-data';

const OG_SIZE = { width: 1200, height: 630 };

/**
 * Drawn once per record and language, then served from the cache (ISR, on the record's
 * `deceased:ID` tag through its read) until the record changes; query strings do not reach it.
 */
export const revalidate = 300;
export const dynamic = 'force-static';

export function generateStaticParams() {
  return [];
}

/**
 * /og/{lang}/{category|genealogy}/{id}.png: the share image of a memorial, 1200x630, with the
 * photo, the name in the page language, the dates and the brand.
 */
export async function GET(_request: Request, ctx: RouteContext<'/og/[lang]/[source]/[file]'>) {
  const { lang, source, file } = await ctx.params;
  const id = /^([1-9]\d{0,11})\.png$/.exec(file)?.[1];
  if (!isLocale(lang) || (source !== 'category' && source !== 'genealogy') || !id) {
    return jsonError(404, 'Unknown image');
  }
  const record = await loadViewerRecord(id, source);
  if (!record) return jsonError(404, 'Unknown image');

  const [t, fonts, photo] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'Metadata' }),
    ogFonts(),
    ogPhoto(record.media.profile_photo, 400, 500),
  ]);
  const name = record.name[lang] || record.name.az;
  const category = record.category.title[lang] || record.category.title.az;

  return new ImageResponse(
    <div
      style={{
        display: 'flex',
        width: '100%',
        height: '100%',
        background: '#faf8f5',
        padding: 64,
        gap: 56,
        alignItems: 'center',
        fontFamily: OG_SANS,
      }}
    >
      {photo ? (
        // eslint-disable-next-line @next/next/no-img-element -- satori draws plain <img>
        <img
          src={photo}
          width={400}
          height={500}
          alt=""
          style={{ borderRadius: 24, objectFit: 'cover' }}
        />
      ) : (
        <div
          style={{
            display: 'flex',
            width: 400,
            height: 500,
            borderRadius: 24,
            background: '#1f3d36',
            color: '#d9bf8c',
            fontFamily: OG_SERIF,
            fontSize: 160,
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          {name.slice(0, 1)}
        </div>
      )}
      <div style={{ display: 'flex', flexDirection: 'column', flex: 1, justifyContent: 'center' }}>
        <div style={{ display: 'flex', fontSize: 28, color: '#5b6470', letterSpacing: 1 }}>
          {category}
        </div>
        <div
          style={{
            display: 'flex',
            marginTop: 16,
            fontFamily: OG_SERIF,
            fontSize: name.length > 40 ? 52 : 68,
            lineHeight: 1.15,
            color: '#1f2328',
          }}
        >
          {name}
        </div>
        {record.date && (
          <div style={{ display: 'flex', marginTop: 24, fontSize: 36, color: '#1f3d36' }}>
            {record.date}
          </div>
        )}
        <div
          style={{ display: 'flex', width: 72, height: 4, marginTop: 40, background: '#a3262a' }}
        />
        <div
          style={{
            display: 'flex',
            marginTop: 24,
            fontFamily: OG_SERIF,
            fontSize: 34,
            color: '#1f3d36',
          }}
        >
          {t('brand')}
        </div>
      </div>
    </div>,
    {
      ...OG_SIZE,
      fonts,
      headers: { 'cache-control': 'public, max-age=86400, stale-while-revalidate=604800' },
    },
  );
}
