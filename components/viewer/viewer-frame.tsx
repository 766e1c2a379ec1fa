import type { ReactNode } from 'react';
import { Link } from '@/lib/i18n/link';
import { BackButton } from './back-button';
import styles from './viewer.module.css';

type Props = {
  brand: string;
  heading: string;
  headingLang?: string;
  subheading?: string;
  subheadingLang?: string;
  backLabel: string;
  fallbackHref: string;
  children: ReactNode;
};

export function ViewerFrame({
  brand,
  heading,
  headingLang,
  subheading,
  subheadingLang,
  backLabel,
  fallbackHref,
  children,
}: Props) {
  return (
    <main className={styles.page}>
      <div className={styles.inner}>
        <div className={styles.top}>
          <Link href="/" className={styles.brand}>
            {brand}
          </Link>
          <BackButton label={backLabel} fallbackHref={fallbackHref} />
          <Link
            href={fallbackHref}
            prefetch={false}
            className={`button button--ghost ${styles.back} ${styles.backLink}`}
          >
            <span aria-hidden="true">←</span> {backLabel}
          </Link>
        </div>
        <h1 className={styles.heading} lang={headingLang}>
          {heading}
        </h1>
        {subheading !== undefined && (
          <p className={styles.subheading} lang={subheadingLang}>
            {subheading}
          </p>
        )}
        {children}
      </div>
    </main>
  );
}

/** The 'nothing available' message (spec §8), in the page's language. */
export function ViewerEmpty({ text }: { text: string }) {
  return <p className={styles.empty}>{text}</p>;
}
