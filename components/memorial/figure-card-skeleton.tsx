import styles from './card.module.css';

export function FigureCardSkeleton({ landscape }: { landscape?: boolean }) {
  return (
    <div className={`${styles.card} ${styles.skeleton}`} aria-hidden="true" data-skeleton="">
      <div className={styles.media} data-shape={landscape ? 'landscape' : 'portrait'} />
      <div className={styles.body}>
        <span className={`${styles.bone} ${styles.boneName}`} />
        <span className={`${styles.bone} ${styles.boneDate}`} />
      </div>
    </div>
  );
}
