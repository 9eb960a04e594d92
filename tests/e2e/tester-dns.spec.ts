import type { Page } from '@playwright/test';
import { test, expect, visit } from './fixtures';

/**
 * Issue 43: a failed DNS lookup, by whose fault, as the visitor reads it. The first four go through the real API
 * (`npm start`'s /api/*) to the loopback resolver of the tests (tests/fixtures/tester/dns-zones.mjs, TESTER_DNS_SERVER):
 * a name that does not exist, one without an address, name servers that fail and that never answer. Our own
 * resolver failing cannot be staged on the shared one, so its answer (503 dns_unavailable) is given to the page.
 */

async function startTest(page: Page, address: string) {
  await visit(page, '/seo-veebilehe-test');
  await page.getByLabel('Veebilehe aadress').fill(address);
  await page.getByRole('button', { name: 'Testi veebilehte' }).click();
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });

test('a name that does not exist (NXDOMAIN): "… pole internetis", an expired domain as a cause, try again @mobile', async ({ page }) => {
  await startTest(page, 'olematu.test');
  await expect(heading(page, 'olematu.test pole internetis')).toBeVisible({ timeout: 20_000 });
  const state = page.locator('[data-failure="no-site"]');
  await expect(state).toContainText('Nimeserverid vastasid, et sellist domeeninime ei ole olemas.');
  await expect(state).toContainText('võib selle registreering olla aegunud');
  await expect(state).toContainText('HTTP staatus: Ühendus ebaõnnestus');
  await expect(page.getByRole('button', { name: 'Proovi uuesti' })).toBeVisible();
});

test('a name without an address (NODATA): no web server address, add an A record', async ({ page }) => {
  await startTest(page, 'aadressita.test');
  await expect(heading(page, 'Domeenil aadressita.test pole veebiserveri aadressi')).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[data-failure="no-address"]')).toContainText('lisa selle DNS-i A-kirje');
});

for (const [kind, host] of [
  ['SERVFAIL', 'rikkis.test'],
  ['REFUSED', 'keeldub.test'],
  ['no answer in time', 'vaikne.test'],
] as const) {
  test(`the domain’s name servers failing (${kind}) while ours answers: their DNS, not "pole internetis"`, async ({ page }) => {
    await startTest(page, host);
    await expect(heading(page, `Domeeni ${host} nimeserverid ei vastanud`)).toBeVisible({ timeout: 25_000 });
    const state = page.locator('[data-failure="dns-failed"]');
    await expect(state).toContainText('Meie enda nimeserver töötab');
    await expect(state).toContainText('võta ühendust oma DNS-teenuse pakkujaga');
    await expect(page.getByText('pole internetis')).toHaveCount(0);
  });
}

test('our own resolver failing: "Meie testimisteenus ei saanud praegu domeeninime kontrollida", no fault of the site @mobile', async ({ page }) => {
  await page.route(
    (url) => url.pathname.startsWith('/api/') && url.pathname !== '/api/health',
    (route) => route.fulfill({ status: 503, contentType: 'application/json; charset=utf-8', body: JSON.stringify({ error: 'dns_unavailable' }) }),
  );
  await startTest(page, 'paikesekiir.test');
  await expect(heading(page, 'Me ei saanud lehte paikesekiir.test seekord kontrollida')).toBeVisible({ timeout: 20_000 });
  const state = page.locator('[data-failure="resolver"]');
  await expect(state).toContainText('Meie testimisteenus ei saanud praegu domeeninime kontrollida; see ei tähenda, et sinu lehel oleks viga.');
  await expect(state).not.toContainText('Ühendus ebaõnnestus');
  await expect(page.locator('[data-card][data-grade="bad"]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Proovi uuesti' }).click();
  await expect(heading(page, 'Me ei saanud lehte paikesekiir.test seekord kontrollida')).toBeVisible({ timeout: 20_000 });
});
