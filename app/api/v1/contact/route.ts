import { handle } from '@/lib/api/http';
import { receiveContactMessage } from '@/lib/contact/submission';

/** POST /api/v1/contact (spec §7): the contact form's message. */
export function POST(request: Request) {
  return handle(() => receiveContactMessage(request));
}
