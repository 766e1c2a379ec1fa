import { handle } from './http';
import { ContentError } from '@/lib/content/source';

describe('handle', () => {
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
  afterAll(() => quiet.mockRestore());

  it('answers a failing source with 503 and the 503 page’s Retry-After, never stored', async () => {
    const res = await handle(async () => {
      throw new ContentError('Content API unreachable: http://api.test/v1/about');
    });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('120');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = await res.text();
    expect(JSON.parse(body)).toEqual({
      success: false,
      message: 'The content source is unavailable. Please try again later.',
    });
    expect(body).not.toContain('api.test');
  });

  it('answers anything else with a 500 that names nothing inside', async () => {
    const res = await handle(async () => {
      throw new TypeError("Cannot read properties of undefined (reading 'x')");
    });
    expect(res.status).toBe(500);
    expect(res.headers.get('retry-after')).toBeNull();
    expect(await res.text()).not.toContain('properties');
  });
});
