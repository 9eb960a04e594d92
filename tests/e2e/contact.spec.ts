import type { Locator, Page, Request, Route } from '@playwright/test';
import { test, expect, jsonLdBlocks, SITE_URL, visit } from './fixtures';
import { byType } from './html';
import { CLIENTS_TITLE, clientsPrimary } from '@/content/clients';
import { contactFaq } from '@/content/faq/contact';
import { builtValue } from '../../scripts/test/env.mjs';

const EMAIL_ENDPOINT = 'https://api.emailjs.com/api/v1.0/email/send';
const PUBLIC_KEY = builtValue('NEXT_PUBLIC_EMAILJS_PUBLIC_KEY');
const AGENCY_EMAIL = 'info@veebiselge.ee';
const FAILURE = `Saatmine ebaõnnestus. Palun proovi uuesti või kirjuta meile otse: ${AGENCY_EMAIL}`;

const form = (page: Page) => page.getByRole('form', { name: 'Kontaktivorm' });
const nameField = (page: Page) => page.getByLabel('Nimi');
const emailField = (page: Page) => page.getByLabel('E-post');
const messageField = (page: Page) => page.getByLabel('Sõnum');
const submit = (page: Page) => form(page).getByRole('button', { name: 'Saada sõnum' });

async function fillForm(page: Page, values = { name: 'Mari Maasikas', email: 'mari@pagarikoda.ee', message: 'Tere! Vajame pagariärile uut kodulehte.' }) {
  await nameField(page).fill(values.name);
  await emailField(page).fill(values.email);
  await messageField(page).fill(values.message);
  return values;
}

/** Answers the e-mail endpoint with `status` and records every request made to it. */
async function answerEmail(page: Page, status = 200, gate?: Promise<void>) {
  const sent: Request[] = [];
  await page.route(EMAIL_ENDPOINT, async (route: Route) => {
    sent.push(route.request());
    if (gate) await gate;
    await route.fulfill({ status, contentType: 'text/plain', body: status === 200 ? 'OK' : 'Server error' });
  });
  return sent;
}

test.describe('contact form', () => {
  test('sends name, e-mail and message through the e-mail provider and confirms @mobile', async ({ page }) => {
    const sent = await answerEmail(page);
    await visit(page, '/kontakt');
    const values = await fillForm(page);
    await submit(page).click();

    await expect(page.getByRole('heading', { name: 'Aitäh, sõnum on saadetud!' })).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(sent[0].method()).toBe('POST');
    expect(sent[0].headers()['content-type']).toContain('application/json');
    expect(sent[0].postDataJSON()).toEqual({
      lib_version: '4.4.1',
      user_id: PUBLIC_KEY,
      service_id: builtValue('NEXT_PUBLIC_EMAILJS_SERVICE_ID'),
      template_id: builtValue('NEXT_PUBLIC_EMAILJS_TEMPLATE_ID'),
      template_params: { from_name: values.name, reply_to: values.email, message: values.message },
    });
  });

  test("shows 'Saadan...' on a disabled button while sending", async ({ page }) => {
    let release!: () => void;
    const sent = await answerEmail(page, 200, new Promise<void>((r) => (release = r)));
    await visit(page, '/kontakt');
    await fillForm(page);
    await submit(page).click();

    const sending = form(page).getByRole('button', { name: 'Saadan...' });
    await expect(sending).toBeDisabled();
    await sending.click({ force: true });
    release();
    await expect(page.getByRole('heading', { name: 'Aitäh, sõnum on saadetud!' })).toBeVisible();
    expect(sent).toHaveLength(1);
  });

  test('after success the form is cleared and idle again after 5 seconds, not before', async ({ page }) => {
    await page.clock.install({ time: new Date('2025-09-01T10:00:00') });
    await answerEmail(page);
    await visit(page, '/kontakt');
    await fillForm(page);
    // From here on the page's time moves only when the test moves it.
    await page.clock.pauseAt(new Date('2025-09-01T10:01:00'));
    await submit(page).click();
    const confirmation = page.getByRole('heading', { name: 'Aitäh, sõnum on saadetud!' });
    await expect(confirmation).toBeVisible();
    await expect(form(page)).toHaveCount(0);

    await page.clock.runFor(4_900);
    await expect(confirmation).toBeVisible();
    await page.clock.runFor(200);
    // The confirmation panel is gone; a short line of it stays above the form (it keeps focus: keyboard.spec).
    await expect(page.getByRole('button', { name: 'Saada uus sõnum' })).toHaveCount(0);
    await expect(page.getByRole('status')).toHaveText('Aitäh, sõnum on saadetud! Vastame samal tööpäeval, hiljemalt järgmisel tööpäeval.');
    await expect(confirmation).toBeVisible();
    await expect(form(page)).toBeVisible();
    await expect(nameField(page)).toHaveValue('');
    await expect(emailField(page)).toHaveValue('');
    await expect(messageField(page)).toHaveValue('');
    await expect(submit(page)).toBeEnabled();
  });

  test("'Saada uus sõnum' returns to an empty form at once", async ({ page }) => {
    await answerEmail(page);
    await visit(page, '/kontakt');
    await fillForm(page);
    await submit(page).click();
    await page.getByRole('button', { name: 'Saada uus sõnum' }).click();

    await expect(nameField(page)).toBeFocused();
    await expect(nameField(page)).toHaveValue('');
    await expect(emailField(page)).toHaveValue('');
    await expect(messageField(page)).toHaveValue('');
    await expect(page.getByRole('heading', { name: 'Aitäh, sõnum on saadetud!' })).toHaveCount(0);
  });

  test("a failed send names the agency's e-mail and keeps every field @mobile", async ({ page }) => {
    await answerEmail(page, 500);
    await visit(page, '/kontakt');
    const values = await fillForm(page);
    await submit(page).click();

    const error = page.getByText(FAILURE);
    await expect(error).toBeVisible();
    await expect(error.getByRole('link', { name: AGENCY_EMAIL })).toHaveAttribute('href', `mailto:${AGENCY_EMAIL}`);
    await expect(nameField(page)).toHaveValue(values.name);
    await expect(emailField(page)).toHaveValue(values.email);
    await expect(messageField(page)).toHaveValue(values.message);
    await expect(submit(page)).toBeEnabled();
  });

  test('a network failure gives the same message', async ({ page }) => {
    // The fixture aborts every external request that a test does not answer.
    await visit(page, '/kontakt');
    await fillForm(page);
    await submit(page).click();
    await expect(page.getByText(FAILURE)).toBeVisible();
    await expect(nameField(page)).toHaveValue('Mari Maasikas');
  });

  test("the browser's own checks stop an empty or malformed send", async ({ page }) => {
    const sent = await answerEmail(page);
    await visit(page, '/kontakt');
    for (const field of [nameField(page), emailField(page), messageField(page)]) {
      await expect(field).toHaveAttribute('required', '');
    }
    await expect(emailField(page)).toHaveAttribute('type', 'email');

    await submit(page).click();
    expect(await nameField(page).evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
    await expect(nameField(page)).toBeFocused();
    // The site's own words under the field (form-messages.spec has them in full), not the browser's bubble.
    await expect(nameField(page)).toHaveAccessibleDescription('Palun kirjuta oma nimi.');

    await fillForm(page, { name: 'Mari', email: 'mari@', message: 'Tere' });
    await submit(page).click();
    expect(await emailField(page).evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true);
    await expect(emailField(page)).toBeFocused();
    await expect(emailField(page)).toHaveAccessibleDescription('Kontrolli e-posti aadressi: see peaks olema kujul nimi@ettevote.ee.');

    await emailField(page).fill('mari@pagarikoda.ee');
    await messageField(page).fill('');
    await submit(page).click();
    await expect(messageField(page)).toBeFocused();

    await expect(submit(page)).toHaveText('Saada sõnum');
    expect(sent).toHaveLength(0);
  });
});

test('the note that every field is required and the hint for the message come before the fields they describe (m16) @mobile', async ({
  page,
}) => {
  await visit(page, '/kontakt');
  const note = form(page).getByText('Kõik väljad on kohustuslikud.');
  const hint = form(page).getByText('Räägi paari lausega oma ettevõttest ja sellest, mida veebilt ootad.');
  /** Whether `first` comes before `second` in the document (what a screen reader and Tab meet first). */
  const precedes = async (first: Locator, second: Locator) =>
    first.evaluate((a, b) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING), await second.elementHandle());
  expect(await precedes(note, nameField(page))).toBe(true);
  expect(await precedes(hint, messageField(page))).toBe(true);
  // The hint is the message field's description, and text on the page, not a placeholder that goes as one types.
  await expect(messageField(page)).toHaveAccessibleDescription('Räägi paari lausega oma ettevõttest ja sellest, mida veebilt ootad.');
  await expect(messageField(page)).not.toHaveAttribute('placeholder');
  // Both are seen before the fields: above the name field, and between the label and the message field.
  expect((await note.boundingBox())!.y).toBeLessThan((await nameField(page).boundingBox())!.y);
  expect((await hint.boundingBox())!.y).toBeLessThan((await messageField(page).boundingBox())!.y);
});

test.describe('map section', () => {
  test('shows the company data and loads no third-party map before a click @mobile', async ({ page }) => {
    const external: string[] = [];
    page.on('request', (r) => {
      if (!/^https?:\/\/localhost[:/]/.test(r.url()) && !r.url().startsWith('data:')) external.push(r.url());
    });
    await visit(page, '/kontakt');
    const section = page.getByRole('region', { name: 'Oleme Tartus' });
    await section.scrollIntoViewIfNeeded();
    for (const [term, value] of [
      ['Telefon', '+372 5550 1234'],
      ['E-post', AGENCY_EMAIL],
      ['Aadress', 'Sepa tänav 12, 51013 Tartu, Eesti'],
      ['Registrikood', '16987452'],
      ['KMKR-number', 'EE102998741'],
      ['Pank', 'Põhjaranniku Pank'],
      ['Arvelduskonto', 'EE47 4200 0010 2233 4455'],
    ]) {
      await expect(section.locator('dt', { hasText: term }).locator('+ dd')).toHaveText(value);
    }
    const mapImage = section.getByRole('img', { name: /Kaardiskeem/ });
    await expect(mapImage).toBeVisible();
    expect(await mapImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(external).toEqual([]);
    await expect(section.locator('iframe')).toHaveCount(0);

    const mapRequest = page.waitForRequest(/openstreetmap\.org/);
    await section.getByRole('button', { name: 'Näita interaktiivset kaarti' }).click();
    const frame = section.locator('iframe');
    await expect(frame).toHaveAttribute('src', /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=/);
    await expect(frame).toHaveAttribute('title', /Sepa tänav 12/);
    await mapRequest;
  });
});

test.describe('contact page content', () => {
  test('has the contact FAQ, its questions opening one at a time', async ({ page }) => {
    await visit(page, '/kontakt');
    const faq = page.getByRole('region', { name: 'Enne kui kirjutad' });
    const summaries = faq.locator('summary');
    const last = contactFaq.length - 1;
    await expect(summaries).toHaveText(contactFaq.map((item) => item.question));
    await summaries.nth(0).click();
    await expect(faq.locator('details[open]')).toHaveCount(1);
    await summaries.nth(last).click();
    await expect(faq.locator('details[open]')).toHaveCount(1);
    await expect(faq.locator('details').nth(last)).toHaveAttribute('open', '');
  });

  test('shows client logos', async ({ page }) => {
    await visit(page, '/kontakt');
    const clients = page.getByRole('list', { name: CLIENTS_TITLE });
    for (const client of clientsPrimary) await expect(clients.getByRole('img', { name: client.name, exact: true })).toHaveCount(1);
  });

  test('emits ContactPage JSON-LD with the organisation and the FAQPage of its questions', async ({ page }) => {
    await visit(page, '/kontakt');
    const blocks = await jsonLdBlocks(page);
    const [contact] = byType(blocks, 'ContactPage');
    expect(contact).toMatchObject({ url: `${SITE_URL}/kontakt`, inLanguage: 'et' });
    expect(contact.mainEntity).toMatchObject({
      '@type': 'Organization',
      '@id': `${SITE_URL}/#organization`,
      name: 'Veebiselge',
      email: AGENCY_EMAIL,
      telephone: '+37255501234',
      taxID: '16987452',
      vatID: 'EE102998741',
      address: { streetAddress: 'Sepa tänav 12', postalCode: '51013', addressLocality: 'Tartu', addressCountry: 'EE' },
      location: { geo: { '@type': 'GeoCoordinates' } },
    });
    const [faq] = byType(blocks, 'FAQPage');
    expect((faq.mainEntity as { name: string }[]).map((q) => q.name)).toEqual(contactFaq.map((item) => item.question));
  });
});
