import type { Locator, Page, Request } from '@playwright/test';
import { test, expect, visit } from './fixtures';

/**
 * Spam protection of the audit and contact forms (issue 12): a hidden field that bots fill and people never
 * reach. Filled, the form shows its usual success and sends nothing; a person, by mouse or by keyboard, still
 * sends exactly one e-mail. Tagged @mobile: each test runs at 1280 px and at 375 px.
 */
const EMAIL_ENDPOINT = 'https://api.emailjs.com/api/v1.0/email/send';
const AUDIT_SUCCESS = 'Päring saadetud! Võtame sinuga peagi ühendust.';
const CONTACT_SUCCESS = 'Aitäh, sõnum on saadetud!';
const HONEYPOT = 'input[name="subject"]';

async function recordEmails(page: Page): Promise<Request[]> {
  const sent: Request[] = [];
  await page.route(EMAIL_ENDPOINT, async (route) => {
    sent.push(route.request());
    await route.fulfill({ status: 200, contentType: 'text/plain', body: 'OK' });
  });
  return sent;
}

/** What a bot does: it fills every text field it finds, the hidden one too. */
async function fillLikeABot(field: Locator) {
  await field.evaluate((input: HTMLInputElement) => {
    input.value = 'https://spam.example/pood';
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** What a person does by keyboard: types into the focused field, Tab to the next, and so on. */
async function typeAndTab(page: Page, values: string[]) {
  for (const value of values) {
    await page.keyboard.type(value);
    await page.keyboard.press('Tab');
  }
}

/** Counts how often the honeypot receives focus (a person must never land there). */
async function watchHoneypotFocus(scope: Locator) {
  await scope.locator(HONEYPOT).evaluate((input) => {
    (window as unknown as { honeypotFocus: number }).honeypotFocus = 0;
    input.addEventListener('focus', () => (window as unknown as { honeypotFocus: number }).honeypotFocus++);
  });
}
const honeypotFocusCount = (page: Page) => page.evaluate(() => (window as unknown as { honeypotFocus: number }).honeypotFocus);

/** The honeypot is out of sight, out of the accessibility tree and out of the tab order. */
async function expectHiddenFromPeople(scope: Locator) {
  const field = scope.locator(HONEYPOT);
  await expect(field).toHaveCount(1);
  await expect(field).toHaveAttribute('tabindex', '-1');
  await expect(field).toHaveAttribute('autocomplete', 'off');
  const box = await field.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(0);
  // Not in the accessibility tree: no textbox of that name, and an aria-hidden ancestor.
  await expect(scope.getByRole('textbox', { name: /Teema/ })).toHaveCount(0);
  expect(await field.evaluate((input) => Boolean(input.closest('[aria-hidden="true"]')))).toBe(true);
}

test.describe('audit form honeypot', () => {
  const audit = (page: Page) => page.locator('#audit');

  async function toStep2(page: Page) {
    await audit(page).getByLabel('Sinu veebilehe aadress').fill('minupood.ee');
    await audit(page).getByRole('button', { name: 'Kontrolli mu veebilehte' }).click();
  }

  test('a filled honeypot shows the usual success and sends nothing @mobile', async ({ page }) => {
    const sent = await recordEmails(page);
    await visit(page, '/');
    await toStep2(page);
    await audit(page).getByLabel('Nimi').fill('Robot');
    await audit(page).getByLabel('E-post').fill('robot@spam.example');
    await fillLikeABot(audit(page).locator(HONEYPOT));
    await audit(page).getByRole('button', { name: 'Viimane pingutus' }).click();

    await expect(audit(page).getByText(AUDIT_SUCCESS)).toBeVisible();
    await expect(audit(page).getByLabel('Sinu veebilehe aadress')).toHaveValue('');
    await page.waitForTimeout(500);
    expect(sent).toHaveLength(0);
  });

  test('a person using the mouse sends exactly one request @mobile', async ({ page }) => {
    const sent = await recordEmails(page);
    await visit(page, '/');
    await toStep2(page);
    await expectHiddenFromPeople(audit(page));
    await audit(page).getByLabel('Nimi').click();
    await page.keyboard.type('Mari Maasikas');
    await audit(page).getByLabel('E-post').click();
    await page.keyboard.type('mari@example.ee');
    await audit(page).getByRole('button', { name: 'Viimane pingutus' }).click();

    await expect(audit(page).getByText(AUDIT_SUCCESS)).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(sent[0].postDataJSON().template_params.from_name).toBe('Mari Maasikas');
  });

  test('a person using the keyboard never reaches the honeypot and sends exactly one request @mobile', async ({ page }) => {
    const sent = await recordEmails(page);
    await visit(page, '/');
    await audit(page).getByLabel('Sinu veebilehe aadress').focus();
    await page.keyboard.type('minupood.ee');
    await page.keyboard.press('Enter');
    await expect(audit(page).getByLabel('Nimi')).toBeFocused();
    await watchHoneypotFocus(audit(page));
    await typeAndTab(page, ['Mari Maasikas', 'mari@example.ee']);
    await expect(audit(page).getByRole('button', { name: 'Viimane pingutus' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(audit(page).locator(HONEYPOT)).not.toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(audit(page).getByRole('button', { name: 'Viimane pingutus' })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(audit(page).getByText(AUDIT_SUCCESS)).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(await honeypotFocusCount(page)).toBe(0);
  });
});

test.describe('contact form honeypot', () => {
  const form = (page: Page) => page.getByRole('form', { name: 'Kontaktivorm' });

  test('a filled honeypot shows the usual confirmation and sends nothing @mobile', async ({ page }) => {
    const sent = await recordEmails(page);
    await visit(page, '/kontakt');
    await form(page).getByLabel('Nimi').fill('Robot');
    await form(page).getByLabel('E-post').fill('robot@spam.example');
    await form(page).getByLabel('Sõnum').fill('Odavad kellad!');
    await fillLikeABot(form(page).locator(HONEYPOT));
    await form(page).getByRole('button', { name: 'Saada sõnum' }).click();

    await expect(page.getByRole('heading', { name: CONTACT_SUCCESS })).toBeVisible();
    await page.waitForTimeout(500);
    expect(sent).toHaveLength(0);
  });

  test('a person using the mouse sends exactly one request @mobile', async ({ page }) => {
    const sent = await recordEmails(page);
    await visit(page, '/kontakt');
    await expectHiddenFromPeople(form(page));
    await form(page).getByLabel('Nimi').click();
    await page.keyboard.type('Mari Maasikas');
    await form(page).getByLabel('E-post').click();
    await page.keyboard.type('mari@example.ee');
    await form(page).getByLabel('Sõnum').click();
    await page.keyboard.type('Tere! Vajame uut kodulehte.');
    await form(page).getByRole('button', { name: 'Saada sõnum' }).click();

    await expect(page.getByRole('heading', { name: CONTACT_SUCCESS })).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(sent[0].postDataJSON().template_params).toEqual({
      from_name: 'Mari Maasikas',
      reply_to: 'mari@example.ee',
      message: 'Tere! Vajame uut kodulehte.',
    });
  });

  test('a person using the keyboard never reaches the honeypot and sends exactly one request @mobile', async ({ page }) => {
    const sent = await recordEmails(page);
    await visit(page, '/kontakt');
    await watchHoneypotFocus(form(page));
    await form(page).getByLabel('Nimi').focus();
    await typeAndTab(page, ['Mari Maasikas', 'mari@example.ee', 'Tere! Vajame uut kodulehte.']);
    await expect(form(page).getByRole('button', { name: 'Saada sõnum' })).toBeFocused();
    // Past the button: the privacy link, then out of the form, never the honeypot.
    await page.keyboard.press('Tab');
    await expect(form(page).getByRole('link', { name: 'privaatsustingimused' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(form(page).locator(HONEYPOT)).not.toBeFocused();
    await form(page).getByRole('button', { name: 'Saada sõnum' }).focus();
    await page.keyboard.press('Enter');

    await expect(page.getByRole('heading', { name: CONTACT_SUCCESS })).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(await honeypotFocusCount(page)).toBe(0);
  });
});
