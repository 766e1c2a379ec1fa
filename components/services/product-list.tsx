import { inPageLang, type Locale } from '@/lib/i18n/locale';
import type { Product } from '@/lib/api/models';
import { FramedImage } from './framed-image';
import styles from './product-list.module.css';

type Props = {
  products: Product[];
  lang: Locale;
  labels: { title: string; size: string; price: string };
};

export function ProductList({ products, lang, labels }: Props) {
  if (products.length === 0) return null;
  return (
    <section className={`container ${styles.section}`} aria-labelledby="products-title">
      <h2 id="products-title" className={styles.heading}>
        {labels.title}
      </h2>
      <ul className={styles.grid}>
        {products.map((p) => {
          const [title, unit, cost] = [
            inPageLang(p.title, lang),
            inPageLang(p.unit, lang),
            inPageLang(p.cost, lang),
          ];
          return (
            <li key={p.id} className={styles.card}>
              {p.image && (
                <FramedImage
                  src={p.image}
                  alt=""
                  ratio="1 / 1"
                  sizes="(max-width: 600px) calc(100vw - 32px), (max-width: 992px) 50vw, 280px"
                />
              )}
              <div className={styles.body}>
                <h3 className={styles.title} lang={title.lang}>
                  {title.value}
                </h3>
                <dl className={styles.facts}>
                  {p.size ? (
                    <div>
                      <dt>{labels.size}</dt>
                      <dd>
                        {p.size} <span lang={unit.lang}>{unit.value}</span>
                      </dd>
                    </div>
                  ) : null}
                  {cost.value ? (
                    <div>
                      <dt>{labels.price}</dt>
                      <dd className={styles.price} lang={cost.lang}>
                        {cost.value}
                      </dd>
                    </div>
                  ) : null}
                </dl>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
