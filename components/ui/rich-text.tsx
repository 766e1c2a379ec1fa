import parse from 'html-react-parser';
import type { Shown } from '@/lib/i18n/locale';

type Props = { html: string | Shown; className?: string };

// Sanitized by an allow-list where it entered lib/api; rendered without dangerouslySetInnerHTML.
export function RichText({ html, className }: Props) {
  const { value, lang } = typeof html === 'string' ? { value: html, lang: undefined } : html;
  if (!value) return null;
  return (
    <div className={className ?? 'rich-text'} lang={lang}>
      {parse(value)}
    </div>
  );
}
