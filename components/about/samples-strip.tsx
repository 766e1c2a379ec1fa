import Image from 'next/image';
import { DragStrip } from './drag-strip';
import styles from './samples-strip.module.css';

type Props = { label: string; samples: { id: number; src: string; alt: string }[] };

export function SamplesStrip({ label, samples }: Props) {
  return (
    <DragStrip label={label}>
      {samples.map((s) => (
        <figure key={s.id} className={styles.item}>
          <Image
            src={s.src}
            alt={s.alt}
            fill
            sizes="(max-width: 600px) 260px, 340px"
            draggable={false}
            className={styles.image}
          />
        </figure>
      ))}
    </DragStrip>
  );
}
