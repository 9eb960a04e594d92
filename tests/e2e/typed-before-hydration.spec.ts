import type { Page } from '@playwright/test';
import { test, expect, scriptsHaveRun } from './fixtures';

/**
 * The framework's scripts load after the first paint (scripts/build/scripts-after-paint.mjs), so on a slow phone a
 * visitor can type before React has hydrated the form. What was typed counts, as if typed after: the forms adopt it
 * (components/forms/typed-before-hydration.ts). Here the chunks are held back until the fields are filled.
 */
async function openWithScriptsHeld(page: Page, path: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/chunks\/[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  return async () => {
    release();
    await scriptsHaveRun(page);
  };
}

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
