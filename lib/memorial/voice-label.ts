const LABELS: Record<string, string> = {
  az: 'Azərbaycan dilində',
  en: 'In english',
  ru: 'На русском языке',
};

export function voiceLabel(lang: string): string {
  return Object.hasOwn(LABELS, lang) ? LABELS[lang]! : '';
}
