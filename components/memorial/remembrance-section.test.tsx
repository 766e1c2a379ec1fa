/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import { keepUntilMidnight } from '@/lib/api/cache-policy';
import type { MemorialRecord } from '@/lib/api/models';
import { RemembranceSection } from './remembrance-section';

jest.mock('@/lib/api/cache-policy', () => ({ keepUntilMidnight: jest.fn() }));
jest.mock('next-intl/server', () => ({ getTranslations: async () => (key: string) => key }));

const person = { az: 'Dear memories', en: 'Dear memories', ru: 'Dear memories' };
const monument = { az: 'Historical monuments', en: 'Historical monuments', ru: '' };

async function show(date: string, title = person) {
  const record = { id: 7, name: person, date, category: { id: 4, title }, shareable: false };
  const section = await RemembranceSection({
    record: record as MemorialRecord,
    lang: 'en',
    source: 'category',
    pageUrl: 'https://xatire.az/en/category/dear-memories/7',
  });
  return render(<>{section}</>).container.querySelector('[data-remembrance]');
}

beforeEach(() => {
  // 23:00 on 23 November in Baku.
  jest.useFakeTimers({ now: new Date('2026-11-23T19:00:00Z') });
  jest.mocked(keepUntilMidnight).mockClear();
});
afterEach(() => jest.useRealTimers());

describe('the days of remembrance keep the cached page until midnight in Baku', () => {
  it.each([
    ['a death today', true, '05.05.1950 – 23.11.2026'],
    ['a death years ago', true, '05.05.1950 – 12.03.2001'],
    ['a death on the day that begins at midnight', false, '05.05.1950 – 24.11.2026'],
  ])('%s (a section now: %s)', async (_, shown, date) => {
    expect(!!(await show(date))).toBe(shown);
    expect(keepUntilMidnight).toHaveBeenCalled();
  });

  it.each([
    ['no death date', '1141 – 1209', person],
    ['a death two days on', '05.05.1950 – 25.11.2026', person],
    ['a monument', '05.05.1950 – 24.11.2026', monument],
  ])('but not for %s, which midnight does not change', async (_, date, title) => {
    expect(await show(date, title)).toBeNull();
    expect(keepUntilMidnight).not.toHaveBeenCalled();
  });
});

describe('the Hijri note', () => {
  it.each([
    ['a death in the Hijri era', '05.05.1950 – 12.03.2001', true],
    ['a death before it (622)', '05.05.0530 – 12.03.0570', false],
  ])('is told only beside a Hijri day: %s', async (_, date, hijri) => {
    const section = await show(date);
    expect(section).not.toBeNull();
    expect(!!section!.querySelector('[data-kind="hijri"]')).toBe(hijri);
    expect(section!.textContent!.includes('hijriNote')).toBe(hijri);
  });
});
