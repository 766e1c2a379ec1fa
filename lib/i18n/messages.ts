import type { Locale } from '@/lib/i18n/locale';
import type az from '@/messages/az.json';

export type Messages = typeof az;

export async function loadMessages(locale: Locale): Promise<Messages> {
  return (await import(`../../messages/${locale}.json`)).default as Messages;
}
