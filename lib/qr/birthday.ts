const format = (timeZone: string) =>
  new Intl.DateTimeFormat('tr-TR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone });
const AS_WRITTEN = format('UTC');
// As `new Date(birthday)` read in Baku: an admin's midnight there is 20:00 UTC the day before.
const IN_BAKU = format('Asia/Baku');
const ZONED = /^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:?\d{2})$/;

// dd.mm.yyyy as the Turkish locale writes it (spec §2); the raw text if it is not a date.
export function formatBirthday(value: string): string {
  const text = value.trim();
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (!match) return text;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(date.getTime()) || date.getUTCDate() !== Number(match[3])) return text;
  const instant = ZONED.test(text) ? new Date(text) : null;
  if (instant && !Number.isNaN(instant.getTime())) return IN_BAKU.format(instant);
  return AS_WRITTEN.format(date);
}
