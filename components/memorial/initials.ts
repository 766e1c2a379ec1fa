/** The first and the last word's first letters: a patronymic or "oğlu", "qızı", "xanım" sits between. */
export function initials(name: string): string {
  const words = name.split(/[\s-]+/).filter((w) => /^\p{L}/u.test(w));
  return [words[0], words.length > 1 ? words.at(-1) : undefined]
    .filter((w) => w !== undefined)
    .map((w) => w[0]!.toLocaleUpperCase())
    .join('');
}
