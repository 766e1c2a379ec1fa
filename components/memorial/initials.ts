export function initials(name: string): string {
  return name
    .split(/[\s-]+/)
    .filter((w) => /^\p{L}/u.test(w))
    .slice(0, 2)
    .map((w) => w[0]!.toLocaleUpperCase())
    .join('');
}
