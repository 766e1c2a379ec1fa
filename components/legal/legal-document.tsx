import { RichText } from '@/components/ui/rich-text';
import styles from './legal-document.module.css';

type Props = { html: string | null | undefined; fallback: string };

/** Terms HTML of the active language, or the footer label text when it is missing (spec §2). */
export function LegalDocument({ html, fallback }: Props) {
  return (
    <div className={`container ${styles.document}`}>
      {html?.trim() ? <RichText html={html} /> : <p className="rich-text">{fallback}</p>}
    </div>
  );
}
