import type { ReactNode } from 'react';
import { RichText } from '@/components/ui/rich-text';
import type { Shown } from '@/lib/i18n/locale';
import styles from './service-texts.module.css';

type Props = {
  text1: Shown;
  text2: Shown;
  media?: ReactNode;
};

export function ServiceTexts({ text1, text2, media }: Props) {
  if (!text1.value && !text2.value && !media) return null;
  if (!media) {
    return (
      <div className={`container ${styles.pair}`}>
        <RichText html={text1} />
        <RichText html={text2} />
      </div>
    );
  }
  return (
    <div className="container">
      <div className={styles.split}>
        <div className={styles.media}>{media}</div>
        <RichText html={text1} className={`rich-text ${styles.first}`} />
      </div>
      {text2.value && (
        <div className={styles.second}>
          <RichText html={text2} />
        </div>
      )}
    </div>
  );
}
