import { formRequestId } from './submission';

const body = { firstName: 'Nigar', phone: '050 555 55 55', message: 'Zəng edin', consent: true };
const at = Date.UTC(2026, 11, 4, 19, 0, 30);

describe('the key a form sent with no script is stored under', () => {
  it('is the same for the same message from the same client a moment later: a second click', () => {
    expect(formRequestId('10.0.0.1', body, at + 20_000)).toBe(formRequestId('10.0.0.1', body, at));
  });

  it('is another for the same words sent again later: a new message, never dropped', () => {
    expect(formRequestId('10.0.0.1', body, at + 65 * 60_000)).not.toBe(
      formRequestId('10.0.0.1', body, at),
    );
    expect(formRequestId('10.0.0.1', body, at + 24 * 3_600_000)).not.toBe(
      formRequestId('10.0.0.1', body, at),
    );
  });

  it('is another for another client or another message, and fits the Idempotency-Key rule', () => {
    const key = formRequestId('10.0.0.1', body, at);
    expect(formRequestId('10.0.0.2', body, at)).not.toBe(key);
    expect(formRequestId('10.0.0.1', { ...body, message: 'Başqa' }, at)).not.toBe(key);
    expect(key).toMatch(/^[A-Za-z0-9_-]{16,128}$/);
  });
});
