import { NotFoundContent } from '@/components/layout/not-found-content';

/** A page that calls notFound() (a missing or gated record) shows this inside the shell. */
export default function NotFound() {
  return <NotFoundContent />;
}
