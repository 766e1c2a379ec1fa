// Years and ISO dates of a range ('1141 – 1209'); day-first dates: datesInText (remembrance.ts).
export type LifeDates = { birth: string | null; death: string | null };

function isoOf(part: string): string | null {
  const text = part.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (iso) return text;
  const year = /^(\d{3,4})$/.exec(text);
  return year ? year[1]!.padStart(4, '0') : null;
}

// Years or day-first dates joined by a bare hyphen ('1948-2015'); an ISO day ('1948-05-02') has two.
const SIDE = '(\\d{3,4}|\\d{1,2}[./]\\d{1,2}[./]\\d{3,4})';
const HYPHENED = new RegExp(`^\\s*${SIDE}\\s*-\\s*${SIDE}\\s*$`);

export function lifeRangeParts(text: string): string[] {
  const hyphened = HYPHENED.exec(text);
  return hyphened ? [hyphened[1]!, hyphened[2]!] : text.split(/\s+[–—-]\s+|\s*[–—]\s*/);
}

export function parseLifeDates(text: string): LifeDates {
  const parts = lifeRangeParts(text);
  if (parts.length === 2) return { birth: isoOf(parts[0]!), death: isoOf(parts[1]!) };
  return { birth: null, death: null };
}
