import { ContentError } from '@/lib/content/source';
import type { QrRecord } from '@/lib/contract/types';
import { findQrBadge, type QrList } from './badge';

describe('findQrBadge: a badge in the QR list, or the source asked whether it exists', () => {
  const badge = (uuid: string): QrRecord => ({
    randomUUID: uuid,
    photo: null,
    name: `Badge ${uuid.slice(0, 4)}`,
    birthday: '',
    qanqrupu: '',
    number: '',
  });
  const kept = badge('0f8fad5b-d9cb-469f-a165-70867728950e');
  const made = badge('7c9e6679-7425-40de-944b-e07fc1f90ae7');
  const now = 1_000_000;
  const freshMs = 60_000;
  const find = (list: QrList, uuid: string, readList: () => Promise<QrRecord[]>) =>
    findQrBadge(list, uuid, { now, freshMs, readList });
  const down = jest.fn(() => Promise.reject(new ContentError('Content API unreachable')));

  beforeEach(() => down.mockClear());

  it('shows a badge any list has, a last good copy included, without asking the source', async () => {
    for (const readAt of [now - 1000, now - 10 * freshMs, null]) {
      expect(await find({ records: [kept], readAt }, kept.randomUUID.toUpperCase(), down)).toBe(
        kept,
      );
    }
    expect(down).not.toHaveBeenCalled();
  });

  it('says "no such badge" from a list the source gave within its lifetime', async () => {
    expect(await find({ records: [kept], readAt: now - freshMs + 1 }, made.randomUUID, down)).toBe(
      null,
    );
    expect(down).not.toHaveBeenCalled();
  });

  it('asks the source about a badge missing from an older list or a last good copy', async () => {
    for (const readAt of [now - freshMs, null]) {
      const list = { records: [kept], readAt };
      expect(await find(list, made.randomUUID, async () => [kept, made])).toBe(made);
      expect(await find(list, made.randomUUID, async () => [kept])).toBe(null);
      // The source is down: not "no such badge" but a failure (the page is the 503).
      await expect(find(list, made.randomUUID, down)).rejects.toThrow(ContentError);
    }
  });
});
