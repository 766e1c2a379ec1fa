import { NotFoundHere, notFoundHereMetadata } from '@/components/layout/not-found-content';

export const generateMetadata = notFoundHereMetadata;

export default function NoRecord() {
  return <NotFoundHere noDetails />;
}
