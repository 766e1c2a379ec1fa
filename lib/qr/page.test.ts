import { qrPageResponse } from './page';

jest.mock('next-intl/server', () => ({
  getTranslations: async () => (key: string) => key,
}));

const badge = {
  uuid: '5d2f3c1a-6b7e-4c8d-9a0b-1c2d3e4f5a60',
  photo: null,
  name: 'Əli Həsənov',
  birthday: '1958-04-15',
  bloodGroup: 'II (A) Rh+',
  phone: '+994 50 123 45 67',
};

const rows = async (card: typeof badge) => {
  const html = await (await qrPageResponse('en', card)).text();
  return [...html.matchAll(/<dt>([^<]*)<\/dt>/g)].map((m) => m[1]);
};

describe('the QR page', () => {
  it('shows a row only for what the badge has: no empty Call row', async () => {
    expect(await rows(badge)).toEqual(['QrPage.birthDate', 'QrPage.bloodGroup', 'QrPage.call']);
    expect(await rows({ ...badge, phone: '', bloodGroup: '' })).toEqual(['QrPage.birthDate']);
  });

  it('links a number it can dial, and says whom to call', async () => {
    const html = await (await qrPageResponse('en', badge)).text();
    expect(html).toContain('<a class="call" href="tel:+994501234567">+994 50 123 45 67</a>');
    expect(html).toContain('QrPage.emergency');
  });
});
