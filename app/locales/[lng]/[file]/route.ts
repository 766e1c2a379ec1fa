import { loadMessages } from '@/lib/i18n/messages';
import { isLocale } from '@/lib/i18n/locale';
import { jsonError } from '@/lib/api/http';

/** The translation files of spec §7: /locales/{lng}/translation.json. */
export async function GET(_request: Request, ctx: RouteContext<'/locales/[lng]/[file]'>) {
  const { lng, file } = await ctx.params;
  if (!isLocale(lng)) return jsonError(404, 'Unknown language');
  if (file !== 'translation.json') return jsonError(404, 'Unknown namespace');
  return Response.json(await loadMessages(lng), {
    headers: { 'cache-control': 'public, max-age=300, stale-while-revalidate=86400' },
  });
}

export function generateStaticParams() {
  return ['az', 'en', 'ru'].map((lng) => ({ lng, file: 'translation.json' }));
}
