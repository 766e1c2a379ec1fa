export const dynamic = 'force-static';

/**
 * The floor of `npm run bench`: the least a page of this app can cost, static, with no client
 * code of its own beyond Next's runtime. Every other page is measured against it.
 */
export default function BenchFloorPage() {
  return (
    <main>
      <h1>Floor</h1>
      <p>A bare page of the same server, the baseline for benchmarks.</p>
    </main>
  );
}
