import type { ReactNode } from 'react';

type Props = { title: ReactNode; children?: ReactNode };

export function PageCover({ title, children }: Props) {
  return (
    <section className="cover container">
      <h1>{title}</h1>
      {children}
      <span className="cover__rule" aria-hidden="true" />
    </section>
  );
}
