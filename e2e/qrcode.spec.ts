import { qrRecords } from '../lib/content/seed/data/qr-records';
import { expect, test } from './fixtures';
import { MESSAGES } from './helpers';

const [record, ...others] = qrRecords;

test.describe('QR info page', () => {
  test('the server HTML holds this record only, with no script at all', async ({ request }) => {
    const res = await request.get(`/qrcode/${record!.randomUUID}`);
    expect(res.status()).toBe(200);
    expect(res.headers()['x-robots-tag']).toContain('noindex');
    const html = await res.text();
    expect(html).toContain('<html lang="az">');
    expect(html).toContain(record!.name);
    expect(html).toContain(record!.bloodGroup);
    const [y, m, d] = record!.birthday.split('-');
    expect(html).toContain(`${d}.${m}.${y}`);
    expect(html).toContain(`href="tel:${record!.number.replace(/[^\d+]/g, '')}"`);
    expect(html).toContain('<meta name="robots" content="noindex,nofollow">');
    for (const other of others) {
      expect(html).not.toContain(other.name);
      expect(html).not.toContain(other.number);
    }
    expect(html).not.toMatch(/<script/i);
  });

  test('labels follow the language', async ({ request }) => {
    const en = await (await request.get(`/en/qrcode/${record!.randomUUID}`)).text();
    expect(en).toContain('Blood group');
    const ru = await (await request.get(`/ru/qrcode/${record!.randomUUID}`)).text();
    expect(ru).toContain('Группа крови');
  });

  for (const [label, uuid] of [
    ['an unknown UUID', '00000000-0000-4000-8000-000000000000'],
    ['a malformed UUID', 'not-a-uuid'],
  ]) {
    test(`${label} answers 404 with the spec's message`, async ({ request }) => {
      for (const [lang, text] of [
        ['', MESSAGES.az.QrPage.notFound],
        ['/en', 'No data found for this UUID'],
        ['/ru', MESSAGES.ru.QrPage.notFound],
      ]) {
        const res = await request.get(`${lang}/qrcode/${uuid}`);
        expect(res.status()).toBe(404);
        const html = await res.text();
        // The page says what it is in its one heading, as every page of the site does.
        expect(html).toContain(`<h1 class="empty">${text}</h1>`);
        expect(html).not.toMatch(/<script/i);
      }
    });
  }

  test('on a phone it shows the photo, name and a call link @phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await page.goto(`/qrcode/${record!.randomUUID}`);
    await expect(page.getByRole('heading', { level: 1, name: record!.name })).toBeVisible();
    await expect(page.getByRole('link', { name: record!.number })).toHaveAttribute(
      'href',
      /^tel:\+994/,
    );
    const photo = page.locator('img');
    await expect(photo).toHaveAttribute('src', /\/_next\/image\?url=%2Fmedia%2Fqr%2F/);
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    expect(scripts).toEqual([]);
  });
});
