import { Link } from '@/lib/i18n/link';

type MessageProps = {
  id: string;
  code?: string;
  title: string;
  text: string;
  home: string;
  href?: string;
  reload?: boolean;
};

export function PageMessage({ id, code, title, text, home, href = '/', reload }: MessageProps) {
  return (
    <section className="not-found" aria-labelledby={id}>
      {code ? (
        <p className="not-found__code" aria-hidden="true">
          {code}
        </p>
      ) : null}
      <h1 id={id}>{title}</h1>
      <p>{text}</p>
      {reload ? (
        <a href={href} className="button">
          {home}
        </a>
      ) : (
        <Link href={href} className="button">
          {home}
        </Link>
      )}
    </section>
  );
}
