import QRCode from 'qrcode';
import styles from './print-qr.module.css';

type Props = { url: string; label: string };

// Hidden on screen; the print stylesheet shows it, so a printed memorial leads back to the page.
export async function PrintQr({ url, label }: Props) {
  const svg = await QRCode.toString(url, { type: 'svg', margin: 0, errorCorrectionLevel: 'M' });
  return (
    <figure className={styles.qr} aria-hidden="true" data-print-qr="">
      {/* The SVG is generated here from the page URL, never from content. */}
      <div className={styles.code} dangerouslySetInnerHTML={{ __html: svg }} />
      <figcaption>
        {label}
        <br />
        {url}
      </figcaption>
    </figure>
  );
}
