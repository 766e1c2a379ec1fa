// Per Lighthouse run on a running server: the score, the first paints, the first layout task and
// the render-blocking-priority requests that ended before the observed paint (docs/audit.md).
//   sh scripts/with-node.sh node scripts/measure/lighthouse-why.mjs http://localhost:3100/ 5
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const url = process.argv[2] ?? 'http://localhost:3100/';
const runs = Number(process.argv[3] ?? 4);
for (let i = 0; i < runs; i++) {
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--lang=az-AZ',
      '--accept-lang=az-AZ,az;q=0.9',
    ],
    logLevel: 'silent',
  });
  try {
    const r = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const m = r.lhr.audits.metrics.details.items[0];
    const ev = r.artifacts.Trace.traceEvents;
    // the page's renderer: the one with the most Layout events
    const counts = new Map();
    for (const e of ev)
      if (e.name === 'Layout')
        counts.set(`${e.pid}:${e.tid}`, (counts.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
    const [main] = [...counts].sort((a, b) => b[1] - a[1])[0];
    const onMain = ev.filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X');
    const nav =
      ev.find((e) => e.name === 'navigationStart' && `${e.pid}:${e.tid}` === main)?.ts ??
      onMain[0].ts;
    const tasks = onMain.filter((e) => e.name === 'RunTask').sort((a, b) => a.ts - b.ts);
    const firstLayout = onMain.filter((e) => e.name === 'Layout').sort((a, b) => a.ts - b.ts)[0];
    const firstPaint = onMain.filter((e) => e.name === 'Paint').sort((a, b) => a.ts - b.ts)[0];
    const within = (t, e) => e.ts >= t.ts && e.ts <= t.ts + t.dur;
    const describe = (label, e) => {
      const t = tasks.find((t) => within(t, e));
      if (!t) return console.log(`   ${label}: no task`);
      const kids = onMain.filter(
        (k) =>
          k !== t &&
          within(t, k) &&
          k.dur > 3000 &&
          [
            'EvaluateScript',
            'FunctionCall',
            'v8.compile',
            'ParseHTML',
            'Layout',
            'UpdateLayoutTree',
            'Paint',
            'v8.callFunction',
            'TimerFire',
            'EventDispatch',
            'RunMicrotasks',
          ].includes(k.name),
      );
      console.log(
        `   ${label} at ${((e.ts - nav) / 1000).toFixed(0)} ms in a task of ${(t.dur / 1000).toFixed(1)} ms starting ${((t.ts - nav) / 1000).toFixed(0)}: ${kids.map((k) => `${k.name}${k.args?.data?.url ? '(' + k.args.data.url.split('/').pop() + ')' : ''} ${(k.dur / 1000).toFixed(1)}`).join(', ')}`,
      );
    };
    console.log(
      `run ${i + 1}: score ${Math.round(r.lhr.categories.performance.score * 100)} FCP ${Math.round(m.firstContentfulPaint)} obsFCP ${m.observedFirstContentfulPaint}`,
    );
    describe('first Layout', firstLayout);
    describe('first Paint', firstPaint);
    const evals = onMain
      .filter(
        (e) => e.name === 'EvaluateScript' && e.ts - nav < m.observedFirstContentfulPaint * 1000,
      )
      .map(
        (e) =>
          `${e.args?.data?.url?.split('/').pop()}@${((e.ts - nav) / 1000).toFixed(0)}+${(e.dur / 1000).toFixed(0)}`,
      );
    console.log('   scripts evaluated before obsFCP:', evals.length);
    const nr = r.lhr.audits['network-requests'].details.items;
    const blocking = nr.filter(
      (q) =>
        q.networkEndTime <= m.observedFirstContentfulPaint &&
        (q.priority === 'VeryHigh' || (q.priority === 'High' && q.resourceType !== 'Image')),
    );
    console.log(
      '   render-blocking-priority requests ended before obsFCP:',
      blocking
        .map((q) => `${q.resourceType}:${q.url.split('/').pop().slice(0, 18)}:${q.transferSize}`)
        .join(' '),
    );
    const lcpAt = m.observedLargestContentfulPaint;
    const beforeLcp = nr.filter((q) => q.networkEndTime <= lcpAt);
    const kB = (list) =>
      (list.reduce((sum, q) => sum + (q.transferSize ?? 0), 0) / 1024).toFixed(0);
    const byType = Object.groupBy(beforeLcp, (q) => q.resourceType ?? 'Other');
    console.log(
      `   LCP ${Math.round(m.largestContentfulPaint)} obsLCP ${lcpAt}; ended before it: ${kB(beforeLcp)} kB (${Object.entries(
        byType,
      )
        .map(([type, list]) => `${type} ${list.length}/${kB(list)} kB`)
        .join(', ')}); scripts evaluated before it: ${
        onMain.filter(
          (e) => e.name === 'EvaluateScript' && e.args?.data?.url && e.ts - nav < lcpAt * 1000,
        ).length
      }`,
    );
    const candidates = ev
      .filter((e) => e.name === 'largestContentfulPaint::Candidate')
      .map((e) => {
        const d = e.args?.data ?? {};
        return `${((e.ts - nav) / 1000).toFixed(0)} ms ${d.type} ${d.size}px${d.url ? ' ' + d.url.split('/').pop().slice(0, 40) : ''}`;
      });
    console.log(`   LCP candidates: ${candidates.join(' | ')}`);
    const font = nr
      .filter((q) => q.resourceType === 'Font')
      .map((q) => `${Math.round(q.networkRequestTime)}-${Math.round(q.networkEndTime)}`);
    console.log('   fonts:', font.join(' '));
  } finally {
    await chrome.kill();
  }
}
