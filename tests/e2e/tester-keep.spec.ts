/**
 * Issue 24, "keep, share, compare" and "honest demo statistics": a report printed to PDF, a result shared by a
 * link that carries it in the fragment (and a damaged or outdated link), the history of a site's tests with each
 * card's change, and demo statistics that are labelled as an example and are not a step of the run.
 */
import type { Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { test, expect, reloadPage, visit } from './fixtures';
import { serveFixtureSite } from '../fixtures/tester/mock-services';
import { SITES, type FixtureSite } from '../fixtures/tester/sites';
import { compact, pdfPages } from './pdf-text';

const card = (page: Page, id: string) => page.locator(`[data-card="${id}"]`);
const summary = (page: Page, site: FixtureSite) => page.getByRole('heading', { level: 2, name: new RegExp(`^${site.host.replace(/\./g, '\\.')} `) });
const TESTED_AT = /Test tehtud \d{2}\.\d{2}\.20\d{2} kell \d{2}:\d{2}/;

async function runTest(page: Page, site: FixtureSite) {
  await page.getByLabel('Veebilehe aadress').fill(site.host);
  await page.getByRole('button', { name: 'Testi veebilehte' }).click();
  await expect(summary(page, site)).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[data-card]')).toHaveCount(23);
}

/** A site whose PageSpeed scores are `performance` (0..1) and otherwise the good site's. */
const withSpeed = (performance: number): FixtureSite => ({ ...SITES.good, pageSpeed: { ...(SITES.good.pageSpeed as { performance: number; accessibility: number; bestPractices: number; seo: number }), performance } });

test('"Jaga tulemust" copies a link that shows the report read-only, dated, with "Testi uuesti"; nothing is stored @mobile', async ({ page, context, browser }) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await serveFixtureSite(page, SITES.poor);
  await visit(page, '/seo-veebilehe-test');
  await runTest(page, SITES.poor);
  await expect(page.locator('[data-tested-at]')).toHaveText(TESTED_AT);
  const when = await page.locator('[data-tested-at]').innerText();

  await page.getByRole('button', { name: 'Jaga tulemust' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link on kopeeritud.' })).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  const url = new URL(link);
  expect(url.pathname).toBe('/seo-veebilehe-test');
  expect(url.hash).toMatch(/^#tulemus=2\.[A-Za-z0-9_-]+$/);
  expect(url.search).toBe('');

  // Another visitor: a fresh browser without storage. The fragment never reaches the server.
  const other = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const visitor = await other.newPage();
  const served: string[] = [];
  visitor.on('request', (request) => served.push(request.url()));
  await serveFixtureSite(visitor, SITES.poor);
  await visitor.goto(link);
  await expect(summary(visitor, SITES.poor)).toHaveText('vanapood.test pole Google’is nähtav');
  await expect(visitor.locator('[data-shared-banner]')).toContainText(`Jagatud tulemus · ${when}`);
  await expect(visitor.locator('[data-card]')).toHaveCount(23);
  await expect(card(visitor, 'server-files')).toContainText('Blokeeritud');
  await expect(card(visitor, 'h1')).toContainText('Lehel on 3 põhipealkirja');
  // Read-only: not saved, not added to the history, no comparison.
  expect(await visitor.evaluate(() => Object.keys(localStorage))).toEqual([]);
  await expect(visitor.locator('[data-change]')).toHaveCount(0);
  expect(served.some((u) => u.includes('tulemus='))).toBe(false);
  expect(served.filter((u) => u.includes('vanapood'))).toEqual([]);

  // "Testi uuesti" tests the same address again, and the link's fragment goes.
  await visitor.getByRole('button', { name: 'Testi uuesti' }).click();
  await expect(visitor.getByRole('progressbar')).toBeVisible();
  await expect(visitor.getByLabel('Veebilehe aadress')).toHaveValue('vanapood.test');
  await expect(summary(visitor, SITES.poor)).toBeVisible({ timeout: 20_000 });
  await expect(visitor.locator('[data-shared-banner]')).toHaveCount(0);
  expect(new URL(visitor.url()).hash).toBe('');
  await other.close();
});

test('a damaged shared link, or one of an older format, says so in Estonian and shows the form @mobile', async ({ page }) => {
  await visit(page, '/seo-veebilehe-test#tulemus=2.q1ZKzs8tyEnVS87PVbKKjlWqBQA');
  await expect(page.getByText('Jagatud tulemuse link on vigane või poolik, nii et seda tulemust ei saa näidata. Testi lehte uuesti.')).toBeVisible();
  await expect(page.getByLabel('Veebilehe aadress')).toBeVisible();
  await expect(page.locator('[data-card]')).toHaveCount(0);
  expect(new URL(page.url()).hash).toBe('');

  await visit(page, '/seo-veebilehe-test#tulemus=1.q1ZKzs8tyEnVS87PVbKKjlWqBQA');
  await expect(page.getByText('See jagatud link on tehtud testija vanema versiooniga ja seda ei saa enam näidata. Testi lehte uuesti.')).toBeVisible();
  await expect(page.getByLabel('Veebilehe aadress')).toBeVisible();
  // Typing a new address clears the message.
  await page.getByLabel('Veebilehe aadress').fill('naide.ee');
  await expect(page.getByText('See jagatud link on tehtud')).toHaveCount(0);
});

test('when the browser refuses the clipboard, the link waits selected in a read-only field', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) } });
  });
  await serveFixtureSite(page, SITES.good);
  await visit(page, '/seo-veebilehe-test');
  await runTest(page, SITES.good);
  await page.getByRole('button', { name: 'Jaga tulemust' }).click();
  const field = page.getByLabel('Jagamise link');
  await expect(field).toBeFocused();
  await expect(field).not.toBeEditable();
  await expect(field).toHaveValue(/\/seo-veebilehe-test#tulemus=2\./);
  expect(await field.evaluate((el: HTMLInputElement) => el.selectionEnd! - el.selectionStart!)).toBe((await field.inputValue()).length);
  await expect(page.getByText('Brauser ei lubanud linki ise kopeerida.')).toBeVisible();
});

test('"Salvesta PDF" prints the report alone: every part open, our brand, the address and the date, no navigation, forms or buttons @mobile', async ({ page }) => {
  test.setTimeout(90_000);
  await serveFixtureSite(page, withSpeed(0.62));
  await visit(page, '/seo-veebilehe-test');
  await runTest(page, SITES.good);
  // A second run, so the report has a history to print (a folded list that print opens).
  await serveFixtureSite(page, SITES.good);
  await page.getByRole('button', { name: 'Testi uuesti' }).click();
  await expect(page.locator('[data-history]')).toBeVisible({ timeout: 20_000 });
  await page.evaluate(() => (window as unknown as { printed: number }).printed = 0);
  await page.evaluate(() => {
    window.print = () => void ((window as unknown as { printed: number }).printed += 1);
  });
  await page.getByRole('button', { name: 'Salvesta PDF' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('[data-print-head]')).toBeVisible();
  for (const hidden of ['header', 'footer', 'nav', 'form', 'button', '[data-stats-panel]', '#audit']) {
    for (const el of await page.locator(hidden).all()) await expect(el, hidden).toBeHidden();
  }
  await expect(page.locator('[data-history] ul')).toBeVisible(); // folded on screen, open in print
  await expect(page.locator('[data-card]').first()).toBeVisible();

  const pdf = await page.pdf({ format: 'A4', printBackground: false });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const pages = pdfPages(pdf);
  expect(pages.length).toBeGreaterThanOrEqual(2);
  expect(pages.length).toBeLessThanOrEqual(8);
  const text = compact(pages.join(' '));
  const first = compact(pages[0]);
  // The head: our brand, what it is, the tested address and the date.
  expect(first).toContain(compact('Veebiselge · info@veebiselge.ee'));
  expect(first).toContain(compact('Veebilehe testi aruanne: paikesekiir.test'));
  expect(first).toMatch(/Testtehtud\d{2}\.\d{2}\.20\d{2}kell\d{2}:\d{2}/);
  expect(first).toContain(compact('paikesekiir.test toimib hästi'));
  // Every card, its change since the previous test, the history list opened.
  for (const words of ['Kiirus mobiilis', '93/100', 'Eelmisest testist', '62/100 → 93/100, paranes', 'Lehe pealkiri', 'robots.txt ja sitemap.xml', 'Selle lehe varasemad testid', 'Miks see oluline on?']) {
    expect(text, words).toContain(compact(words));
  }
  // Nothing of the page around the report, and no buttons or forms.
  for (const words of ['Liigu põhisisu juurde', 'Analüüsi teist lehte', 'Jaga tulemust', 'Salvesta PDF', 'Küsi analüütika seadistamist', 'Külastajate statistika', 'Tasuta audit: ütleme', 'Korduma kippuvad', 'Kiirus, SEO ja mobiil', 'Veebilehe aadress']) {
    expect(text, words).not.toContain(compact(words));
  }
});

test('history: after two runs each card says what changed since the previous test, and the earlier test is listed @mobile', async ({ page }) => {
  test.setTimeout(90_000);
  await serveFixtureSite(page, withSpeed(0.62));
  await visit(page, '/seo-veebilehe-test');
  await runTest(page, SITES.good);
  await expect(page.locator('[data-change]')).toHaveCount(0); // the first test has nothing to compare
  await expect(page.locator('[data-history]')).toHaveCount(0);

  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await serveFixtureSite(page, SITES.good);
  await page.getByRole('button', { name: 'Testi uuesti' }).click();
  await expect(summary(page, SITES.good)).toBeVisible({ timeout: 20_000 });
  await expect(card(page, 'performance')).toContainText(/Eelmisest testist \(\d{2}\.\d{2}\. kell \d{2}:\d{2}\): 62\/100 → 93\/100, paranes\./);
  await expect(card(page, 'title')).toContainText(/Eelmisest testist \(.*\): muutuseta\./);
  const history = page.locator('[data-history]');
  await expect(history).toContainText('Selle lehe varasemad testid selles brauseris (1)');
  await history.locator('summary').click();
  await expect(history.locator('li')).toHaveCount(1);
  await expect(history.locator('li')).toContainText(/Korras \d+ · Vajab tähelepanu \d+ · Probleem \d+/);

  // Kept after a reload, and after "Analüüsi teist lehte" (which clears the spec's saved result only).
  await reloadPage(page);
  await expect(card(page, 'performance')).toContainText('62/100 → 93/100, paranes');
  await page.getByRole('button', { name: 'Analüüsi teist lehte' }).click();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('veebiselge.tester.history') ?? '{}').sites['paikesekiir.test'].length)).toBe(2);
});

test('corrupt saved history is ignored: the test runs and starts a new history', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('veebiselge.tester.history', '{"version":1,"sites":{"paikesekiir.test":[{"testedAt":"eile"}]}}');
      sessionStorage.setItem('seeded', '1');
    }
  });
  await serveFixtureSite(page, SITES.good);
  await visit(page, '/seo-veebilehe-test');
  await runTest(page, SITES.good);
  await expect(page.locator('[data-change]')).toHaveCount(0);
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('veebiselge.tester.history') ?? '{}').sites?.['paikesekiir.test']?.length))
    .toBe(1);
});

test('demo statistics: labelled as an example, no grades, not a step of the run, a button that says what it does @mobile', async ({ page }) => {
  await serveFixtureSite(page, SITES.good, { delay: 400 });
  await visit(page, '/seo-veebilehe-test');
  await page.getByLabel('Veebilehe aadress').fill(SITES.good.host);
  await page.getByRole('button', { name: 'Testi veebilehte' }).click();
  const steps = page.getByRole('list', { name: 'Kontrollid' }).getByRole('listitem');
  await expect(steps).toHaveCount(7);
  await expect(steps.filter({ hasText: /statistika/i })).toHaveCount(0);
  await expect(summary(page, SITES.good)).toBeVisible({ timeout: 20_000 });

  const panel = page.locator('[data-stats-panel]');
  await expect(panel.getByRole('heading', { name: 'Külastajate statistika' })).toBeVisible();
  await expect(panel.getByText('Näidisandmed, mitte sinu lehe numbrid')).toBeVisible();
  await expect(panel).toContainText('Taustal on näide, mitte mõõtmine');
  await expect(panel.getByText(/^(Korras|Vajab tähelepanu|Probleem|Hea|Keskmine|Nõrk)$/)).toHaveCount(0);
  await expect(panel).toContainText('Hea: kuni 40%');
  await expect(panel.getByRole('link', { name: 'Küsi analüütika seadistamist' })).toHaveAttribute('href', '/veebilehed#contact-cta');
  // The summary counts only real checks.
  await expect(page.locator('[data-card]')).toHaveCount(23);
});

test('the report tools pass axe and work by keyboard @mobile', async ({ page, context }) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await serveFixtureSite(page, SITES.poor);
  await visit(page, '/seo-veebilehe-test');
  await runTest(page, SITES.poor);
  const share = page.getByRole('button', { name: 'Jaga tulemust' });
  await share.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Link on kopeeritud.' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Testi uuesti' })).toBeFocused();
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  // A shared report too.
  const link = await page.evaluate(() => navigator.clipboard.readText());
  await visit(page, link);
  await expect(page.locator('[data-shared-banner]')).toBeVisible();
  const shared = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(shared.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
