import { redirect as nextRedirect } from 'next/navigation';
import { localizePath, type Locale } from './locale';

export function redirect({ href, locale }: { href: string; locale: Locale }): never {
  nextRedirect(localizePath(href, locale));
}
