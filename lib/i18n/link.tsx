'use client';

// On next/link and next/navigation alone: no next-intl client code ships.
import NextLink from 'next/link';
import { usePathname as useNextPathname, useRouter as useNextRouter } from 'next/navigation';
import { useMemo, type ComponentProps } from 'react';
import { localizePath, parseLocalePath, type Locale } from './locale';

export function useLocale(): Locale {
  return parseLocalePath(useNextPathname() ?? '/').locale;
}

export function usePathname(): string {
  return parseLocalePath(useNextPathname() ?? '/').path;
}

type LinkProps = Omit<ComponentProps<typeof NextLink>, 'href'> & { href: string; locale?: Locale };

export function Link({ href, locale, ...rest }: LinkProps) {
  const current = useLocale();
  const target = href.startsWith('/') ? localizePath(href, locale ?? current) : href;
  return <NextLink href={target} {...rest} />;
}

export function useRouter() {
  const router = useNextRouter();
  const locale = useLocale();
  return useMemo(
    () => ({ ...router, push: (href: string) => router.push(localizePath(href, locale)) }),
    [router, locale],
  );
}
