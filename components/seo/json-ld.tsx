import { jsonLdString } from '@/lib/seo/structured-data';

/** Structured data in the server HTML; the JSON is escaped so it cannot close its script. */
export function JsonLd({ data }: { data: object }) {
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdString(data) }} />
  );
}
