'use client';
import { useSelectedLayoutSegments } from 'next/navigation';
import { usePathname } from '@/lib/i18n/link';
import { routes } from '@/lib/routes';

/** The 404 page is one cached page for every missing path (proxy.ts): its links name /404. */
export function useShownPath(): string {
  const pathname = usePathname();
  return useSelectedLayoutSegments().includes('404-page') ? routes.notFound : pathname;
}
