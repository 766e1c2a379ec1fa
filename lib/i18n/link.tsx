'use client';

// Links inside the URL's language on next/link and next/navigation alone: no next-intl client
// code ships. Paths are written inside a language (`/about`) and prefixed here.
import NextLink from 'next/link';
import { usePathname as useNextPathname, useRouter as useNextRouter } from 'next/navigation';
import { useMemo, type ComponentProps } from 'react';
import { localizePath, parseLocalePath, type Locale } from './locale';

/** The language of the page being shown, from its URL. */
export function useLocale(): Locale {
  return parseLocalePath(useNextPathname() ?? '/').locale;
}

/** The path being shown, inside its language: `/en/about` → `/about`. */
export function usePathname(): string {
  return parseLocalePath(useNextPathname() ?? '/').path;
}

type LinkProps = Omit<ComponentProps<typeof NextLink>, 'href'> & { href: string; locale?: Locale };

/** next/link with `href` inside the current language (or `locale`). */
export function Link({ href, locale, ...rest }: LinkProps) {
  const current = useLocale();
  const target = href.startsWith('/') ? localizePath(href, locale ?? current) : href;
  return <NextLink href={target} {...rest} />;
}

/** next/navigation's router, with `push` taking a path inside the current language. */
export function useRouter() {
  const router = useNextRouter();
  const locale = useLocale();
  return useMemo(
    () => ({ ...router, push: (href: string) => router.push(localizePath(href, locale)) }),
    [router, locale],
  );
}
