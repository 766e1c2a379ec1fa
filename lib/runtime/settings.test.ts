import { mediaOrigin, readSettings } from './settings.mjs';

const problem = (env: Record<string, string>) => {
  try {
    readSettings(env);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('readSettings', () => {
  it('gives the defaults for an empty environment', () => {
    const s = readSettings({});
    expect(s).toMatchObject({
      SITE_URL: 'http://localhost:3000',
      MEDIA_BASE: '/media',
      API_TIMEOUT_MS: 5000,
      INDEX_WALK_MINUTES: 60,
      TRUSTED_PROXY_HOPS: 0,
      CLIENT_CONNECTIONS: 128,
      BENCH_FLOOR: false,
      CONTACT_SITE_LIMIT: 60,
      CDN_IGNORES_VARY: false,
      SERVICE_WORKER: 'on',
      ARCHIVE_MAX_MB: 200,
    });
    expect(s.METRICS_PORT).toBeUndefined();
    expect(s.API_URL).toBeUndefined();
    expect(s.CDN_MAX_AGE_SECONDS).toBeUndefined();
    expect(mediaOrigin(s)).toBe('');
  });

  it('reads remote mode: the base the /v1 paths go under, the admin host for media', () => {
    const s = readSettings({
      API_URL: 'https://host.example.az/api/',
      ADMIN_URL: 'https://admin.example.az',
      SITE_URL: 'https://example.az/',
    });
    expect(s.API_URL).toBe('https://host.example.az/api');
    expect(s.SITE_URL).toBe('https://example.az');
    expect(s.MEDIA_BASE).toBe('https://admin.example.az');
    expect(mediaOrigin(s)).toBe('https://admin.example.az');
    expect(
      readSettings({
        API_URL: 'https://a.az',
        ADMIN_URL: 'https://b.az',
        MEDIA_URL: 'https://cdn.az/m',
      }).MEDIA_BASE,
    ).toBe('https://cdn.az/m');
  });

  it.each<[Record<string, string>, RegExp]>([
    [
      { API_URL: 'api.example.az', ADMIN_URL: 'https://a.az' },
      /API_URL must be an http:\/\/ or https:\/\/ URL/,
    ],
    [{ API_URL: 'https://api.example.az' }, /ADMIN_URL must be set when API_URL is/],
    [
      { API_URL: 'https://api.example.az?x=1', ADMIN_URL: 'https://a.az' },
      /API_URL must not carry a query/,
    ],
    [{ SITE_URL: 'ftp://example.az' }, /SITE_URL must be an http/],
    [{ REVALIDATE_SECRET: 'short' }, /REVALIDATE_SECRET must be at least 16 characters/],
    [{ REVALIDATE_SECRET: ' 0123456789abcde ' }, /REVALIDATE_SECRET must be at least 16/],
    [
      { REVALIDATE_SECRET: 'correct horse battery staple' },
      /REVALIDATE_SECRET must be printable ASCII without spaces/,
    ],
    [{ REVALIDATE_SECRET: 'tab\tinside-0123456789' }, /REVALIDATE_SECRET must be printable ASCII/],
    [{ REVALIDATE_SECRET: 'line\nbreak-0123456789' }, /REVALIDATE_SECRET must be printable ASCII/],
    [
      { REVALIDATE_SECRET: 'ünicode-secret-0123456789' },
      /REVALIDATE_SECRET must be printable ASCII/,
    ],
    [
      { REVALIDATE_SECRET: 'nbsp\u00a0inside-0123456789' },
      /REVALIDATE_SECRET must be printable ASCII/,
    ],
    [
      { REVALIDATE_SECRET: 'nul\u0000inside-0123456789' },
      /REVALIDATE_SECRET must be printable ASCII/,
    ],
    [{ HERO_TYPE: 'banner' }, /HERO_TYPE must be video or deceased/],
    [{ CONTACT_SITE_LIMIT: '0' }, /CONTACT_SITE_LIMIT must be a whole number from 1/],
    [{ CONTACT_RATE_LIMIT: '-1' }, /CONTACT_RATE_LIMIT must be a whole number/],
    [{ METRICS_PORT: '70000' }, /METRICS_PORT must be a whole number from 1 to 65535/],
    [{ METRICS_PORT: '3000' }, /METRICS_PORT must differ from PORT/],
    [{ CDN_IGNORES_VARY: 'yes' }, /CDN_IGNORES_VARY must be 1 or 0/],
    [{ SERVICE_WORKER: 'false' }, /SERVICE_WORKER must be on or off/],
    [{ ARCHIVE_MAX_MB: '0' }, /ARCHIVE_MAX_MB must be a number of megabytes from 0.1 to 2048/],
    [{ ARCHIVE_MAX_MB: 'lots' }, /ARCHIVE_MAX_MB must be a number of megabytes/],
    [{ API_TIMEOUT_MS: 'soon' }, /API_TIMEOUT_MS must be a whole number from 100 to 60000/],
    [{ INDEX_WALK_MINUTES: '0' }, /INDEX_WALK_MINUTES must be a whole number from 1 to 10080/],
    [{ CACHE_MEMORY_MB: '0' }, /CACHE_MEMORY_MB must be a whole number/],
    [{ TRUSTED_PROXY_HOPS: 'two' }, /TRUSTED_PROXY_HOPS must be a whole number from 0 to 10/],
    [{ CDN_MAX_AGE_SECONDS: '900' }, /CDN_MAX_AGE_SECONDS must be a whole number from 1 to 300/],
    [{ DATABASE_URL: 'mysql://db/x' }, /DATABASE_URL must look like postgres:\/\//],
    [{ BENCH_FLOOR: 'yes' }, /BENCH_FLOOR must be 1 or 0/],
  ])('refuses %j, naming the variable', (env, message) => {
    expect(problem(env)).toMatch(message);
  });

  it('names every bad variable at once', () => {
    const message = problem({ REVALIDATE_SECRET: 'x', PORT: '99999', API_URL: 'nope' });
    expect(message).toMatch(/REVALIDATE_SECRET/);
    expect(message).toMatch(/PORT/);
    expect(message).toMatch(/API_URL/);
  });

  it('takes a revalidation secret of visible ASCII, dropping blanks around it', () => {
    for (const secret of ['0123456789abcdef', 'A+b/c=d~e.f_g-h!@#$%^&*()[]{}', 'x'.repeat(200)]) {
      expect(readSettings({ REVALIDATE_SECRET: secret }).REVALIDATE_SECRET).toBe(secret);
    }
    expect(readSettings({ REVALIDATE_SECRET: ' 0123456789abcdef\n' }).REVALIDATE_SECRET).toBe(
      '0123456789abcdef',
    );
  });

  it('reads the proxy hops and the shared-cache lifetime as whole numbers in range', () => {
    expect(readSettings({}).TRUSTED_PROXY_HOPS).toBe(0);
    expect(readSettings({ TRUSTED_PROXY_HOPS: ' 2 ' }).TRUSTED_PROXY_HOPS).toBe(2);
    expect(readSettings({}).CDN_MAX_AGE_SECONDS).toBeUndefined();
    expect(readSettings({ CDN_MAX_AGE_SECONDS: '300' }).CDN_MAX_AGE_SECONDS).toBe(300);
    for (const raw of ['-1', '11', '1.5', 'true']) {
      expect(() => readSettings({ TRUSTED_PROXY_HOPS: raw })).toThrow(/TRUSTED_PROXY_HOPS/);
    }
  });

  it('treats blank values as unset', () => {
    expect(
      readSettings({ API_URL: ' ', REVALIDATE_SECRET: '', HERO_TYPE: '' }).API_URL,
    ).toBeUndefined();
  });
});
