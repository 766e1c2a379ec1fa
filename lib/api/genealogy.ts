// Genealogy collections and their members (`spec` and pages' reads as in memorials.ts).
import 'server-only';
import { cache } from 'react';
import { MEDIA_BASE } from '@/lib/env';
import { GENEALOGY_PAGE_SIZE, MEMBER_PAGE_SIZE } from '@/lib/paging';
import { contentRead } from './cache-policy';
import { contentSource } from './mode';
import { toGenealogyCollection, toMemorialRecord } from './reshape';
import { sanitizeDeceased, sanitizeLangMap } from './sanitize';

export const spec = {
  getGenealogies: contentRead(
    'genealogies',
    async (page: number, limit: number) =>
      (await contentSource().getGenealogies(page, limit)).map((card) => ({
        ...card,
        title: sanitizeLangMap(card.title),
      })),
    { cacheable: (_page, limit) => limit === GENEALOGY_PAGE_SIZE },
  ),
  getGenealogy: contentRead(
    'genealogy',
    async (id: number, page: number, limit: number) => {
      const collection = await contentSource().getGenealogy(id, page, limit);
      return collection && { ...collection, title: sanitizeLangMap(collection.title) };
    },
    {
      tags: (id) => [`genealogy:${id}`],
      cacheable: (_id, _page, limit) => limit === MEMBER_PAGE_SIZE,
    },
  ),
  getGenealogyMember: contentRead(
    'genealogy-member',
    async (id: number) => sanitizeDeceased(await contentSource().getGenealogyMember(id)),
    { tags: (id) => [`deceased:${id}`] },
  ),
};

export const getGenealogies = spec.getGenealogies;

export const getGenealogy = cache(async (id: number, page: number, limit: number) => {
  const collection = await spec.getGenealogy(id, page, limit);
  return collection && toGenealogyCollection(collection, MEDIA_BASE);
});

export const getGenealogyMember = cache(async (id: number) => {
  const detail = await spec.getGenealogyMember(id);
  return detail && toMemorialRecord(detail, MEDIA_BASE);
});
