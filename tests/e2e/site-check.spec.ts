import type { Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { test, expect, visit } from './fixtures';
import { answerEmails } from '../fixtures/tester/mock-services';

/**
 * The whole-site check through the tester's own API, on the loopback fixture site kogusait.test
 * (tests/fixtures/tester/crawl-site.mjs: every case the check reports) and its slow twin aeglane.test.
 */

const siteCard = (page: Page, id: string) => page.locator(`[data-card="site-${id}"]`);
const section = (page: Page) => page.locator('section[aria-labelledby="tester-site-check-title"]');

async function testSite(page: Page, host: string) {
  await answerEmails(page, []);
  await visit(page, '/seo-veebilehe-test');
  await page.getByLabel('Veebilehe aadress').fill(host);
  await page.getByRole('button', { name: 'Testi veebilehte' }).click();
  await expect(page.getByRole('button', { name: 'Kontrolli kogu saiti' })).toBeVisible({ timeout: 30_000 });
}

test('checks 25 pages of the site and reports every kind of finding, each with what to do @mobile', async ({ page }) => {
  test.setTimeout(120_000);
  await testSite(page, 'kogusait.test');
  await page.getByRole('button', { name: 'Kontrolli kogu saiti' }).click();
  // Focus follows: the stop button while it runs, then the findings' heading.
  await expect(page.getByRole('button', { name: 'Peata kontroll' })).toBeFocused();
  await expect(section(page).getByRole('status')).toContainText(/\d+ \/ 25 lehte|Kontrollime ülejäänud linke/);
  await expect(page.getByRole('heading', { name: 'Kogu saidi kontroll on lõppenud.' })).toBeFocused({ timeout: 90_000 });

  await expect(section(page)).toContainText('Kontrollisime 25 lehte ja veel');
  await expect(section(page)).toContainText('robots.txt keelab meie kontrollijal (VeebiselgeTester) avada 1 aadressi');
  const broken = siteCard(page, 'broken-links');
  await expect(broken).toHaveAttribute('data-grade', 'bad');
  await expect(broken).toContainText('4 sisemist linki ei avane');
  await expect(broken).toContainText('Mida teha: Paranda lingi aadress');
  await expect(broken.locator('[data-finding="https://kogusait.test/katkine"]')).toContainText('vastus 404: lehte ei ole; link on lehel /');
  await expect(broken.locator('[data-finding="https://kogusait.test/viga"]')).toContainText('vastus 500: serveri viga');
  await expect(broken.locator('[data-finding="https://kogusait.test/blogi/puudub"]')).toContainText('link on lehel /blogi');
  await expect(siteCard(page, 'redirect-chains').locator('[data-finding="https://kogusait.test/suunamine"]')).toContainText('→ /meist (2 suunamist)');
  await expect(siteCard(page, 'titles')).toContainText('„Blogi | Kogusait“');
  await expect(siteCard(page, 'descriptions')).toContainText('/teenused, /hinnad');
  const missing = siteCard(page, 'missing');
  await expect(missing).toHaveAttribute('data-grade', 'bad');
  await expect(missing.locator('[data-finding="https://kogusait.test/meist"]')).toContainText('puudub kirjeldus');
  await expect(missing.locator('[data-finding="https://kogusait.test/kontakt"]')).toContainText('puudub h1-pealkiri');
  await expect(missing.locator('[data-finding="https://kogusait.test/blogi/3"]')).toContainText('puudub pealkiri');
  await expect(siteCard(page, 'noindex-in-sitemap')).toContainText('/peidus');
  await expect(siteCard(page, 'sitemap-errors')).toContainText('/kadunud');

  // "Mida teha kõigepealt" ranks the whole site's findings with the page's own: broken links and pages without a
  // title rank in among the page's fixes, by the same costs (after the untrusted certificate of this fixture host).
  const plan = page.locator('[data-plan]');
  await expect(plan).toContainText('Arvestatud on ka kogu saidi kontrolli leide.');
  const ranked = await plan.locator('[data-plan-item]').evaluateAll((items) => items.map((item) => item.getAttribute('data-plan-item')));
  expect(ranked.indexOf('site-broken-links')).toBeGreaterThan(-1);
  expect(ranked.indexOf('site-broken-links')).toBeLessThan(ranked.indexOf('site-missing'));
  await expect(plan.locator('[data-plan-item="site-broken-links"]')).toContainText('Paranda katkised lingid');
  await expect(plan.locator('[data-plan-item="site-missing"]')).toContainText('Lisa lehtedele puuduvad pealkirjad');

  const axe = await new AxeBuilder({ page }).include('section[aria-labelledby="tester-site-check-title"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations).toEqual([]);
});

test('on a slow host the check can be stopped, and what it found stays', async ({ page }) => {
  test.setTimeout(120_000);
  await testSite(page, 'aeglane.test');
  await page.getByRole('button', { name: 'Kontrolli kogu saiti' }).click();
  await expect(section(page).getByRole('status')).toContainText(/[2-9] \/ 25 lehte/, { timeout: 60_000 });
  await page.getByRole('button', { name: 'Peata kontroll' }).press('Enter');
  await expect(page.getByRole('heading', { name: 'Kontroll on peatatud.' })).toBeFocused();
  await expect(section(page)).toContainText('Kontroll peatati: näitame, mida selleks ajaks leidsime.');
  await expect(section(page)).toContainText(/Kontrollisime \d+ lehte/);
  await expect(siteCard(page, 'broken-links')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Kontrolli uuesti' })).toBeVisible();
});
