import type { Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { test, expect, visit } from './fixtures';

/**
 * "Kas Google leiab su lehe?", speed in seconds, images and "Mida teha kõigepealt" through the tester's own API,
 * against one loopback fixture site per case (tests/fixtures/tester/google-cases.mjs), at 1280 and 375 px.
 */

const card = (page: Page, id: string) => page.locator(`[data-card="${id}"]`);
const item = (page: Page, id: string) => card(page, 'google').locator(`[data-finding="${id}"]`);

async function runOn(page: Page, host: string) {
  await visit(page, '/seo-veebilehe-test');
  await page.getByLabel('Veebilehe aadress').fill(host);
  await page.getByRole('button', { name: 'Testi veebilehte' }).click();
  await expect(page.locator('#tester-summary-title')).toBeVisible({ timeout: 25_000 });
  await expect(card(page, 'google')).toBeVisible();
}

const BLOCKED: [string, string, string, string][] = [
  ['peidetud.test', 'robotsMeta', 'Lehe koodis (<head>-osas) on robots-märgend „noindex, follow“: Google ei näita seda lehte otsingus.', 'Luba Google’il lehte otsingus näidata'],
  ['paisega.test', 'robotsHeader', 'Server saadab päise X-Robots-Tag: noindex, mis keelab Google’il lehte otsingus näidata.', 'Eemalda serverist päis, mis peidab lehe Google’i eest'],
  ['suletud.test', 'robotsTxt', 'robots.txt keelab Google’i robotil (Googlebot) selle lehe lugemise.', 'Ava leht robots.txt-s Google’ile'],
];

for (const [host, id, cause, fix] of BLOCKED) {
  test(`${host}: the Google card is first and bad, names the cause, and the plan starts with its fix @mobile`, async ({ page }) => {
    await runOn(page, host);
    await expect(page.locator('#tester-summary-title')).toHaveText(`${host} pole Google’is nähtav`);
    const google = card(page, 'google');
    await expect(google).toHaveAttribute('data-grade', 'bad');
    await expect(google).toContainText('Ei leia');
    await expect(item(page, id)).toContainText('Probleem');
    await expect(item(page, id)).toContainText(cause);
    // The first card of the report is this one.
    await expect(page.locator('[data-card]').first()).toHaveAttribute('data-card', 'google');
    await expect(page.locator('[data-plan-item]').first()).toContainText(fix);
  });
}

test('a canonical to the www form of the same site: not "pole Google’is nähtav", the item says it is fine, the page listed @mobile', async ({ page }) => {
  await runOn(page, 'wwwkanoon.test');
  await expect(page.locator('#tester-summary-title')).not.toContainText('pole Google’is nähtav');
  await expect(card(page, 'google')).toHaveAttribute('data-grade', 'good');
  await expect(card(page, 'google')).toContainText('Leiab');
  await expect(item(page, 'canonical')).toContainText(
    'Kanooniline aadress on sama leht teisel kujul (https://www.wwwkanoon.test/); see on korras, kui see on su eelistatud aadress.',
  );
  // The sitemap lists the www form of the tested page: that is the page.
  await expect(item(page, 'sitemap')).toContainText('Testitud leht on selles kirjas.');
});

test('a canonical to another site: a warning that Google may show that site, never the headline on its own @mobile', async ({ page }) => {
  await runOn(page, 'kanooniline.test');
  await expect(page.locator('#tester-summary-title')).not.toContainText('pole Google’is nähtav');
  await expect(card(page, 'google')).toHaveAttribute('data-grade', 'warning');
  await expect(item(page, 'canonical')).toContainText('Vajab tähelepanu');
  await expect(item(page, 'canonical')).toContainText(
    'Leht ütleb Google’ile, et selle õige aadress on teisel saidil (teine-sait.test). Siis võib Google näidata otsingus hoopis seda saiti, mitte sinu lehte.',
  );
  await expect(page.locator('[data-plan-item]', { hasText: 'Paranda lehe kanooniline aadress' })).toHaveCount(1);
});

test('a WordPress site without a CSP: the plan says to have a developer add it in Report-Only mode first, never a ready-made rule @mobile', async ({ page }) => {
  await runOn(page, 'kirsipuu.test');
  const item = page.locator('[data-plan-item]', { hasText: 'turvapäise' });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Lase arendajal lisada esmalt Content-Security-Policy-Report-Only ja jõustada see alles pärast testimist');
  await expect(page.locator('#main')).not.toContainText("alustades nt default-src 'self'");
});

test('a sitemap named only in robots.txt, under another path: found, counted, the page listed @mobile', async ({ page }) => {
  await runOn(page, 'kaardiga.test');
  await expect(card(page, 'google')).toHaveAttribute('data-grade', 'good');
  await expect(item(page, 'sitemap')).toContainText(
    'Sisukaart leitud (robots.txt-s nimetatud aadressil https://kaardiga.test/kaardid/lehed.xml): 3 aadressi, viimati muudetud 02.06.2025. Testitud leht on selles kirjas.',
  );
  // The spec's sitemap.xml card does not say "puudub" when a sitemap exists elsewhere.
  await expect(card(page, 'server-files')).toContainText('sitemap.xml: olemas aadressil https://kaardiga.test/kaardid/lehed.xml');
  await expect(card(page, 'server-files')).not.toContainText('puudub');
});

test('a sitemap index with a gzipped child: followed and unpacked @mobile', async ({ page }) => {
  await runOn(page, 'indeksiga.test');
  await expect(item(page, 'sitemap')).toContainText('Sisukaart leitud (https://indeksiga.test/sitemap_index.xml): 2 aadressi, viimati muudetud 11.04.2025.');
  await expect(item(page, 'sitemap')).toContainText('Korras');
});

test('a 50,000-URL sitemap is read within the limits @mobile', async ({ page }) => {
  await runOn(page, 'suurkaart.test');
  await expect(item(page, 'sitemap')).toContainText('50\u00a0000 aadressi, viimati muudetud 01.03.2025. Testitud leht on selles kirjas.');
});

test('decorative images (alt="") are not missing their text @mobile', async ({ page }) => {
  await runOn(page, 'kaunistused.test');
  await expect(card(page, 'images')).toHaveAttribute('data-grade', 'good');
  await expect(card(page, 'images')).toContainText('100%');
  await expect(card(page, 'images')).toContainText('2 neist on kaunistused, märgitud tühja alt-tekstiga (alt=""), nagu peab.');
});

test('speed in seconds and real visitors from the PageSpeed answer; axe finds nothing; no English @mobile', async ({ page }) => {
  await runOn(page, 'kaardiga.test');
  await expect(card(page, 'lab-speed')).toContainText('2,3 s');
  await expect(card(page, 'lab-speed')).toContainText('Suurima sisuosa ilmumine (LCP): 2,3 s');
  await expect(card(page, 'field-speed')).toContainText('Google’i andmed selle lehe päris külastajatelt');
  await expect(card(page, 'speed-fixes')).toContainText('Muuda pildid väiksemaks');
  await expect(card(page, 'google')).toBeVisible();
  const text = await page.locator('#main').innerText();
  expect(text.match(/\b(insight|image-delivery|render-blocking|Largest Contentful|needs improvement|failed)\b/gi) ?? []).toEqual([]);
  // Every section rendered (the report is staged), then axe.
  await expect(page.locator('#tester-audit-title')).toBeVisible();
  const results = await new AxeBuilder({ page }).include('#main').analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});

test('the action plan and the Google card work by keyboard: the plan’s links are reached with Tab', async ({ page }) => {
  await runOn(page, 'peidetud.test');
  const link = page.locator('[data-plan-item]').first().getByRole('link');
  // A real Tab step: from the control just before the plan (the report tools) to the plan's first link, which
  // shows its focus ring.
  await page.evaluate(() => {
    const focusable = [...document.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input, select, textarea, [tabindex="0"]')];
    const link = document.querySelector('[data-plan-item] a')!;
    const before = focusable.filter((el) => el.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING && el.offsetParent !== null).at(-1)!;
    before.focus();
  });
  await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  expect(await link.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/blogi\/mis-on-seo-ja-milleks-seda-vaja-on$/);
});
