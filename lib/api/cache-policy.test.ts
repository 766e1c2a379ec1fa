import { LastGoodCopies, withLastGoodCopy } from './cache-policy';

const failing = () => Promise.reject(new Error('Content API unreachable'));

describe('withLastGoodCopy', () => {
  it('rethrows when the read never succeeded', async () => {
    const copies = new LastGoodCopies(10);
    const onFallback = jest.fn();
    await expect(withLastGoodCopy(copies, 'home', failing, onFallback)).rejects.toThrow(
      'Content API unreachable',
    );
    expect(onFallback).not.toHaveBeenCalled();
  });

  it('serves the last good answer of the same key when the read fails, and says so', async () => {
    const copies = new LastGoodCopies(10);
    const onFallback = jest.fn();
    await withLastGoodCopy(copies, 'deceased:[1]', async () => ({ id: 1, v: 'old' }), onFallback);
    await withLastGoodCopy(copies, 'deceased:[1]', async () => ({ id: 1, v: 'new' }), onFallback);
    expect(await withLastGoodCopy(copies, 'deceased:[1]', failing, onFallback)).toEqual({
      id: 1,
      v: 'new',
    });
    expect(onFallback).toHaveBeenCalledTimes(1);
    expect(onFallback.mock.calls[0]![0]).toBeInstanceOf(Error);
    // Another key has no copy.
    await expect(withLastGoodCopy(copies, 'deceased:[2]', failing, onFallback)).rejects.toThrow();
  });

  it('remembers null answers (a record that does not exist) like any other', async () => {
    const copies = new LastGoodCopies(10);
    await withLastGoodCopy(copies, 'qr', async () => null, jest.fn());
    expect(await withLastGoodCopy(copies, 'qr', failing, jest.fn())).toBeNull();
  });
});

describe('LastGoodCopies', () => {
  it('keeps at most `limit` answers, evicting the least recently used', () => {
    const copies = new LastGoodCopies(2);
    copies.remember('a', 1);
    copies.remember('b', 2);
    expect(copies.recall('a')).toEqual({ found: true, value: 1 }); // a is now the most recent
    copies.remember('c', 3);
    expect(copies.size).toBe(2);
    expect(copies.recall('b')).toEqual({ found: false });
    expect(copies.recall('a')).toEqual({ found: true, value: 1 });
    expect(copies.recall('c')).toEqual({ found: true, value: 3 });
  });
});
