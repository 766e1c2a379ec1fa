import parse from 'html-react-parser';

type Props = { html: string; className?: string };

/**
 * Renders rich text from the content source. The HTML was sanitized by an allow-list where it
 * entered lib/api; this only turns it into React elements (no dangerouslySetInnerHTML).
 */
export function RichText({ html, className }: Props) {
  if (!html) return null;
  return <div className={className ?? 'rich-text'}>{parse(html)}</div>;
}
