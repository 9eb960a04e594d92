import type { Page, Route } from '@playwright/test';
import { test, expect, visit } from './fixtures';
import { builtValue } from '../../scripts/test/env.mjs';

const ENDPOINT = 'https://api.emailjs.com/api/v1.0/email/send';
const SUCCESS = 'Päring saadetud! Võtame sinuga peagi ühendust.';
const FAILURE = 'Saatmine ebaõnnestus. Palun proovi uuesti.';
const SENT_LINE = 'Auditipäring lehe minupood.ee kohta on saadetud.';

const audit = (page: Page) => page.locator('#audit');
const step1Button = (page: Page) => audit(page).getByRole('button', { name: 'Kontrolli mu veebilehte' });
const step2Button = (page: Page) => audit(page).getByRole('button', { name: /Viimane pingutus|Saadan\.\.\./ });

async function fillBothSteps(page: Page) {
  await audit(page).getByLabel('Sinu veebilehe aadress').fill('  minupood.ee ');
  await step1Button(page).click();
  await audit(page).getByLabel('Nimi').fill('Mari Maasikas');
  await audit(page).getByLabel('E-post').fill('mari@example.ee');
}

test('disabled states: step 1 needs a non-blank address, step 2 needs name and e-mail @mobile', async ({ page }) => {
  await visit(page, '/#audit');
  await expect(step1Button(page)).toBeDisabled();
  await audit(page).getByLabel('Sinu veebilehe aadress').fill('   ');
  await expect(step1Button(page)).toBeDisabled();
  await audit(page).getByLabel('Sinu veebilehe aadress').fill('minupood.ee');
  await expect(step1Button(page)).toBeEnabled();
  await step1Button(page).click();

  await expect(audit(page).getByLabel('Sinu veebilehe aadress')).toHaveCount(0);
  await expect(audit(page).getByLabel('Nimi')).toBeFocused();
  await expect(step2Button(page)).toBeDisabled();
  await audit(page).getByLabel('Nimi').fill('Mari');
  await expect(step2Button(page)).toBeDisabled();
  await audit(page).getByLabel('E-post').fill('mari@example.ee');
  await expect(step2Button(page)).toBeEnabled();
  await audit(page).getByLabel('Nimi').fill(' ');
  await expect(step2Button(page)).toBeDisabled();
});

test('the address field gets the phone keyboard hints of the tester\'s field: URL keys, no capitals, no corrections @mobile', async ({ page }) => {
  const HINTS = { type: 'text', inputmode: 'url', autocomplete: 'url', autocapitalize: 'none', autocorrect: 'off', spellcheck: 'false' };
  const hints = (field: import('@playwright/test').Locator) =>
    field.evaluate((input, names) => Object.fromEntries(names.map((name) => [name, input.getAttribute(name)])), Object.keys(HINTS));
  await visit(page, '/seo-veebilehe-test');
  const tester = page.getByLabel('Veebilehe aadress', { exact: true });
  expect(await hints(tester)).toEqual(HINTS);
  await expect(tester).toHaveAttribute('enterkeyhint', 'go');

  await visit(page, '/#audit');
  const field = audit(page).getByLabel('Sinu veebilehe aadress');
  expect(await hints(field)).toEqual(HINTS);
  // Enter opens step 2, and the keyboard's Enter key says so.
  await expect(field).toHaveAttribute('enterkeyhint', 'next');
});

test('the browser e-mail check stops an invalid address before sending', async ({ page }) => {
  let requests = 0;
  await page.route(ENDPOINT, (route) => {
    requests++;
    return route.fulfill({ status: 200, body: 'OK' });
  });
  await visit(page, '/');
  await audit(page).getByLabel('Sinu veebilehe aadress').fill('minupood.ee');
  await step1Button(page).click();
  await audit(page).getByLabel('Nimi').fill('Mari');
  await audit(page).getByLabel('E-post').fill('mari-at-example');
  await step2Button(page).click();
  expect(await audit(page).getByLabel('E-post').evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true);
  await page.waitForTimeout(300);
  expect(requests).toBe(0);
  await expect(audit(page).getByText(SUCCESS)).toHaveCount(0);
});

test('happy path: sends the audit request, shows success, clears and returns to step 1; the message goes after 3 s, a short line stays @mobile', async ({
  page,
}) => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const posted: Record<string, unknown>[] = [];
  await page.route(ENDPOINT, async (route: Route) => {
    posted.push(route.request().postDataJSON());
    expect(route.request().method()).toBe('POST');
    expect(route.request().headers()['content-type']).toContain('application/json');
    await released;
    await route.fulfill({ status: 200, body: 'OK', headers: { 'access-control-allow-origin': '*' } });
  });
  await page.clock.install({ time: new Date('2025-06-02T09:00:00+03:00') });
  await visit(page, '/');
  // Time stands still from here on, so the 3 s timeout is measured exactly.
  await page.clock.pauseAt(new Date('2025-06-02T09:05:00+03:00'));
  await fillBothSteps(page);
  await step2Button(page).click();

  await expect(step2Button(page)).toHaveText('Saadan...');
  await expect(step2Button(page)).toBeDisabled();
  release();

  await expect(audit(page).getByText(SUCCESS)).toBeVisible();
  expect(posted).toHaveLength(1);
  expect(posted[0]).toEqual({
    lib_version: '4.4.1',
    user_id: builtValue('NEXT_PUBLIC_EMAILJS_PUBLIC_KEY'),
    service_id: builtValue('NEXT_PUBLIC_EMAILJS_SERVICE_ID'),
    template_id: builtValue('NEXT_PUBLIC_EMAILJS_TEMPLATE_ID'),
    template_params: {
      from_name: 'Mari Maasikas',
      reply_to: 'mari@example.ee',
      message: 'Veebilehe auditi päring\n\nNimi: Mari Maasikas\nE-post: mari@example.ee\nVeebileht: minupood.ee',
    },
  });

  await expect(audit(page).getByLabel('Sinu veebilehe aadress')).toHaveValue('');
  await expect(step1Button(page)).toBeDisabled();
  await expect(audit(page).getByLabel('Nimi')).toHaveCount(0);

  await page.clock.runFor(2_800);
  await expect(audit(page).getByText(SUCCESS)).toBeVisible();
  await page.clock.runFor(400);
  await expect(audit(page).getByText(SUCCESS)).toHaveCount(0);
  // What stays until the visitor moves on (M4): a short line naming the address sent, in the status line.
  const sentLine = audit(page).getByRole('status').getByText(SENT_LINE);
  await expect(sentLine).toBeVisible();
  await page.clock.runFor(60_000);
  await expect(sentLine).toBeVisible();

  // A second request starts from empty fields again, and the line goes.
  await audit(page).getByLabel('Sinu veebilehe aadress').fill('teine.ee');
  await step1Button(page).click();
  await expect(audit(page).getByLabel('Nimi')).toHaveValue('');
  await expect(audit(page).getByLabel('E-post')).toHaveValue('');
  await expect(sentLine).toHaveCount(0);
});

for (const [status, body] of [
  [500, 'Internal error'],
  [429, 'Too Many Requests'],
] as const) {
  test(`failure (${status}) shows the red message and keeps every field`, async ({ page }) => {
    await page.route(ENDPOINT, (route) => route.fulfill({ status, body }));
    await visit(page, '/');
    await fillBothSteps(page);
    await step2Button(page).click();
    const message = audit(page).getByText(FAILURE);
    await expect(message).toBeVisible();
    // The computed colour may be oklch(); let a canvas turn it into RGB.
    const [r, g, b] = await message.evaluate((el) => {
      const ctx = document.createElement('canvas').getContext('2d')!;
      ctx.fillStyle = getComputedStyle(el).color;
      ctx.fillRect(0, 0, 1, 1);
      return [...ctx.getImageData(0, 0, 1, 1).data.slice(0, 3)];
    });
    expect(r).toBeGreaterThan(150);
    expect(g).toBeLessThan(80);
    expect(b).toBeLessThan(80);
    await expect(audit(page).getByLabel('Nimi')).toHaveValue('Mari Maasikas');
    await expect(audit(page).getByLabel('E-post')).toHaveValue('mari@example.ee');
    await expect(audit(page).getByText('minupood.ee')).toBeVisible();
    await expect(step2Button(page)).toHaveText('Viimane pingutus');
    await expect(step2Button(page)).toBeEnabled();
    await expect(audit(page).getByText(SUCCESS)).toHaveCount(0);
    // A way forward (N4): the agency's e-mail and phone, as links.
    const statusLine = audit(page).getByRole('status');
    await expect(statusLine).toContainText('Või kirjuta meile aadressil info@veebiselge.ee või helista numbril +372 5550 1234.');
    await expect(statusLine.getByRole('link', { name: 'info@veebiselge.ee' })).toHaveAttribute('href', 'mailto:info@veebiselge.ee');
    await expect(statusLine.getByRole('link', { name: '+372 5550 1234' })).toHaveAttribute('href', 'tel:+37255501234');
  });
}

test('a network error is a failure too, and a retry can succeed', async ({ page }) => {
  let attempt = 0;
  await page.route(ENDPOINT, (route) => (++attempt === 1 ? route.abort('connectionrefused') : route.fulfill({ status: 200, body: 'OK' })));
  await visit(page, '/');
  await fillBothSteps(page);
  await step2Button(page).click();
  await expect(audit(page).getByText(FAILURE)).toBeVisible();
  await step2Button(page).click();
  await expect(audit(page).getByText(SUCCESS)).toBeVisible();
  expect(attempt).toBe(2);
});
