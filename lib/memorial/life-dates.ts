// From free date text ('12.03.1968 – 26.02.1992', '1141 – 1209'); centuries and unknowns: null.
export type LifeDates = { birth: string | null; death: string | null };

function isoOf(part: string): string | null {
  const text = part.trim();
  const full = /^(\d{1,2})[./](\d{1,2})[./](\d{3,4})$/.exec(text);
  if (full) {
    const [, d, m, y] = full;
    const day = Number(d);
    const month = Number(m);
    const date = new Date(Date.UTC(Number(y), month - 1, day));
    if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
    return `${y!.padStart(4, '0')}-${m!.padStart(2, '0')}-${d!.padStart(2, '0')}`;
  }
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (iso) return text;
  const year = /^(\d{3,4})$/.exec(text);
  return year ? year[1]!.padStart(4, '0') : null;
}

export function lifeRangeParts(text: string): string[] {
  return text.split(/\s+[–—-]\s+|\s*[–—]\s*/);
}

export function parseLifeDates(text: string): LifeDates {
  const parts = lifeRangeParts(text);
  if (parts.length === 2) return { birth: isoOf(parts[0]!), death: isoOf(parts[1]!) };
  return { birth: null, death: null };
}
