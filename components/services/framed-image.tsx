import Image from 'next/image';
import styles from './framed-image.module.css';

type Props = { src: string; alt: string; ratio?: '3 / 2' | '1 / 1'; sizes: string };

export function FramedImage({ src, alt, ratio = '3 / 2', sizes }: Props) {
  return (
    <div className={styles.frame} style={{ aspectRatio: ratio }}>
      <Image src={src} alt={alt} fill sizes={sizes} className={styles.image} />
    </div>
  );
}
