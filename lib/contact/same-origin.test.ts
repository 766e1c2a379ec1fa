import { isSameOriginRequest } from './same-origin';

const SITE = 'https://xatire.az';

function request(headers: Record<string, string>, url = 'http://localhost:3000/api/v1/contact') {
  return new Request(url, { method: 'POST', headers });
}

describe('isSameOriginRequest', () => {
  it.each<[string, Record<string, string>, string | undefined]>([
    ['no Origin and no Sec-Fetch-Site (curl, a server)', {}, undefined],
    ['the request URL origin', { origin: 'http://localhost:3000' }, undefined],
    [
      'the public SITE_URL behind a TLS proxy',
      { origin: 'https://xatire.az' },
      'http://10.0.0.5:3000/api/v1/contact',
    ],
    [
      'the Host the client addressed',
      { origin: 'http://127.0.0.1:3200', host: '127.0.0.1:3200' },
      'http://localhost:3200/api/v1/contact',
    ],
    [
      'Sec-Fetch-Site same-origin',
      { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:3000' },
      undefined,
    ],
    ['Sec-Fetch-Site none (typed by the user)', { 'sec-fetch-site': 'none' }, undefined],
  ])('accepts %s', (_name, headers, url) => {
    expect(isSameOriginRequest(request(headers, url), SITE)).toBe(true);
  });

  it.each<[string, Record<string, string>]>([
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['a look-alike host', { origin: 'https://xatire.az.evil.example' }],
    ['another port of the same host', { origin: 'http://localhost:3001' }],
    ['another scheme of the site', { origin: 'http://xatire.az' }],
    ['the opaque origin "null"', { origin: 'null' }],
    ['a garbage Origin', { origin: 'not a url' }],
    ['a non-http Origin', { origin: 'file://' }],
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site same-site (a sibling subdomain)', { 'sec-fetch-site': 'same-site' }],
    [
      'cross-site even with a matching Origin',
      { 'sec-fetch-site': 'cross-site', origin: 'http://localhost:3000' },
    ],
    [
      'a foreign Origin whose Host was spoofed to match',
      { origin: 'https://evil.example', host: 'localhost:3000' },
    ],
  ])('refuses %s', (_name, headers) => {
    expect(isSameOriginRequest(request(headers), SITE)).toBe(false);
  });
});
