import az from '@/messages/az.json';
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';
import { SPEC_NUMBERS, toSpecTranslation } from './spec-translation';

const NUMBERED = Object.entries(SPEC_NUMBERS);

describe('SPEC_NUMBERS', () => {
  it('gives each name one number', () => {
    for (const [, names] of NUMBERED) expect(new Set(names).size).toBe(names.length);
  });

  it.each([
    ['az', az],
    ['en', en],
    ['ru', ru],
  ])('numbers every key of header, footer and search in %s, each a text', (_, messages) => {
    for (const [namespace, names] of NUMBERED) {
      const texts: Record<string, unknown> = messages[namespace as keyof typeof SPEC_NUMBERS];
      expect(Object.keys(texts).sort()).toEqual([...names].sort());
      for (const name of names) expect(texts[name]).toEqual(expect.stringMatching(/\S/));
    }
  });
});

describe('toSpecTranslation', () => {
  it('numbers the named keys and leaves the rest as they are, in order', () => {
    const spec = toSpecTranslation(en);
    expect(Object.keys(spec)).toEqual(Object.keys(en));
    expect(spec.header).toMatchObject({ '0': en.header.home, '21': en.header.menu });
    expect(spec.footer['7']).toBe(en.footer.tagline);
    expect(spec.search).toEqual({ '0': en.search.byName });
    expect(spec.Metadata).toBe(en.Metadata);
  });
});

describe("spec §9's user-facing texts", () => {
  it('are the English messages word for word', () => {
    expect([
      en.DetailCard.noDetails,
      en.QrPage.notFound,
      en.Viewer.noPhotos,
      en.Viewer.noVideos,
    ]).toEqual([
      'No details available',
      'No data found for this UUID',
      'No photos available',
      'No videos available',
    ]);
  });
});
