import type { Locale } from '@/lib/i18n/locale';
import type az from '@/messages/az.json';

export type Messages = typeof az;

/** A key of the header's or the footer's numbered labels (spec §7: header.N, footer.N). */
export type HeaderKey = `header.${keyof Messages['header'] & string}`;
export type FooterKey = `footer.${keyof Messages['footer'] & string}`;
/** A key of the AudioTabs messages, for the player's accessible names. */
export type AudioTabsKey = `AudioTabs.${keyof Messages['AudioTabs'] & string}`;

export async function loadMessages(locale: Locale): Promise<Messages> {
  return (await import(`../../messages/${locale}.json`)).default as Messages;
}
