import styles from './card.module.css';

export function GenealogyCardSkeleton() {
  return (
    <div
      className={`${styles.card} ${styles.collection} ${styles.skeleton}`}
      aria-hidden="true"
      data-skeleton=""
    >
      <span className={`${styles.bone} ${styles.boneIcon}`} />
      <span className={`${styles.bone} ${styles.boneTitle}`} />
      <span className={`${styles.bone} ${styles.boneHead}`} />
      <span className={`${styles.bone} ${styles.boneDate}`} />
    </div>
  );
}
