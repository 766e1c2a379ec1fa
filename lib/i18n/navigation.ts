import { redirect as nextRedirect } from 'next/navigation';
import { localizePath, type Locale } from './locale';

/** A server-side redirect to a path inside `locale` (307, like next/navigation's). */
export function redirect({ href, locale }: { href: string; locale: Locale }): never {
  nextRedirect(localizePath(href, locale));
}
