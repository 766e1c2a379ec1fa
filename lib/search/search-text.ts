import { noText, stripTags } from '@/lib/html';

// Names and terms reduced to plain Latin, so `uzeyir` finds Üzeyir and `nizami` finds Низами.
const CYRILLIC: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'j',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'x',
  ц: 'ts',
  ч: 'c',
  ш: 's',
  щ: 's',
  ъ: '',
  ы: 'i',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  ә: 'e',
  ғ: 'g',
  ҝ: 'g',
  һ: 'h',
  ј: 'y',
  ө: 'o',
  ү: 'u',
  ҹ: 'c',
  і: 'i',
};

const LATIN: Record<string, string> = {
  ə: 'e',
  ı: 'i',
  ş: 's',
  ç: 'c',
  ğ: 'g',
  ö: 'o',
  ü: 'u',
  ß: 'ss',
  æ: 'ae',
  ø: 'o',
};

// English spellings of Azerbaijani and Russian sounds, folded like the letters above.
const DIGRAPHS: [RegExp, string][] = [
  [/shch/g, 's'],
  [/sh/g, 's'],
  [/ch/g, 'c'],
  [/kh/g, 'x'],
  [/gh/g, 'g'],
  [/zh/g, 'j'],
];

const UNACCENTED: Record<string, string> = { ł: 'l', đ: 'd', œ: 'oe', ї: 'yi', є: 'ye', ґ: 'g' }; // file names only
const FOLDED = /[Дд][Жж]|[\u0400-\u04ffəƏışŞçÇğĞöÖüÜßẞæÆøØłŁđĐœŒ]/g;
const foldKeepingCase = (letters: string, at: number, whole: string) => {
  const lower = letters.toLowerCase();
  const latin =
    lower === 'дж' ? 'j' : (CYRILLIC[lower] ?? LATIN[lower] ?? UNACCENTED[lower] ?? letters);
  if (letters === lower || !latin) return latin;
  const next = whole[at + letters.length] ?? '';
  return next !== next.toLowerCase()
    ? latin.toUpperCase()
    : latin[0]!.toUpperCase() + latin.slice(1);
};

/** Letters in plain Latin as the search folds them, case kept, no English digraphs: Şükürov → Sukurov. */
export const plainLatin = (input: string): string =>
  input
    .normalize('NFC')
    .replace(FOLDED, foldKeepingCase)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');

export function searchSkeleton(input: string): string {
  let s = input.toLowerCase();
  s = s.replace(/дж/g, 'j');
  s = s.replace(/[\u0400-\u04ff]/g, (ch) => CYRILLIC[ch] ?? ch);
  s = s.replace(/[əışçğöüßæø]/g, (ch) => LATIN[ch] ?? ch);
  s = s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  for (const [pattern, replacement] of DIGRAPHS) s = s.replace(pattern, replacement);
  return s
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replace(/\s+/g, ' ');
}

/** A name's skeleton, its HTML dropped (collection titles may carry markup). */
export const nameSkeleton = (text: string): string => searchSkeleton(stripTags(text));

/** A record's `search_text`, for every writer of it (the search splits it on ` | `). */
export function recordSkeleton(
  names: readonly string[],
  skeletonOfName: (name: string) => string = nameSkeleton,
): string {
  return names.map(skeletonOfName).join(' | ');
}

type Names = { az: string; en: string; ru: string };
/** A collection's `search_text`: its titles, or its head's names when it has none (as it is named). */
export const collectionSkeleton = (title: Names, head: Names): string => {
  const named = noText(title) ? head : title;
  return recordSkeleton([named.az, named.en, named.ru]);
};

/** Shorter than a trigram: found only at a word's start (`a` is inside most names). */
export const matchesWordStartOnly = (token: string): boolean => token.length < 3;

// Lower is better; null is no match.
export function matchRank(nameSkeletons: string[], term: string): number | null {
  const tokens = term.split(' ').filter(Boolean);
  if (tokens.length === 0) return null;
  let best: number | null = null;
  for (const name of nameSkeletons) {
    const words = name.split(' ');
    const found = (t: string) =>
      matchesWordStartOnly(t) ? words.some((w) => w.startsWith(t)) : name.includes(t);
    if (!tokens.every(found)) continue;
    let rank: number;
    if (name === term) rank = 0;
    else if (name.startsWith(term)) rank = 1;
    else if (tokens.every((t) => words.some((w) => w.startsWith(t)))) rank = 2;
    else rank = 3;
    if (best === null || rank < best) best = rank;
  }
  return best;
}
