export type HeaderLink = { href: string; label: string };
export type HeaderItem =
  | ({ kind: 'link' } & HeaderLink)
  | { kind: 'group'; id: string; label: string; links: HeaderLink[] };
