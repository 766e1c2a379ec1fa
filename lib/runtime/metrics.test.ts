import type { AddressInfo } from 'node:net';
import { createMetrics, metricsPortProblem, serveMetrics } from './metrics.mjs';
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
