import type { Metadata } from 'next';
import Link from 'next/link';
import './globals.css';

export const metadata: Metadata = {
  title: 'Səhifə tapılmadı · Page not found · Страница не найдена',
};

// Rare (the proxy serves /404 itself); reads no request data; Next writes its one robots tag.
export default function RootNotFound() {
  return (
    <html lang="az">
      <body>
        <main className="not-found">
          <p className="not-found__code">404</p>
          <h1>Səhifə tapılmadı</h1>
          <p lang="en">Page not found</p>
          <p lang="ru">Страница не найдена</p>
          <Link className="button" href="/">
            Xatirə
          </Link>
        </main>
      </body>
    </html>
  );
}
