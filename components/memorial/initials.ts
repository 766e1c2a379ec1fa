const AFTER_FATHER = /^(?:oğlu|qızı|oglu|qizi|оглы|кызы)$/iu;
const PATRONYMIC = /(?:ович|евич|овна|евна|ична)$/iu;

/** First and last name's letters, wherever the patronymic sits (initials.test.ts). */
export function initials(name: string): string {
  const words = name.split(/[\s-]+/).filter((w) => /^\p{L}/u.test(w));
  const last = words.at(-1) ?? '';
  const surnameFirst = words.length > 2 && (AFTER_FATHER.test(last) || PATRONYMIC.test(last));
  return (surnameFirst ? words.slice(0, 2) : [words[0], words.length > 1 ? last : undefined])
    .filter((w) => w !== undefined)
    .map((w) => w[0]!.toLocaleUpperCase())
    .join('');
}
