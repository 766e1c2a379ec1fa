/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { Footer } from './footer';

jest.mock('next/navigation', () => ({ usePathname: () => '/en', useRouter: () => ({}) }));
jest.mock('next-intl/server', () => ({
  getTranslations: async () => (key: string) => (key === 'Metadata.brand' ? 'Xatirə' : key),
}));
jest.mock('@/lib/api/site-content', () => ({ getContactInfo: async () => null }));

afterEach(() => jest.useRealTimers());

describe('the footer', () => {
  it.each([
    ['2026-12-31T19:59:59Z', '© 2026 Xatirə'],
    // 00:30 on 1 January in Baku.
    ['2026-12-31T20:30:00Z', '© 2027 Xatirə'],
  ])('at %s says %s: the year in Baku', async (now, year) => {
    jest.useFakeTimers({ now: new Date(now) });
    render(await Footer({ lang: 'en' }));
    expect(screen.getByText(/^© \d{4}/)).toHaveTextContent(year);
  });
});
