import type { Messages } from './messages';

type Numbered = 'header' | 'footer' | 'search';

/**
 * Spec §7 publishes /locales/{lng}/translation.json with these namespaces numbered, where the
 * site's messages name each key: `header.N` is the N-th key listed here. The one place that ties
 * a name to its number; append, never reorder, or the public numbers change.
 */
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

/** The site's messages as the public translation.json has them: the same namespaces, in order. */
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
