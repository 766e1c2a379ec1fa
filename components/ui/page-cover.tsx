import type { ReactNode } from 'react';

type Props = { title: ReactNode; children?: ReactNode };

/** The cover title every content page opens with. */
export function PageCover({ title, children }: Props) {
  return (
    <section className="cover container">
      <h1>{title}</h1>
      {children}
      <span className="cover__rule" aria-hidden="true" />
    </section>
  );
}
