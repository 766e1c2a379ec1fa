import 'server-only';
import { MEDIA_BASE } from '@/lib/env';
import { mediaSrc } from '@/lib/media/paths';
import { cachedRead } from './cache-policy';
import { contentSource } from './mode';
import type { TwoTexts } from './models';
import {
  toAboutContent,
  toAboutTeaser,
  toBadgeService,
  toContacts,
  toGallery,
  toHomeHero,
  toMemorialService,
} from './reshape';
import { linkHref } from '@/lib/safe-url';
import { sanitizeDocument, sanitizeLangMap, withSanitized } from './sanitize';
import type { LangMap } from '@/lib/contract/types';

export const spec = {
  getContactInfo: cachedRead('contact-info', () => contentSource().getContactInfo()),
  getTerms: cachedRead('terms', async (which: 'terms' | 'terms2') =>
    sanitizeLangMap(await contentSource().getTerms(which), sanitizeDocument),
  ),
  getHomepage: cachedRead('homepage', async () =>
    withSanitized(await contentSource().getHomepage(), 'olumDesc'),
  ),
  getMainContent: cachedRead('main-content', async () =>
    withSanitized(await contentSource().getMainContent(), 'text'),
  ),
  getAbout: cachedRead('about', async () => {
    const about = await contentSource().getAbout();
    return {
      ...withSanitized(about, 'aboutText1', 'aboutText2'),
      partners: about.partners.map((p) => ({ ...p, link: linkHref(p.link) ?? '' })), // www. too
    };
  }),
  getPhotoGallery: cachedRead('photo-gallery', () => contentSource().getPhotoGallery()),
  getVideoGallery: cachedRead('video-gallery', () => contentSource().getVideoGallery()),
  getMemorialService: cachedRead('memorial', async () =>
    withSanitized(await contentSource().getMemorialService(), 'qrText1', 'qrText2'),
  ),
  getObituary: cachedRead('obituary', async () =>
    withSanitized(await contentSource().getObituary(), 'obituaryText1', 'obituaryText2'),
  ),
  getGenealogyService: cachedRead('genealogy-service', async () =>
    withSanitized(await contentSource().getGenealogyService(), 'genealogyText1', 'genealogyText2'),
  ),
  getVirtualCemetery: cachedRead('virtual-cemetery', async () =>
    withSanitized(
      await contentSource().getVirtualCemetery(),
      'virtualCemeteryText1',
      'virtualCemeteryText2',
    ),
  ),
  getVr: cachedRead('vr', () => contentSource().getVr()),
  getQrBadge: cachedRead('qr-badge', async () =>
    withSanitized(await contentSource().getQrBadge(), 'qrBadgeText1', 'qrBadgeText2'),
  ),
};

const twoTexts = (text1: LangMap, text2: LangMap): TwoTexts => ({ text1, text2 });

export const getContactInfo = async () => toContacts(await spec.getContactInfo());

export const getTerms = spec.getTerms;

export const getHomepage = async () => toHomeHero(await spec.getHomepage(), MEDIA_BASE);

export const getMainContent = async () => toAboutTeaser(await spec.getMainContent(), MEDIA_BASE);

export const getAbout = async () => toAboutContent(await spec.getAbout(), MEDIA_BASE);

export const getPhotoGallery = async () =>
  toGallery((await spec.getPhotoGallery()).photos, MEDIA_BASE);

export const getVideoGallery = async () =>
  toGallery((await spec.getVideoGallery()).videos, MEDIA_BASE);

export const getMemorialService = async () =>
  toMemorialService(await spec.getMemorialService(), MEDIA_BASE);

export const getObituary = async () => {
  const o = await spec.getObituary();
  return twoTexts(o.obituaryText1, o.obituaryText2);
};

export const getGenealogyService = async () => {
  const g = await spec.getGenealogyService();
  return twoTexts(g.genealogyText1, g.genealogyText2);
};

export const getVirtualCemetery = async () => {
  const v = await spec.getVirtualCemetery();
  return twoTexts(v.virtualCemeteryText1, v.virtualCemeteryText2);
};

export const getVr = async () => mediaSrc((await spec.getVr()).vr.media, MEDIA_BASE);

export const getQrBadge = async () => toBadgeService(await spec.getQrBadge(), MEDIA_BASE);
