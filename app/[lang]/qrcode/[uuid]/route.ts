import { getQrRecord } from '@/lib/api/qr';
import { orUnavailable } from '@/lib/api/cache-policy';
import { isLocale, localizePath } from '@/lib/i18n/locale';
import { qrPageResponse } from '@/lib/qr/page';
import { isUuid, isUuidKey, uuidKey } from '@/lib/qr/uuid';
import { routes } from '@/lib/routes';

// Kept by the server (ISR on its read's tags: docs/caching.md) and sent `private, no-store`: no shared
// cache holds a badge's page, but a scan no longer renders it. A 404 or redirect is never kept.
export const revalidate = 300;
export const dynamic = 'force-static';

export function generateStaticParams() {
  return [];
}

export async function GET(_request: Request, ctx: RouteContext<'/[lang]/qrcode/[uuid]'>) {
  const { lang: rawLang, uuid } = await ctx.params;
  const lang = isLocale(rawLang) ? rawLang : 'az';
  // One address per badge, the lower-case UUID: its page's one cache key.
  if (isUuid(uuid) && !isUuidKey(uuid)) {
    return new Response(null, {
      status: 308,
      headers: {
        location: localizePath(routes.qr(uuidKey(uuid)), lang),
        'cache-control': 'no-store',
      },
    });
  }
  const record = isUuid(uuid) ? await orUnavailable(getQrRecord(uuid), 'qr record') : null;
  return qrPageResponse(lang, record);
}
