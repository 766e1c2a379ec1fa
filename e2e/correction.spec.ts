import { expect, test } from './fixtures';
import { MESSAGES, format, metaContents, openE2eDatabase, uniqueClientIp } from './helpers';
import { AZ, genealogyId, memberId, recordId } from './memorial-helpers';

/**
 * "Suggest a correction or send a photo" (issue 41): every memorial and member page links to the
 * contact form about itself, which starts with the record's name and address in the message and
 * sends through the same outbox as any other message.
 */
const NAME = 'Səbuhi Qasımov';

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueClientIp() });
});

test('a memorial links to the form about itself, which sends the record with the message', async ({
  page,
  request,
  baseURL,
}) => {
  const id = await recordId(request, 'martyrs', NAME);
  const az = MESSAGES.az;
  await page.goto(`/category/martyrs/${id}`);
  await page.getByRole('link', { name: az.DetailCard.correction }).click();
  await expect(page).toHaveURL(new RegExp(`/contact/category/martyrs/${id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(az.Contact.correctionTitle);
  const url = `${baseURL}/category/martyrs/${id}`;
  await expect(page.getByRole('link', { name: NAME, exact: true })).toHaveAttribute('href', url);
  const start = format(az.Contact.correctionMessage, { name: NAME, url });
  await expect(page.getByLabel(az.Contact.message)).toHaveValue(start);

  const marker = `correction-${Date.now()}`;
  await page.getByLabel(az.Contact.name).fill('Leyla Həsənova');
  await page.getByLabel(az.Contact.phone, { exact: true }).fill('+994 55 111 22 33');
  await page.getByLabel(az.Contact.email, { exact: true }).fill('leyla@example.az');
  await page.getByLabel(az.Contact.message).press('Control+End');
  await page.getByLabel(az.Contact.message).pressSequentially(`Doğum tarixi səhvdir. ${marker}`);
  await page.getByRole('checkbox', { name: /İstifadə şərtlərini qəbul edirəm/ }).check();
  await page.getByRole('button', { name: az.Contact.send }).click();
  await expect(page.getByRole('dialog', { name: 'Mesajınız göndərildi!' })).toBeVisible();

  const db = openE2eDatabase();
  try {
    const row = db
      .prepare("select message from contact_messages where message like '%' || ? || '%'")
      .get(marker) as { message: string } | undefined;
    expect(row?.message).toBe(`${start.trim()}\n\nDoğum tarixi səhvdir. ${marker}`);
  } finally {
    db.close();
  }
});

test('in every language, for a member too, and not for search engines', async ({ request }) => {
  const member = await memberId(
    request,
    await genealogyId(request, 'Hacıyevlər'),
    'Elçin Vaqif oğlu Hacıyev',
  );
  const collection = await genealogyId(request, 'Hacıyevlər');
  for (const [lang, prefix] of [
    ['az', ''],
    ['en', '/en'],
    ['ru', '/ru'],
  ] as const) {
    const t = MESSAGES[lang];
    const record = await request.get(`${prefix}/genealogy/${collection}/${member}`, {
      headers: AZ,
    });
    expect(await record.text()).toContain(
      `href="${prefix}/contact/genealogy/${collection}/${member}"`,
    );
    const res = await request.get(`${prefix}/contact/genealogy/${collection}/${member}`, {
      headers: AZ,
    });
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain(t.Contact.correctionTitle);
    expect(metaContents(html, 'robots')).toEqual(['noindex, follow']);
  }
});

test('a record that does not answer has no form: 404, as its own page would', async ({
  request,
}) => {
  const id = await recordId(request, 'martyrs', NAME);
  for (const path of [
    '/contact/category/martyrs/999999999',
    `/contact/category/public-figures/${id}`,
    '/contact/category/no-such-list/1',
    '/contact/category/martyrs/abc',
    '/contact/genealogy/1/999999999',
    '/contact/genealogy/abc/1',
  ]) {
    const res = await request.get(path, { headers: AZ, maxRedirects: 0 });
    expect(res.status(), path).toBe(404);
  }
  // Any other path under /contact is an unknown page: sent to /404 as every other one is.
  const other = await request.get('/en/contact/elsewhere', { headers: AZ, maxRedirects: 0 });
  expect(other.headers()['location']).toMatch(/\/en\/404$/);
});
