import { jsonError } from '@/lib/api/http';
import { isLocale, LOCALES } from '@/lib/i18n/locale';
import { loadMessages } from '@/lib/i18n/messages';
import { toSpecTranslation } from '@/lib/i18n/spec-translation';

export async function GET(_request: Request, ctx: RouteContext<'/locales/[lang]/[file]'>) {
  const { lang, file } = await ctx.params;
  if (!isLocale(lang)) return jsonError(404, 'Unknown language');
  if (file !== 'translation.json') return jsonError(404, 'Unknown namespace');
  return Response.json(toSpecTranslation(await loadMessages(lang)), {
    headers: { 'cache-control': 'public, max-age=300, stale-while-revalidate=86400' },
  });
}

export function generateStaticParams() {
  return LOCALES.map((lang) => ({ lang, file: 'translation.json' }));
}
