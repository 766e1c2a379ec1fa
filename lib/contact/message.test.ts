import { contactMessageHash, honeypotFilled, parseContactMessage } from './message';

const valid = {
  firstName: 'Leyla Həsənova',
  phone: '+994 55 111 22 33',
  email: 'leyla@example.az',
  message: 'Salam!',
  consent: true,
};

describe('parseContactMessage strips bidi controls from every field before checking it', () => {
  it('stores the stripped text', () => {
    const result = parseContactMessage({
      firstName: '\u202ELeyla\u202C Həsənova',
      phone: '\u2066+994 55 111 22 33\u2069',
      email: 'leyla@example.az\u200F',
      message: 'txt.exe\u202Egpj.\u202C',
      consent: true,
    });
    expect(result).toEqual({
      ok: true,
      message: {
        firstName: 'Leyla Həsənova',
        phone: '+994 55 111 22 33',
        email: 'leyla@example.az',
        message: 'txt.exegpj.',
      },
    });
  });

  it('a field of nothing but bidi controls is blank', () => {
    const result = parseContactMessage({ ...valid, firstName: '\u202E\u202C\u200E ' });
    expect(result).toMatchObject({ ok: false, errors: { firstName: 'is required' } });
  });

  it.each([
    ['zero-width spaces', '\u200B\u200B'],
    ['a word joiner and a byte order mark', ' \u2060\uFEFF '],
    ['a soft hyphen', '\u00AD'],
  ])('a field of nothing but invisible format characters is blank: %s', (_, firstName) => {
    const result = parseContactMessage({ ...valid, firstName });
    expect(result).toMatchObject({ ok: false, errors: { firstName: 'is required' } });
  });

  it('keeps a joiner inside a word (Persian, emoji sequences)', () => {
    const result = parseContactMessage({ ...valid, firstName: 'می\u200Cخواهم 👨\u200D👩\u200D👧' });
    expect(result.ok && result.message.firstName).toBe('می\u200Cخواهم 👨\u200D👩\u200D👧');
  });

  it.each(['\u2028', '\u2029'])(
    'a line or paragraph separator (%j) in a single line is a space, as a field drops a line break',
    (sep) => {
      const result = parseContactMessage({ ...valid, firstName: `Leyla${sep}Həsənova` });
      expect(result.ok && result.message.firstName).toBe('Leyla Həsənova');
      const phone = parseContactMessage({ ...valid, phone: `+994 50 123${sep}45 67` });
      expect(phone.ok && phone.message.phone).toBe('+994 50 123 45 67');
      const message = parseContactMessage({ ...valid, message: `Salam${sep}!` });
      expect(message.ok && message.message.message).toBe(`Salam${sep}!`);
    },
  );

  it('the length limit counts the stripped text', () => {
    const result = parseContactMessage({
      ...valid,
      firstName: `${'a'.repeat(120)}${'\u200E'.repeat(50)}`,
    });
    expect(result.ok).toBe(true);
  });
});

describe('honeypotFilled', () => {
  it.each<[unknown, boolean]>([
    [valid, false],
    [{ ...valid, website: '' }, false],
    [{ ...valid, website: '   ' }, false],
    [{ ...valid, website: null }, false],
    [{ ...valid, website: 'https://spam.example' }, true],
    [{ ...valid, website: 'x' }, true],
    [{ ...valid, website: 1 }, true],
    [{ ...valid, website: ['x'] }, true],
    [{ ...valid, website: {} }, true],
    [[{ website: 'x' }], false],
    [null, false],
    ['website', false],
  ])('%j -> %s', (body, filled) => {
    expect(honeypotFilled(body)).toBe(filled);
  });
});

describe('contactMessageHash', () => {
  const parsed = (body: Record<string, unknown>) => {
    const result = parseContactMessage(body);
    if (!result.ok) throw new Error(result.error);
    return result.message;
  };

  it('is the same for the same message as parsed, however it was padded', () => {
    const hash = contactMessageHash(parsed(valid));
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(
      contactMessageHash(parsed({ ...valid, firstName: ` \u202E${valid.firstName} `, extra: 1 })),
    ).toBe(hash);
  });

  it.each(['firstName', 'phone', 'email', 'message'] as const)('changes with the %s', (field) => {
    const message = parsed(valid);
    expect(contactMessageHash({ ...message, [field]: `${message[field]}1` })).not.toBe(
      contactMessageHash(message),
    );
  });

  it('keeps the fields apart: text moved from one field to the next is another message', () => {
    const message = parsed(valid);
    expect(
      contactMessageHash({
        ...message,
        firstName: `${message.firstName}+`,
        phone: message.phone.slice(1),
      }),
    ).not.toBe(contactMessageHash(message));
  });
});

describe('addresses and numbers as people write them', () => {
  it('keeps a domain in its letters, as Firefox and WebKit send it', () => {
    const sent = parseContactMessage({ ...valid, email: 'ivan@xn--80a1acny.xn--p1ai' });
    expect(sent.ok && sent.message.email).toBe('ivan@почта.рф');
    const latin = parseContactMessage({ ...valid, email: 'Leyla@Example.AZ' });
    expect(latin.ok && latin.message.email).toBe('Leyla@example.az');
  });

  it.each([
    ['email', 'ivan@почта.рф'],
    ['email', 'ivan@xn--80a1acny.xn--p1ai'],
    ['email', 'anar.aliyev+xatire@mail.az'],
    ['email', 'test@भारत.भारत'],
    ['phone', '050.123.45.67'],
    ['phone', '+994 (50) 123-45-67'],
    ['phone', '۰۵۰۱۲۳۴۵۶۷'],
    ['phone', '٠٥٠ ١٢٣ ٤٥ ٦٧'],
    ['email', `${'a'.repeat(64)}@${'b'.repeat(63)}.az`],
  ])('accepts %s %j', (field, value) => {
    expect(parseContactMessage({ ...valid, [field]: value }).ok).toBe(true);
  });

  it.each([
    ['email', 'ivan@localhost'],
    ['email', 'a@a-.az'],
    ['email', 'ivan@x.xn---'],
    ['email', 'ivan@mail.x'],
    ['email', '<b>@x.az'],
    ['phone', '050/123'],
  ])('refuses %s %j', (field, value) => {
    expect(parseContactMessage({ ...valid, [field]: value }).ok).toBe(false);
  });

  // Distinct letters: Punycode writes a run of one letter in a few.
  const CYRILLIC_50 = 'жаяфщбюхэцзыъчгшьдйсикуелмнотпрвжаяфщбюхэцзыъюхэц';
  it.each([
    ['email', 'a name before @ over 64 characters', `${'a'.repeat(65)}@example.az`],
    ['email', 'a domain label over 63', `a@${'b'.repeat(64)}.az`],
    ['email', 'a label of 50 letters, 65 in the ASCII a mail server reads', `a@${CYRILLIC_50}.az`],
    ['email', 'a domain of 219, 289 in ASCII', `a@${`${CYRILLIC_50.slice(0, 30)}.`.repeat(7)}az`],
    ['firstName', '61 emoji, 122 units of the form’s maxlength', '😀'.repeat(61)],
    ['message', '2,501 emoji', '😀'.repeat(2501)],
  ])('refuses %s: %s', (field, _what, value) => {
    expect(parseContactMessage({ ...valid, [field]: value }).ok).toBe(false);
  });
});
