import { handle } from '@/lib/api/http';
import { receiveContactMessage } from '@/lib/contact/submission';

export function POST(request: Request) {
  return handle(() => receiveContactMessage(request));
}
