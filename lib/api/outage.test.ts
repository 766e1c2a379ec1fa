import { anyUnavailable, orEmpty, orUnavailable } from './outage';
import { ContentError } from '@/lib/content/source';

describe('orUnavailable and orEmpty: a read with no last good copy', () => {
  let logged: jest.SpyInstance;
  beforeEach(() => {
    logged = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => logged.mockRestore());

  it('give what the read gave, none included', async () => {
    expect(await orUnavailable(Promise.resolve({ id: 1 }), 'deceased 1')).toEqual({ id: 1 });
    expect(await orUnavailable(Promise.resolve(null), 'deceased 2')).toBeNull();
    expect(await orEmpty(Promise.resolve([]), 'remembered on')).toEqual([]);
    expect(logged).not.toHaveBeenCalled();
  });

  it("say so when it failed, and log the source's message without a trace", async () => {
    const failed = () => Promise.reject(new ContentError('Content API answered 500: /v1/about'));
    expect(await orUnavailable(failed(), 'about')).toBe('unavailable');
    expect(await orEmpty(failed(), 'contact info')).toBeNull();
    expect(logged).toHaveBeenCalledWith(
      '[content] about failed:',
      'Content API answered 500: /v1/about',
    );
  });
});

describe('anyUnavailable: the head of a page decides as its body does', () => {
  it('is true when one of the reads failed, false when all answered (none included)', async () => {
    const failed = Promise.reject(new ContentError('Content API answered 500'));
    expect(await anyUnavailable([Promise.resolve(null), failed])).toBe(true);
    expect(await anyUnavailable([Promise.resolve(null), Promise.resolve({ id: 1 })])).toBe(false);
    expect(await anyUnavailable([])).toBe(false);
  });
});
