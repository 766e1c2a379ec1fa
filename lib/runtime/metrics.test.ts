import type { AddressInfo } from 'node:net';
import { createMetrics, metricsPortProblem, routeLabeler, serveMetrics } from './metrics.mjs';
import { LOCALES } from '../site.mjs';
import {
  countContactDelivered,
  countContactStored,
  countUpstreamCall,
  countUpstreamFailure,
  METRICS,
} from './app-metrics.mjs';

const holder = globalThis as { [METRICS]?: unknown };

afterEach(() => {
  delete holder[METRICS];
});

function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('metrics', () => {
  it('counts nothing, and costs nothing, where the server made no registry', () => {
    expect(holder[METRICS]).toBeUndefined();
    expect(() => {
      countUpstreamCall('/v1/homepage', 0.01);
      countUpstreamFailure('/v1/homepage', 'status');
      countContactStored();
      countContactDelivered();
    }).not.toThrow();
  });

  it("counts the server's requests and the app's calls into one registry, served on its own port", async () => {
    const metrics = createMetrics();
    metrics.request('/about', 200, 0.004, 'HIT');
    metrics.request('/about', 200, 0.3, 'MISS');
    metrics.request('other', 404, 0.02, '');
    countUpstreamCall('/v1/homepage', 0.05);
    countUpstreamCall('/v1/homepage', 6);
    countUpstreamFailure('/v1/homepage', 'timeout');
    countContactStored();
    countContactStored();
    countContactDelivered();

    const server = await serveMetrics(metrics, 0, 'localhost');
    try {
      const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
      const res = await fetch(`${origin}/metrics`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = await res.text();
      const at = (series: string) => sample(text, series);
      expect(at('xatire_http_request_duration_seconds_count{route="/about",status="200"}')).toBe(2);
      expect(
        at('xatire_http_request_duration_seconds_bucket{le="0.005",route="/about",status="200"}'),
      ).toBe(1);
      expect(at('xatire_http_request_duration_seconds_count{route="other",status="404"}')).toBe(1);
      expect(at('xatire_cache_responses_total{route="/about",state="HIT"}')).toBe(1);
      expect(at('xatire_cache_responses_total{route="/about",state="MISS"}')).toBe(1);
      expect(text).not.toContain('xatire_cache_responses_total{route="other"');
      expect(at('xatire_upstream_duration_seconds_count{call="/v1/homepage"}')).toBe(2);
      expect(at('xatire_upstream_failures_total{call="/v1/homepage",reason="timeout"}')).toBe(1);
      expect(at('xatire_contact_messages_stored_total')).toBe(2);
      expect(at('xatire_contact_messages_delivered_total')).toBe(1);
      expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
      expect(text).toMatch(/^process_cpu_seconds_total \d/m);

      for (const target of ['/', '/metrics/', '/en/about', '/metricsx']) {
        expect((await fetch(`${origin}${target}`)).status).toBe(404);
      }
      expect((await fetch(`${origin}/metrics`, { method: 'POST' })).status).toBe(404);
      expect((await fetch(`${origin}/metrics?x=1`)).status).toBe(200);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('refuses the public port, whether it came from PORT or from -p', () => {
    expect(metricsPortProblem(undefined, 3000)).toBeNull();
    expect(metricsPortProblem(9464, 3000)).toBeNull();
    expect(metricsPortProblem(4100, 4100)).toMatch(
      /^METRICS_PORT must differ from the port the server listens on \(4100\)/,
    );
  });
});

describe('routeLabeler', () => {
  // The build's own list (.next/app-path-routes-manifest.json), in part.
  const ROUTES = [
    '/[lang]',
    '/[lang]/[...rest]',
    '/[lang]/about',
    '/[lang]/search',
    '/[lang]/404-page',
    '/[lang]/media/photo-gallery',
    '/[lang]/services/qr-code-dog-tag',
    '/[lang]/category/[category]',
    '/[lang]/category/[category]/[id]',
    '/[lang]/martyrs',
    '/[lang]/martyrs/pages/[count]',
    '/[lang]/genealogy',
    '/[lang]/genealogy/[id]',
    '/[lang]/genealogy/[id]/[memberId]',
    '/[lang]/qrcode/[uuid]',
    '/[lang]/audio/[id]/[voice]',
    '/_not-found',
    '/api/[...rest]',
    '/api/health',
    '/api/v1/[category]',
    '/api/v1/genealogy-all',
    '/api/v1/contact',
    '/api/v1/main/content',
    '/api/v1/deceased/[id]/details',
    '/api/v1/genealogy/[id]',
    '/og/[lang]/[source]/[file]',
    '/robots.txt',
    '/sitemaps/[file]',
  ];
  const routeOf = routeLabeler(ROUTES, LOCALES);

  it.each<[string, string]>([
    ['/', '/'],
    ['/en', '/'],
    ['/ru/', '/'],
    ['/about', '/about'],
    ['/en/about', '/about'],
    ['/en/about/', '/about'],
    ['/services/qr-code-dog-tag', '/services/qr-code-dog-tag'],
    ['/ru/media/photo-gallery', '/media/photo-gallery'],
    ['/martyrs', '/martyrs'],
    ['/en/martyrs', '/martyrs'],
    ['/category/public-figures', '/category/[category]'],
    ['/category/public-figures/12', '/category/[category]/[id]'],
    ['/en/category/martyrs/7', '/category/[category]/[id]'],
    ['/genealogy', '/genealogy'],
    ['/genealogy/3', '/genealogy/[id]'],
    ['/en/genealogy/3/41', '/genealogy/[id]/[memberId]'],
    ['/qrcode/1d8f5b26-9c4e-4a73-b0e1-6e2a8d47c95f', '/qrcode/[uuid]'],
    ['/audio/5/ru', '/audio/[id]/[voice]'],
    ['/search', '/search'],
    ['/_next/static/chunks/abc.js', '/_next/static'],
    ['/_next/image', '/_next/image'],
    ['/_next/data/x.json', '/_next'],
    ['/media/portraits/a.webp', '/media'],
    ['/og/en/deceased/5.png', '/og/[lang]/[source]/[file]'],
    ['/sitemaps/deceased-0.xml', '/sitemaps/[file]'],
    ['/robots.txt', '/robots.txt'],
    ['/api/v1/contact', '/api/v1/contact'],
    ['/api/v1/main/content', '/api/v1/main/content'],
    ['/api/v1/genealogy-all', '/api/v1/genealogy-all'],
    ['/api/v1/martyrs', '/api/v1/[category]'],
    ['/api/v1/deceased/12/details', '/api/v1/deceased/[id]/details'],
    ['/api/v1/genealogy/4', '/api/v1/genealogy/[id]'],
    ['/api/health', '/api/health'],
  ])('%s -> %s', (pathname, route) => {
    expect(routeOf(pathname)).toBe(route);
  });

  it('names every made-up path `other`, so no URL becomes a label', () => {
    for (const pathname of [
      '/wp-login.php',
      '/en/wp-admin/setup.php',
      '/category/martyrs/1/2',
      '/en/about/extra',
      '/genealogy/3/41/9',
      '/api/v2/contact',
      '/api/v1/deceased/1/other',
      '/photos',
      '//about',
      '*',
      'http://evil.example/en/about',
    ]) {
      expect(routeOf(pathname)).toBe('other');
    }
  });
});
