import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { MESSAGES, longParagraph, openE2eDatabase, uniqueClientIp } from './helpers';

/** The dialog texts of spec §5 and §8 on an az page; an en or ru page says them in its language. */
const ALERT = {
  consent: 'Zəhmət olmasa şərtləri qəbul edin',
  fields: 'Zəhmət olmasa bütün xanaları doldurun',
  sent: 'Mesajınız göndərildi!',
  failed: 'Bir xəta baş verdi!',
};

const az = MESSAGES.az.Contact;

function form(page: Page) {
  return {
    name: page.getByLabel(az.name),
    phone: page.getByLabel(az.phone, { exact: true }),
    email: page.getByLabel(az.email, { exact: true }),
    message: page.getByLabel(az.message),
    consent: page.getByRole('checkbox', { name: /İstifadə şərtlərini qəbul edirəm/ }),
    termsLink: page.getByRole('link', { name: 'İstifadə şərtlərini' }),
    submit: page.getByRole('button', { name: az.send }),
  };
}

type Form = ReturnType<typeof form>;

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

async function fill(
  f: Form,
  values: { name?: string; phone?: string; email?: string; message?: string },
) {
  const v = {
    name: 'Leyla Həsənova',
    phone: '+994 55 111 22 33',
    email: 'leyla@example.az',
    message: 'Salam! Atamın səhifəsi haqqında.',
    ...values,
  };
  await f.name.fill(v.name);
  await f.phone.fill(v.phone);
  await f.email.fill(v.email);
  await f.message.fill(v.message);
}

/** Clicks `submit`, then expects a sweetalert2 dialog with `title` that goes by itself after about 1.5 s. */
async function submitExpectingTimedAlert(
  page: Page,
  submit: Locator,
  title: string,
  icon: 'warning' | 'success',
) {
  const clicked = Date.now();
  await submit.click();
  const alert = page.getByRole('dialog', { name: title });
  await expect(alert).toBeVisible();
  await expect(alert.locator(`.swal2-icon.swal2-${icon}`)).toBeVisible();
  await expect(alert.getByRole('button', { name: 'OK' })).toBeHidden();
  await expect(alert).toBeHidden({ timeout: 5000 });
  const gone = Date.now() - clicked;
  expect(gone).toBeGreaterThanOrEqual(1500);
  expect(gone).toBeLessThan(4000);
}

/** Each test sends from its own client address, so the rate limit (5 a minute) never mixes them. */
test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueClientIp() });
});

test.describe('contact details', () => {
  test('show the phone and e-mail of the language and four social links in a new tab', async ({
    page,
    request,
  }) => {
    const info = (await (await request.get('/api/v1/contact2')).json()).data;
    await page.goto('/en/contact');
    const block = page.getByRole('region', { name: 'Contact details' });
    await expect(block.getByRole('link', { name: info.contact_phone.en })).toHaveAttribute(
      'href',
      `tel:${info.contact_phone.en.replace(/[^\d+]/g, '')}`,
    );
    await expect(block.getByRole('link', { name: info.contact_email.en })).toHaveAttribute(
      'href',
      `mailto:${info.contact_email.en}`,
    );
    const socials = block.getByRole('listitem').getByRole('link');
    await expect(socials).toHaveCount(4);
    for (const [i, [name, key]] of [
      ['Instagram', 'instagram'],
      ['Facebook', 'facebook'],
      ['TikTok', 'tiktok'],
      ['YouTube', 'youtube'],
    ].entries()) {
      const link = socials.nth(i);
      await expect(link).toHaveAccessibleName(`${name} (opens in a new tab)`);
      await expect(link).toHaveAttribute('href', new URL(info[key!].en).href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
});

test.describe('contact form', () => {
  test('has visible labels, an e-mail field of type email, and an active look only when complete', async ({
    page,
  }) => {
    await page.goto('/contact');
    const f = form(page);
    for (const label of [az.name, az.phone, az.email, az.message]) {
      await expect(page.locator('form label', { hasText: label }).first()).toBeVisible();
    }
    await expect(f.email).toHaveAttribute('type', 'email');
    await expect(f.phone).toHaveAttribute('type', 'tel');
    await expect(f.submit).toHaveAttribute('data-active', 'false');

    await fill(f, {});
    await expect(f.submit).toHaveAttribute('data-active', 'false');
    await f.consent.check();
    await expect(f.submit).toHaveAttribute('data-active', 'true');
    const activeBg = await f.submit.evaluate((b) => getComputedStyle(b).backgroundColor);

    for (const field of [f.name, f.phone, f.email, f.message]) {
      const before = await field.inputValue();
      await field.fill('   ');
      await expect(f.submit).toHaveAttribute('data-active', 'false');
      await expect(f.submit).toBeEnabled();
      // Polled: the colour eases over 0.2 s (a busy machine reads it before the first step).
      await expect
        .poll(() => f.submit.evaluate((b) => getComputedStyle(b).backgroundColor))
        .not.toBe(activeBg);
      await field.fill(before);
      await expect(f.submit).toHaveAttribute('data-active', 'true');
    }
    await f.consent.uncheck();
    await expect(f.submit).toHaveAttribute('data-active', 'false');
  });

  test('without consent: the terms warning, for 1.5 s, nothing sent', async ({ page }) => {
    const posts: string[] = [];
    page.on(
      'request',
      (r) => r.method() === 'POST' && r.url().includes('/api/v1/contact') && posts.push(r.url()),
    );
    await page.goto('/contact');
    const f = form(page);
    await fill(f, {});
    await submitExpectingTimedAlert(page, f.submit, ALERT.consent, 'warning');
    // Nothing filled and no consent: consent is asked for first, in the page's language.
    await page.goto('/en/contact');
    await submitExpectingTimedAlert(
      page,
      page.getByRole('button', { name: 'Send' }),
      MESSAGES.en.Contact.alertConsent,
      'warning',
    );
    expect(posts).toEqual([]);
  });

  test('with an empty or blank field: the fill-in warning, for each field', async ({ page }) => {
    // Eight timed alerts one after another: about 25 s on a quiet machine.
    test.setTimeout(60_000);
    const posts: string[] = [];
    page.on(
      'request',
      (r) => r.method() === 'POST' && r.url().includes('/api/v1/contact') && posts.push(r.url()),
    );
    await page.goto('/contact');
    const f = form(page);
    await f.consent.check();
    for (const key of ['name', 'phone', 'email', 'message'] as const) {
      // A mark that cannot be seen (U+200E) is no more than a space, here as on the server.
      for (const blank of ['', ' \u200E\t ']) {
        await fill(f, { [key]: blank });
        await submitExpectingTimedAlert(page, f.submit, ALERT.fields, 'warning');
        // Still said once the warning is gone: the field is marked, and focused.
        await expect(f[key]).toHaveAttribute('aria-invalid', 'true');
        await expect(f[key]).toBeFocused();
      }
    }
    expect(posts).toEqual([]);
  });

  test('a sent message: the success dialog for 1.5 s, fields cleared, and the message kept in the database', async ({
    page,
  }) => {
    const email = `leyla-${unique()}@example.az`;
    const message = `Salam, ${unique()}!\nİkinci sətir.`;
    await page.goto('/ru/contact');
    const f = {
      name: page.getByLabel('Имя и фамилия'),
      phone: page.getByLabel('Телефон', { exact: true }),
      email: page.getByLabel('Эл. почта', { exact: true }),
      message: page.getByLabel('Ваше сообщение'),
    };
    await f.name.fill('  Лейла Гасанова ');
    await f.phone.fill('+994 (55) 111-22-33');
    await f.email.fill(email);
    await f.message.fill(message);
    await page.getByRole('checkbox', { name: /Я принимаю/ }).check();
    const posted = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().endsWith('/api/v1/contact'),
    );
    await submitExpectingTimedAlert(
      page,
      page.getByRole('button', { name: 'Отправить' }),
      MESSAGES.ru.Contact.alertSent,
      'success',
    );
    expect((await posted).postDataJSON()).toEqual({
      firstName: '  Лейла Гасанова ',
      phone: '+994 (55) 111-22-33',
      email,
      message,
      consent: true,
    });
    for (const field of Object.values(f)) await expect(field).toHaveValue('');
    await expect(page.getByRole('checkbox', { name: /Я принимаю/ })).not.toBeChecked();
    // Still said once the dialog is gone, until the next message is begun.
    const said = page.getByRole('status').filter({ hasText: MESSAGES.ru.Contact.alertSent });
    await expect(said).toBeVisible();
    await f.name.fill('Л');
    await expect(said).toHaveCount(0);

    const db = openE2eDatabase();
    try {
      const rows = db
        .prepare('SELECT first_name, phone, email, message FROM contact_messages WHERE email = ?')
        .all(email);
      expect(rows).toEqual([
        { first_name: 'Лейла Гасанова', phone: '+994 (55) 111-22-33', email, message },
      ]);
    } finally {
      db.close();
    }
  });

  test.describe(() => {
    // The send fails on purpose; the island logs it, as spec section 8 asks.
    test.use({ allowConsoleErrors: true });
    test('a failing send: the error dialog, the fields kept', async ({ page }) => {
      await page.route('**/api/v1/contact', (route) =>
        route.fulfill({ status: 500, json: { success: false, message: 'Something went wrong.' } }),
      );
      await page.goto('/contact');
      const f = form(page);
      await fill(f, {});
      await f.consent.check();
      await f.submit.click();
      const alert = page.getByRole('dialog', { name: ALERT.failed });
      await expect(alert).toBeVisible();
      await expect(alert.locator('.swal2-icon.swal2-error')).toBeVisible();
      await expect(alert).toHaveAttribute('lang', 'az');
      await alert.getByRole('button', { name: 'OK' }).click();
      await expect(alert).toBeHidden();
      await expect(f.name).toHaveValue('Leyla Həsənova');

      // A network failure is the same.
      await page.unroute('**/api/v1/contact');
      await page.route('**/api/v1/contact', (route) => route.abort('connectionreset'));
      await f.submit.click();
      await expect(page.getByRole('dialog', { name: ALERT.failed })).toBeVisible();
    });

    test('over the limit (429): told to send it again in a while, as with no script; sent again when the server said', async ({
      page,
    }) => {
      const sentAt: number[] = [];
      await page.route('**/api/v1/contact', (route) => {
        sentAt.push(Date.now());
        return sentAt.length > 1
          ? route.fulfill({ status: 201, json: { success: true, message: 'Message received' } })
          : route.fulfill({
              status: 429,
              headers: { 'retry-after': '3' },
              json: { success: false, message: 'Too many messages. Please try again in a minute.' },
            });
      });
      await page.goto('/contact');
      const f = form(page);
      await fill(f, {});
      await f.consent.check();
      await f.submit.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByText(az.unavailable)).toBeVisible();
      await expect(dialog.getByRole('button', { name: az.sendAgain })).toBeVisible();
      await expect(f.name).toHaveValue('Leyla Həsənova');
      await dialog.getByRole('button', { name: az.sendAgain }).click();
      await expect(f.submit).toHaveText(az.sending);
      await expect(f.name).not.toBeEditable(); // what is sent is what shows
      await expect(page.getByRole('dialog', { name: ALERT.sent })).toBeVisible({ timeout: 10_000 });
      expect(sentAt[1]! - sentAt[0]!).toBeGreaterThanOrEqual(3000);
    });
  });
  test.describe(() => {
    // The send fails on purpose; the island logs it, as spec section 8 asks.
    test.use({ allowConsoleErrors: true });
    test('a message the server refuses: the error dialog, the field marked with its rule, nothing stored', async ({
      page,
    }) => {
      const email = `refused-${unique()}@example.az`;
      await page.goto('/contact');
      const f = form(page);
      await fill(f, { phone: 'zəng edin', email });
      await f.consent.check();
      // As a page without the field's rule would send it (the browser checks it first).
      await f.phone.evaluate((input) => input.removeAttribute('pattern'));
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith('/api/v1/contact')),
        f.submit.click(),
      ]);
      expect(response.status()).toBe(400);
      expect((await response.json()).errors).toEqual({ phone: expect.stringMatching(/digits/) });
      await expect(page.getByRole('dialog', { name: ALERT.failed })).toBeVisible();
      await expect(page.getByRole('button', { name: 'OK' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('dialog')).toBeHidden();
      await expect(f.phone).toHaveAttribute('aria-invalid', 'true');
      // And stays there: the dialog's own return of focus (to Send) came after, once.
      await page.waitForTimeout(500);
      await expect(f.phone).toBeFocused();
      await expect(f.phone).toHaveAccessibleDescription(az.phoneHint);
      await expect(f.name).not.toHaveAttribute('aria-invalid');
      await f.phone.fill('+994 55 111 22 33');
      await expect(f.phone).not.toHaveAttribute('aria-invalid');

      const db = openE2eDatabase();
      try {
        expect(
          db.prepare('SELECT COUNT(*) AS n FROM contact_messages WHERE email = ?').get(email),
        ).toEqual({ n: 0 });
      } finally {
        db.close();
      }
    });
  });
  test('a mistyped e-mail or phone: the field marked with its rule and focused, nothing sent', async ({
    page,
  }) => {
    let sent = 0;
    page.on('request', (r) => void (r.url().endsWith('/api/v1/contact') && sent++));
    await page.goto('/contact');
    const f = form(page);
    await fill(f, { email: 'leyla@' });
    await f.consent.check();
    await f.submit.click();
    await expect(f.email).toHaveAttribute('aria-invalid', 'true');
    await expect(f.email).toBeFocused();
    await expect(f.email).toHaveAccessibleDescription(az.emailHint);
    // The browser's own check takes this one; the server's rule (a dotted domain) does not.
    await fill(f, { email: 'leyla@example' });
    await f.submit.click();
    await expect(f.email).toHaveAttribute('aria-invalid', 'true');
    await expect(f.email).toBeFocused();
    await fill(f, { phone: 'zəng edin' });
    await f.submit.click();
    await expect(f.phone).toBeFocused();
    await expect(f.phone).toHaveAccessibleDescription(az.phoneHint);
    await expect(f.email).not.toHaveAttribute('aria-invalid');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(sent).toBe(0);
  });
  test('sweetalert2 is not in the initial JavaScript; it loads on the first submit', async ({
    page,
  }) => {
    const scripts: { url: string; body: Promise<string> }[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') scripts.push({ url: r.url(), body: r.text() });
    });
    await page.goto('/contact');
    await page.waitForLoadState('networkidle');
    const initial = scripts.length;
    expect(initial).toBeGreaterThan(0);
    for (const s of scripts) expect(await s.body, s.url).not.toContain('swal2-container');
    await form(page).submit.click();
    await expect(page.getByRole('dialog', { name: ALERT.consent })).toBeVisible();
    const later = await Promise.all(scripts.slice(initial).map((s) => s.body));
    expect(later.some((b) => b.includes('swal2-container'))).toBe(true);
  });

  test('for reduced motion the dialogs come and go without animation', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/contact');
    await form(page).submit.click();
    await expect(page.getByRole('dialog', { name: ALERT.consent })).toBeVisible();
    await expect(page.locator('.swal2-container')).toHaveClass(/swal2-noanimation/);
    await expect(page.locator('.swal2-popup')).not.toHaveClass(/swal2-show/);
  });

  test('the server limits a client to 5 messages a minute', async ({ request }) => {
    const email = `limit-${unique()}@example.az`;
    // What the client wrote before the proxy's entry does not make it another client.
    const headers = { 'x-forwarded-for': `10.0.0.1, ${uniqueClientIp()}` };
    const data = {
      firstName: 'Anar Əliyev',
      phone: '+994 50 222 33 44',
      email,
      message: 'Salam',
      consent: true,
    };
    for (let i = 0; i < 5; i++)
      expect((await request.post('/api/v1/contact', { data, headers })).status()).toBe(201);
    const refused = await request.post('/api/v1/contact', { data, headers });
    expect(refused.status()).toBe(429);
    expect((await refused.json()).message).toMatch(/Too many messages/);
    const db = openE2eDatabase();
    try {
      expect(
        db.prepare('SELECT COUNT(*) AS n FROM contact_messages WHERE email = ?').get(email),
      ).toEqual({ n: 5 });
    } finally {
      db.close();
    }
  });
});

test.describe('terms modal', () => {
  const dialog = (page: Page, name = 'Ümumi qaydalar') => page.getByRole('dialog', { name });
  const bodyOverflow = (page: Page) =>
    page.evaluate(() => getComputedStyle(document.body).overflow);
  const focusInside = (d: Locator) => d.evaluate((el) => el.contains(document.activeElement));

  async function open(page: Page) {
    const f = form(page);
    await f.termsLink.click();
    const d = dialog(page);
    await expect(d).toBeVisible();
    expect(await focusInside(d)).toBe(true);
    await expect.poll(() => bodyOverflow(page)).toBe('hidden');
    return d;
  }

  async function expectClosed(page: Page, consent: boolean) {
    const f = form(page);
    await expect(dialog(page)).toBeHidden();
    await expect(f.termsLink).toBeFocused();
    await expect.poll(() => bodyOverflow(page)).not.toBe('hidden');
    if (consent) await expect(f.consent).toBeChecked();
    else await expect(f.consent).not.toBeChecked();
  }

  test('the consent label opens the terms of the language, 478 px wide, with the page scroll locked', async ({
    page,
    request,
  }) => {
    const terms = (await (await request.get('/api/v1/terms')).json()).terms;
    await page.goto('/contact');
    const f = form(page);
    // Without JavaScript the link still leads to the rules.
    await expect(f.termsLink).toHaveAttribute('href', '/general-rules');
    await expect(f.termsLink).toHaveAttribute('aria-haspopup', 'dialog');
    const d = await open(page);
    expect((await d.boundingBox())!.width).toBe(478);
    await expect(d).toContainText(longParagraph(terms.az));
    await expect(d.getByRole('region', { name: 'Ümumi qaydalar' })).toBeFocused();
    // Clicking the link did not tick the box.
    await expect(f.consent).not.toBeChecked();
    // Scrolling the page behind is locked.
    const y = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => window.scrollY)).toBe(y);

    await page.goto('/en/contact');
    await page.getByRole('link', { name: 'terms of use' }).click();
    await expect(dialog(page, 'General rules')).toContainText(longParagraph(terms.en));
  });

  test('Escape closes it without ticking consent, and focus goes back', async ({ page }) => {
    await page.goto('/contact');
    await open(page);
    await page.keyboard.press('Escape');
    await expectClosed(page, false);
  });

  test('a click on the overlay closes it without ticking consent; a click inside does not close it', async ({
    page,
  }) => {
    await page.goto('/contact');
    const d = await open(page);
    await d.getByRole('region').click();
    await expect(d).toBeVisible();
    await page.mouse.click(8, 8);
    await expectClosed(page, false);
  });

  test('the close button closes it and ticks consent', async ({ page }) => {
    await page.goto('/contact');
    const d = await open(page);
    await d.getByRole('button', { name: az.termsClose }).click();
    await expectClosed(page, true);
  });

  test('the accept button closes it and ticks consent', async ({ page }) => {
    await page.goto('/contact');
    const d = await open(page);
    await d.getByRole('button', { name: az.termsAccept }).click();
    await expectClosed(page, true);
    // Reopening and dismissing keeps the tick.
    await open(page);
    await page.keyboard.press('Escape');
    await expectClosed(page, true);
  });
});

test.describe('contact on a phone @phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the terms modal leaves 16 px on each side; the form sends', async ({ page }) => {
    await page.goto('/contact');
    const d = await (async () => {
      await form(page).termsLink.click();
      return page.getByRole('dialog', { name: 'Ümumi qaydalar' });
    })();
    const box = (await d.boundingBox())!;
    expect(box.width).toBe(343);
    expect(box.x).toBe(16);
    await d.getByRole('button', { name: az.termsAccept }).click();
    const f = form(page);
    await expect(f.consent).toBeChecked();
    await fill(f, { email: `phone-${unique()}@example.az` });
    await f.submit.click();
    await expect(page.getByRole('dialog', { name: ALERT.sent })).toBeVisible();
  });
});
