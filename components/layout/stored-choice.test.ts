import { runInNewContext } from 'node:vm';
import { STORED_CHOICE_AT_START } from './stored-choice';

describe('STORED_CHOICE_AT_START (the head script)', () => {
  /** Runs the script on a page; returns where it moved to (or null) and the cookie it wrote. */
  function run(page: {
    path: string;
    lang: string;
    stored?: string;
    cookie?: string;
    redirects?: number;
    search?: string;
    hash?: string;
    refused?: boolean;
  }) {
    let moved: string | null = null;
    let jar = page.cookie ?? '';
    const document = {
      // A browser keeps what it is given, unless it refuses cookies.
      get cookie() {
        return jar;
      },
      set cookie(value: string) {
        if (!page.refused) jar = value;
      },
      documentElement: { lang: page.lang },
    };
    const location = {
      pathname: page.path,
      search: page.search ?? '',
      hash: page.hash ?? '',
      replace: (to: string) => (moved = to),
    };
    const localStorage = { getItem: () => page.stored ?? null };
    const performance = { getEntriesByType: () => [{ redirectCount: page.redirects ?? 0 }] };
    // As the page runs it: a classic script, at the top level.
    runInNewContext(STORED_CHOICE_AT_START, { document, location, localStorage, performance });
    return { moved, cookie: document.cookie };
  }

  it('moves a home reached by / to the stored choice, and writes it to the cookie', () => {
    expect(run({ path: '/', lang: 'az', stored: 'ru', search: '?from=qr', hash: '#x' })).toEqual({
      moved: '/ru?from=qr#x',
      cookie: 'NEXT_LOCALE=ru; path=/; max-age=31536000; samesite=lax',
    });
    // The server sent / to the browser's language: back to the choice.
    expect(run({ path: '/en', lang: 'en', stored: 'az', redirects: 1 }).moved).toBe('/');
    // i18next stored a region too.
    expect(run({ path: '/', lang: 'az', stored: 'en-US' }).moved).toBe('/en');
  });

  it('leaves a page alone when it was asked for, already agrees, or nothing usable is stored', () => {
    expect(run({ path: '/en', lang: 'en', stored: 'az' })).toEqual({
      moved: null,
      cookie: 'NEXT_LOCALE=az; path=/; max-age=31536000; samesite=lax',
    });
    expect(run({ path: '/about', lang: 'az', stored: 'ru' }).moved).toBeNull();
    expect(run({ path: '/ru', lang: 'ru', stored: 'ru', redirects: 1 }).moved).toBeNull();
    expect(run({ path: '/', lang: 'az', stored: 'de' })).toEqual({ moved: null, cookie: '' });
    expect(run({ path: '/', lang: 'az' })).toEqual({ moved: null, cookie: '' });
    // Without the cookie the server would send it back: no loop.
    expect(run({ path: '/', lang: 'az', stored: 'ru', refused: true })).toEqual({
      moved: null,
      cookie: '',
    });
    // The cookie is the server's stored choice already: the menu writes both.
    expect(run({ path: '/', lang: 'az', stored: 'ru', cookie: 'NEXT_LOCALE=az' })).toEqual({
      moved: null,
      cookie: 'NEXT_LOCALE=az',
    });
  });
});
