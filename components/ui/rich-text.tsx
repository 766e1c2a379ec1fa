import parse from 'html-react-parser';

type Props = { html: string; className?: string };

// Sanitized by an allow-list where it entered lib/api; rendered without dangerouslySetInnerHTML.
export function RichText({ html, className }: Props) {
  if (!html) return null;
  return <div className={className ?? 'rich-text'}>{parse(html)}</div>;
}
