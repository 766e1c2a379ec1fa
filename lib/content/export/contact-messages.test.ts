import { createTempDb, ENGINES } from '../testing/temp-db';
import { insertContactMessage, listContactMessages } from '../queries/contact';
import { contactMessagesCsv } from './contact-messages';

describe('contactMessagesCsv', () => {
  it.each(ENGINES)(
    'exports stored messages oldest first, quoted and defused (%s)',
    async (engine) => {
      const { db, cleanup } = await createTempDb(engine);
      try {
        await insertContactMessage(
          db,
          {
            firstName: 'Leyla Həsənova',
            phone: '+994 55 111 22 33',
            email: 'leyla@example.az',
            message: 'Salam,\n"təşəkkür"',
          },
          { now: new Date('2026-03-01T10:00:00Z') },
        );
        await insertContactMessage(
          db,
          { firstName: '=cmd|calc', phone: '12345', email: 'a@b.az', message: 'ok' },
          {
            now: new Date('2026-03-02T10:00:00Z'),
            requestId: 'key-0123456789abcdef',
            delivery: 'pending',
          },
        );
        const csv = contactMessagesCsv(await listContactMessages(db));
        expect(csv.split('\r\n')).toEqual([
          '"id","created_at","name","phone","email","message","delivery","attempts","delivered_at","last_error"',
          `"1","2026-03-01T10:00:00.000Z","Leyla Həsənova","'+994 55 111 22 33","leyla@example.az","Salam,\n""təşəkkür""","kept","0","",""`,
          `"2","2026-03-02T10:00:00.000Z","'=cmd|calc","12345","a@b.az","ok","pending","0","",""`,
          '',
        ]);
      } finally {
        await cleanup();
      }
    },
  );

  it('is just the header without messages', () => {
    expect(contactMessagesCsv([])).toBe(
      '"id","created_at","name","phone","email","message","delivery","attempts","delivered_at","last_error"\r\n',
    );
  });
});
