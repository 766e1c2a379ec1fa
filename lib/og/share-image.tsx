import 'server-only';
import { ImageResponse } from 'next/og';
import { getTranslations } from 'next-intl/server';
import type { MemorialRecord } from '@/lib/api/models';
import { pickLang, type Locale } from '@/lib/i18n/locale';
import { OG_SANS, OG_SERIF, ogFonts } from '@/lib/og/fonts';
import { ogPhoto } from '@/lib/og/photo';
import { SHARE_IMAGE_SIZE } from '@/lib/seo/memorial-metadata';

export async function drawShareImage(record: MemorialRecord, lang: Locale): Promise<ImageResponse> {
  const [t, fonts, photo] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'Metadata' }),
    ogFonts(),
    ogPhoto(record.portrait.photo, 400, 500),
  ]);
  const name = pickLang(record.name, lang).value;
  const category = pickLang(record.category.title, lang).value;

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
      ...SHARE_IMAGE_SIZE,
      fonts,
      headers: { 'cache-control': 'public, max-age=86400, stale-while-revalidate=604800' },
    },
  );
}
