const format = (timeZone: string) =>
  new Intl.DateTimeFormat('tr-TR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone });
const AS_WRITTEN = format('UTC');
// As `new Date(birthday)` read in Baku: an admin's midnight there is 20:00 UTC the day before.
const IN_BAKU = format('Asia/Baku');
const ZONED = /^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:?\d{2})$/;
const YEAR_FIRST = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?!\d)/;
const DAY_FIRST = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/;
const EPOCH = /^(?:\d{9,13}|-\d{1,13})$/; // seconds up to 10 digits, milliseconds from 11; before 1970 negative

// dd.mm.yyyy as the Turkish locale writes it (spec §2); the raw text if it is not a date.
export function formatBirthday(value: string): string {
  const text = value.trim();
  if (EPOCH.test(text)) {
    const digits = text.replace('-', '').length;
    const seconds = digits <= 10 && Number(text) * 1000 <= Date.now(); // or early 1970 in ms
    return IN_BAKU.format(Number(text) * (seconds ? 1000 : 1));
  }
  const ymd = YEAR_FIRST.exec(text);
  const dmy = ymd ? null : DAY_FIRST.exec(text);
  const [year, month, day] = (ymd ? ymd.slice(1) : dmy ? dmy.slice(1).reverse() : []).map(Number);
  if (year === undefined || month === undefined || day === undefined) return text;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return text;
  const instant = ZONED.test(text) ? new Date(text) : null;
  if (instant && !Number.isNaN(instant.getTime())) return IN_BAKU.format(instant);
  return AS_WRITTEN.format(date);
}
