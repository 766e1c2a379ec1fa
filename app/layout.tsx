import type { ReactNode } from 'react';

// The <html> element is rendered by app/[lang]/layout.tsx, which knows the language.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
