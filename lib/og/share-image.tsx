import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import { getTranslations } from 'next-intl/server';
import type { CSSProperties, ReactElement } from 'react';
import {
  DEGRADED_REVALIDATE_SECONDS,
  DRAWN_IMAGE_CACHE_CONTROL,
  shortenPageLifetime,
} from '@/lib/api/cache-policy';
import type { GenealogyCollection, MemorialRecord } from '@/lib/api/models';
import { hasText, stripTags } from '@/lib/html';
import { type Locale, pickLang, pickName } from '@/lib/i18n/locale';
import { OG_SANS, OG_SERIF, ogFonts } from '@/lib/og/fonts';
import { ogPhoto } from '@/lib/og/photo';
import { SHARE_IMAGE_SIZE } from '@/lib/seo/page-metadata';
import type { SharePage } from '@/lib/seo/share-pages';

const PAPER = '#faf8f5';
const INK = '#1f2328';
const MUTED = '#5b6470';
const DEEP = '#1f3d36';
const GOLD = '#d9bf8c';
const CARNATION = '#a3262a';

const PANEL: CSSProperties = {
  display: 'flex',
  width: 400,
  height: 500,
  borderRadius: 24,
  background: DEEP,
  alignItems: 'center',
  justifyContent: 'center',
};

let logo: Promise<string> | undefined;

function logoDataUri(): Promise<string> {
  logo ??= fs
    .readFile(path.join(/* turbopackIgnore: true */ process.cwd(), 'public', 'logo.svg'))
    .then((svg) => `data:image/svg+xml;base64,${svg.toString('base64')}`);
  return logo;
}

type Card = {
  picture: ReactElement;
  kicker: string | null;
  title: string;
  line: string | null;
  brand: string | null;
  degraded?: boolean; // without a picture the admin host failed to give: kept briefly
};

// A long title, or one long word (Пользовательское) that would run past the margin, is set smaller.
const titleSize = (title: string) =>
  title.length > 40 || title.split(/\s+/).some((word) => word.length > 14) ? 52 : 68;

const EMOJI =
  /[\p{Extended_Pictographic}\p{Regional_Indicator}\p{Emoji_Modifier}\u200D\uFE0F\u20E3]/gu;
const drawable = (text: string) => text.replace(EMOJI, ' ').replace(/\s+/g, ' ').trim(); // next/og would fetch its picture from a CDN

async function drawCard(card: Card): Promise<ImageResponse> {
  const { picture, brand, degraded } = card;
  const [kicker, line] = [card.kicker, card.line].map((t) => t && drawable(t));
  const title = drawable(card.title);
  return new ImageResponse(
    <div
      style={{
        display: 'flex',
        width: '100%',
        height: '100%',
        background: PAPER,
        padding: 64,
        gap: 56,
        alignItems: 'center',
        fontFamily: OG_SANS,
      }}
    >
      {picture}
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          flex: 1,
          minWidth: 0,
          justifyContent: 'center',
        }}
      >
        {kicker && (
          <div style={{ display: 'flex', fontSize: 28, color: MUTED, letterSpacing: 1 }}>
            {kicker}
          </div>
        )}
        <div
          style={{
            display: 'flex',
            marginTop: kicker ? 16 : 0,
            fontFamily: OG_SERIF,
            fontSize: titleSize(title),
            lineHeight: 1.15,
            color: INK,
            wordBreak: 'break-word',
          }}
        >
          {title}
        </div>
        {line && (
          <div style={{ display: 'flex', marginTop: 24, fontSize: 36, color: DEEP }}>{line}</div>
        )}
        <div
          style={{ display: 'flex', width: 72, height: 4, marginTop: 40, background: CARNATION }}
        />
        {brand && (
          <div
            style={{
              display: 'flex',
              marginTop: 24,
              fontFamily: OG_SERIF,
              fontSize: 34,
              color: DEEP,
            }}
          >
            {brand}
          </div>
        )}
      </div>
    </div>,
    {
      ...SHARE_IMAGE_SIZE,
      fonts: await ogFonts(),
      headers: {
        'cache-control': degraded
          ? `public, max-age=${DEGRADED_REVALIDATE_SECONDS}`
          : DRAWN_IMAGE_CACHE_CONTROL,
      },
    },
  );
}

export async function drawShareImage(record: MemorialRecord, lang: Locale): Promise<ImageResponse> {
  const [t, { photo, failed }] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'Metadata' }),
    ogPhoto(record.portrait.photo, 400, 500),
  ]);
  const name = pickName(record.name, lang).value;
  if (failed) await shortenPageLifetime();
  return drawCard({
    picture: photo ? (
      // eslint-disable-next-line @next/next/no-img-element -- satori draws plain <img>
      <img
        src={photo}
        width={400}
        height={500}
        alt=""
        style={{ borderRadius: 24, objectFit: 'cover' }}
      />
    ) : (
      <div style={{ ...PANEL, color: GOLD, fontFamily: OG_SERIF, fontSize: 160 }}>
        {Array.from(drawable(name))[0]}
      </div>
    ),
    kicker: pickLang(record.category.title, lang).value,
    title: name,
    line: record.date || null,
    brand: t('brand'),
    degraded: failed,
  });
}

async function logoPanel(): Promise<ReactElement> {
  return (
    <div style={PANEL}>
      {/* eslint-disable-next-line @next/next/no-img-element -- satori draws plain <img> */}
      <img src={await logoDataUri()} width={224} height={256} alt="" />
    </div>
  );
}

export async function drawPageImage(page: SharePage, lang: Locale): Promise<ImageResponse> {
  const [t, picture] = await Promise.all([getTranslations({ locale: lang }), logoPanel()]);
  const brand = t('Metadata.brand');
  if (page.key === 'home') {
    return drawCard({
      picture,
      kicker: null,
      title: brand,
      line: t('footer.tagline'),
      brand: null,
    });
  }
  return drawCard({
    picture,
    kicker: page.section && t(page.section),
    title: t(page.title),
    line: null,
    brand,
  });
}

export async function drawCollectionImage(
  collection: GenealogyCollection,
  lang: Locale,
): Promise<ImageResponse> {
  const [t, picture] = await Promise.all([getTranslations({ locale: lang }), logoPanel()]);
  return drawCard({
    picture,
    kicker: t('header.genealogy'),
    title: stripTags(pickName(collection.title, lang, hasText).value),
    line: null,
    brand: t('Metadata.brand'),
  });
}
