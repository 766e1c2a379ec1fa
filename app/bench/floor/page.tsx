export const dynamic = 'force-static';

// The floor of `npm run bench`: the least a page can cost; every other page is measured against it.
export default function BenchFloorPage() {
  return (
    <main>
      <h1>Floor</h1>
      <p>A bare page of the same server, the baseline for benchmarks.</p>
    </main>
  );
}
