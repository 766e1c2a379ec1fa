import { handle } from '@/lib/api/http';
import { isFormPost, receiveContactForm, receiveContactMessage } from '@/lib/contact/submission';

export function POST(request: Request) {
  if (isFormPost(request)) return receiveContactForm(request);
  return handle(() => receiveContactMessage(request));
}
