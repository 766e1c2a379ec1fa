import { printQrSvg } from '@/lib/seo/print-qr.mjs';
import styles from './print-qr.module.css';

type Props = { url: string; label: string };

// Hidden on screen; the print stylesheet shows it, so a printed memorial leads back to the page.
export async function PrintQr({ url, label }: Props) {
  const svg = await printQrSvg(url);
  return (
    <figure className={styles.qr} aria-hidden="true" data-print-qr={url}>
      {/* The SVG is drawn from the page URL, never from content; the mirror redraws it for its own. */}
      <div className={styles.code} dangerouslySetInnerHTML={{ __html: svg }} />
      <figcaption>
        {label}
        <br />
        {url}
      </figcaption>
    </figure>
  );
}
