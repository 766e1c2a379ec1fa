/** @jest-environment node */
import { readMedia } from './read';

describe('readMedia (embedded mode: public/media)', () => {
  it("reads a file, and a file that is not there as none (a day's share image), never a failure", async () => {
    expect((await readMedia('/media/portraits/h-01.webp'))?.length).toBeGreaterThan(100);
    await expect(readMedia('/media/portraits/nobody.webp')).resolves.toBeNull();
    await expect(readMedia('/elsewhere/h-01.webp')).resolves.toBeNull();
    await expect(readMedia('/media/portraits/caf%E9.webp')).resolves.toBeNull();
  });
});
