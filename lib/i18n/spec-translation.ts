import type { Messages } from './messages';

type Numbered = 'header' | 'footer' | 'search';

// Spec §7: `header.N` of /locales/{lng}/translation.json is the N-th here. Append, never reorder.
export const SPEC_NUMBERS = {
  header: [
    'home',
    'about',
    'services',
    'memorialPage',
    'obituary',
    'genealogyCompilation',
    'virtualCemetery',
    'qrCodeDogTag',
    'categories',
    'publicFigures',
    'historicalFigures',
    'martyrs',
    'dearMemories',
    'historicalMonuments',
    'genealogy',
    'media',
    'photoGallery',
    'videoGallery',
    'contact',
    'language',
    'search',
    'menu',
  ],
  footer: [
    'quickLinks',
    'categories',
    'contact',
    'generalRules',
    'userAgreement',
    'rightsReserved',
    'websiteBy',
    'tagline',
  ],
  search: ['byName'],
} as const satisfies { [G in Numbered]: readonly (keyof Messages[G])[] };

export type SpecTranslation = Omit<Messages, Numbered> & Record<Numbered, Record<string, string>>;

const isNumbered = (namespace: string): namespace is Numbered =>
  Object.hasOwn(SPEC_NUMBERS, namespace);

export function toSpecTranslation(messages: Messages): SpecTranslation {
  return Object.fromEntries(
    Object.entries(messages).map(([namespace, texts]) => {
      if (!isNumbered(namespace)) return [namespace, texts];
      const named: Record<string, string> = messages[namespace];
      return [
        namespace,
        Object.fromEntries(SPEC_NUMBERS[namespace].map((key, n) => [n, named[key]])),
      ];
    }),
  ) as SpecTranslation;
}
