import { getQrRecord, orEmpty } from '@/lib/api';
import { isLocale, localizePath } from '@/lib/i18n/locale';
import { qrPageResponse } from '@/lib/qr/page';
import { isUuid } from '@/lib/qr/uuid';
import { routes } from '@/lib/routes';

export async function GET(request: Request, ctx: RouteContext<'/[lang]/qrcode/[uuid]'>) {
  const { lang: rawLang, uuid } = await ctx.params;
  const lang = isLocale(rawLang) ? rawLang : 'az';
  // One address per badge, the lower-case UUID: the only cache key and tag of its record.
  if (isUuid(uuid) && uuid !== uuid.toLowerCase()) {
    const target = new URL(localizePath(routes.qr(uuid.toLowerCase()), lang), request.url);
    return new Response(null, {
      status: 308,
      headers: { location: target.pathname, 'cache-control': 'no-store' },
    });
  }
  const record = isUuid(uuid) ? await orEmpty(getQrRecord(uuid), 'qr record') : null;
  return qrPageResponse(lang, record);
}
