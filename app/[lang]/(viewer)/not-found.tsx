import { NotFoundHere, notFoundHereMetadata } from '@/components/layout/not-found-content';

export const generateMetadata = notFoundHereMetadata;

// What the browser shows once the viewer's notFound() runs there: the server's page, not the root's.
export default function NoViewer() {
  return (
    <main>
      <NotFoundHere />
    </main>
  );
}
