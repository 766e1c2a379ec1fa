'use client';
import { useSelectedLayoutSegments } from 'next/navigation';
import { usePathname } from '@/lib/i18n/link';
import { routes } from '@/lib/routes';

export function useShownPath(): string {
  const pathname = usePathname();
  const notFoundPage = useSelectedLayoutSegments().includes('404-page'); // one cached page for every missing path (proxy.ts)
  return notFoundPage ? routes.notFound : pathname;
}
