import type { Metadata } from 'next';
import type { ReactNode } from 'react';

export const metadata: Metadata = {
  title: 'Benchmark floor',
  robots: { index: false, follow: false },
};

// app/[lang]/layout.tsx renders <html>, but not for this path: the floor has its own bare document.
export default function BenchLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
