import { RichText } from '@/components/ui/rich-text';
import styles from './legal-document.module.css';

type Props = { html: string | null | undefined; fallback: string };

export function LegalDocument({ html, fallback }: Props) {
  return (
    <div className={`container ${styles.document}`}>
      {html?.trim() ? <RichText html={html} /> : <p className="rich-text">{fallback}</p>}
    </div>
  );
}
