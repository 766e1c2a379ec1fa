import type { Locale } from '@/lib/i18n/locale';
import type az from '@/messages/az.json';

export type Messages = typeof az;

export type HeaderKey = `header.${keyof Messages['header'] & string}`;
export type FooterKey = `footer.${keyof Messages['footer'] & string}`;
export type AudioTabsKey = `AudioTabs.${keyof Messages['AudioTabs'] & string}`;

export async function loadMessages(locale: Locale): Promise<Messages> {
  return (await import(`../../messages/${locale}.json`)).default as Messages;
}
