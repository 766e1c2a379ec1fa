import type { Metadata } from 'next';
import type { ReactNode } from 'react';

export const metadata: Metadata = {
  title: 'Benchmark floor',
  robots: { index: false, follow: false },
};

/**
 * The root layout leaves <html> to app/[lang]/layout.tsx, which this path never reaches: the
 * benchmark floor renders its own bare document (no fonts, styles or client components).
 */
export default function BenchLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
