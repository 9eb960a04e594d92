import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { hydrated, openWithScriptsHeld } from './form-helpers';
import { answerEmails, serveFixtureSite } from '../fixtures/tester/mock-services';
import { SITES } from '../fixtures/tester/sites';

/**
 * The framework's scripts load after the first paint (scripts/build/scripts-after-paint.mjs), so on a slow phone a
 * visitor can type, and press the button, before React has hydrated the form. What was typed counts, as if typed
 * after: the forms adopt it (components/forms/typed-before-hydration.ts). A submit counts too: a small inline script
 * keeps it, the button says it is working, and the form carries it out once its scripts have run
 * (components/forms/before-scripts.tsx). Here the chunks are held back until the visitor has acted; every test runs
 * under the page's Content-Security-Policy (fixtures.ts), so the inline script is allowed by its hash.
 */
test('an address typed into the tester before its scripts ran can be tested at once @mobile', async ({ page }) => {
  const hydrate = await openWithScriptsHeld(page, '/seo-veebilehe-test');
  const field = page.getByLabel('Veebilehe aadress');
  await field.fill('pagarikoda.ee');
  await hydrate();
  await expect(field).toHaveValue('pagarikoda.ee');
  // The button is enabled only for a typed address (spec: disabled while blank): the form has it.
  await expect(page.getByRole('button', { name: 'Testi veebilehte' })).toBeEnabled();
});

test('the contact form sends what was typed before its scripts ran', async ({ page }) => {
  const sent: string[] = [];
  await page.route('https://api.emailjs.com/api/v1.0/email/send', async (route) => {
    sent.push(route.request().postData() ?? '');
    await route.fulfill({ status: 200, contentType: 'text/plain', body: 'OK' });
  });
  const hydrate = await openWithScriptsHeld(page, '/kontakt');
  await page.getByLabel('Nimi').fill('Mari Maasikas');
  await page.getByLabel('E-post').fill('mari@pagarikoda.ee');
  await hydrate();
  await page.getByLabel('Sõnum').fill('Tere! Vajame uut kodulehte.');
  await page.getByRole('form', { name: 'Kontaktivorm' }).getByRole('button', { name: 'Saada sõnum' }).click();
  await expect(page.getByRole('heading', { name: 'Aitäh, sõnum on saadetud!' })).toBeVisible();
  expect(sent).toHaveLength(1);
  const params = JSON.parse(sent[0]).template_params;
  expect(params).toMatchObject({ from_name: 'Mari Maasikas', reply_to: 'mari@pagarikoda.ee', message: 'Tere! Vajame uut kodulehte.' });
});

/** Answers the e-mail provider with 200 and records each payload sent. */
async function recordEmails(page: Page) {
  const sent: { template_params?: Record<string, string> }[] = [];
  await answerEmails(page, sent);
  return sent;
}

test('"Testi veebilehte" pressed (Enter) before the scripts ran: the button says it is working, the test runs once they have @mobile', async ({
  page,
}) => {
  const site = await serveFixtureSite(page, SITES.good);
  const hydrate = await openWithScriptsHeld(page, '/seo-veebilehe-test');
  const field = page.getByLabel('Veebilehe aadress');
  await field.fill('paikesekiir.test');
  // The server's button, disabled for the empty field, is enabled for the typed address before the scripts run.
  await expect(page.getByRole('button', { name: 'Testi veebilehte' })).toBeEnabled();
  await field.press('Enter');
  await expect(page.getByRole('button', { name: 'Analüüsime…' })).toBeVisible();
  expect(await hydrated(page, 'form[aria-label="Veebilehe test"]')).toBe(false);
  expect(site.requests).toEqual([]);

  await hydrate();
  await expect(page.getByRole('heading', { level: 2, name: /paikesekiir\.test/ })).toBeFocused({ timeout: 15_000 });
  expect(site.requests.map((r) => `${r.method} ${r.target}`)).toEqual(expect.arrayContaining(['GET https://paikesekiir.test']));
  // One test: the page was fetched once.
  expect(site.requests.filter((r) => r.method === 'GET' && r.target === 'https://paikesekiir.test')).toHaveLength(1);
});

test('the audit form: "Kontrolli mu veebilehte" clicked before the scripts ran opens step 2 once they have, and the request carries the address @mobile', async ({
  page,
}) => {
  const sent = await recordEmails(page);
  const hydrate = await openWithScriptsHeld(page, '/');
  const audit = page.locator('#audit');
  await audit.getByLabel('Sinu veebilehe aadress').fill('minupood.ee');
  await audit.getByRole('button', { name: 'Kontrolli mu veebilehte' }).click();
  expect(await hydrated(page, '#audit form')).toBe(false);
  await expect(audit.locator('form[data-early-sent]')).toHaveCount(1);

  await hydrate();
  await expect(audit.getByLabel('Nimi')).toBeFocused();
  await expect(audit.getByText('Veebileht: minupood.ee')).toBeVisible();
  await audit.getByLabel('Nimi').fill('Mari Maasikas');
  await audit.getByLabel('E-post').fill('mari@example.ee');
  await audit.getByRole('button', { name: 'Viimane pingutus' }).click();
  await expect(audit.getByText('Päring saadetud! Võtame sinuga peagi ühendust.')).toBeVisible();
  expect(sent).toHaveLength(1);
  expect(sent[0].template_params?.message).toBe('Veebilehe auditi päring\n\nNimi: Mari Maasikas\nE-post: mari@example.ee\nVeebileht: minupood.ee');
});

test('the audit form: an address the tester would refuse, sent before the scripts ran, gets its message once they have, still at step 1', async ({
  page,
}) => {
  const hydrate = await openWithScriptsHeld(page, '/');
  const audit = page.locator('#audit');
  const website = audit.getByLabel('Sinu veebilehe aadress');
  await website.fill('abc');
  await audit.getByRole('button', { name: 'Kontrolli mu veebilehte' }).click();
  await hydrate();
  await expect(website).toHaveAccessibleDescription('Palun sisesta korrektne domeen koos tippdomeeniga (nt. minuettevote.ee)');
  await expect(website).toBeFocused();
  await expect(website).toHaveValue('abc');
  await expect(audit.getByLabel('Nimi')).toHaveCount(0);
});

test('the contact form: "Saada sõnum" clicked (twice) before the scripts ran sends the message once they have, once @mobile', async ({ page }) => {
  const sent = await recordEmails(page);
  const hydrate = await openWithScriptsHeld(page, '/kontakt');
  await page.getByLabel('Nimi').fill('Mari Maasikas');
  await page.getByLabel('E-post').fill('mari@pagarikoda.ee');
  await page.getByLabel('Sõnum').fill('Tere! Vajame uut kodulehte.');
  const form = page.getByRole('form', { name: 'Kontaktivorm' });
  await form.getByRole('button', { name: 'Saada sõnum' }).click();
  const waiting = form.getByRole('button', { name: 'Saadan...' });
  await expect(waiting).toBeVisible();
  await waiting.click();
  expect(await hydrated(page, 'form[aria-label="Kontaktivorm"]')).toBe(false);
  expect(sent).toHaveLength(0);

  await hydrate();
  await expect(page.getByRole('heading', { name: 'Aitäh, sõnum on saadetud!' })).toBeFocused();
  expect(sent).toHaveLength(1);
  expect(sent[0].template_params).toEqual({
    from_name: 'Mari Maasikas',
    reply_to: 'mari@pagarikoda.ee',
    message: 'Tere! Vajame uut kodulehte.',
  });
});

test("the contact form: an incomplete send before the scripts ran gets the site's message once they have, with nothing typed lost", async ({ page }) => {
  const sent = await recordEmails(page);
  const hydrate = await openWithScriptsHeld(page, '/kontakt');
  await page.getByLabel('Nimi').fill('Mari Maasikas');
  await page.getByLabel('Sõnum').fill('Tere!');
  await page.getByRole('form', { name: 'Kontaktivorm' }).getByRole('button', { name: 'Saada sõnum' }).click();

  await hydrate();
  const email = page.getByLabel('E-post');
  await expect(email).toBeFocused();
  await expect(email).toHaveAccessibleDescription('Palun kirjuta oma e-posti aadress.');
  await expect(page.getByLabel('Nimi')).toHaveValue('Mari Maasikas');
  await expect(page.getByLabel('Sõnum')).toHaveValue('Tere!');
  expect(sent).toHaveLength(0);
});
