import { submitContactMessage } from '@/lib/api';
import { handle, jsonError } from '@/lib/api/http';
import { CONTACT_BODY_LIMIT, parseContactMessage } from '@/lib/contact';

export function POST(request: Request) {
  return handle(async () => {
    const type = request.headers.get('content-type') ?? '';
    if (!/^application\/json\b/i.test(type)) return jsonError(415, 'Send the message as JSON');
    const declared = Number(request.headers.get('content-length') ?? '0');
    if (declared > CONTACT_BODY_LIMIT) return jsonError(413, 'The message is too large');
    const text = await request.text();
    if (Buffer.byteLength(text) > CONTACT_BODY_LIMIT) return jsonError(413, 'The message is too large');
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return jsonError(400, 'The body is not valid JSON');
    }
    const parsed = parseContactMessage(body);
    if (!parsed.ok) return jsonError(400, parsed.error);
    await submitContactMessage(parsed.message);
    return Response.json({ success: true, message: 'Message received' }, { status: 201 });
  });
}
