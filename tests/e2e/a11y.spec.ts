import AxeBuilder from '@axe-core/playwright';
import { test, expect, visit } from './fixtures';
import { exportedRoutes } from './exported-pages';

const ROUTES = exportedRoutes();

for (const path of ROUTES) {
  test(`axe finds no WCAG 2.1 AA violation on ${path} @mobile`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await visit(page, path);
    await page.waitForLoadState('load');
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(summary).toEqual([]);
  });
}

/**
 * Landmarks (accessibility review 2, m6): a landmark list that helps. No complementary landmark sits inside another
 * landmark (the price card was an <aside> inside #pricing and <main>), no two landmarks of a kind share a name, and
 * the home page names only the regions a visitor goes to, not every section (it had 13).
 */
const LANDMARK_RULES = [
  'landmark-complementary-is-top-level',
  'landmark-banner-is-top-level',
  'landmark-contentinfo-is-top-level',
  'landmark-main-is-top-level',
  'landmark-no-duplicate-main',
  'landmark-unique',
];
for (const path of ROUTES) {
  test(`landmarks on ${path}: none nested where it should not be, each one unique`, async ({ page }) => {
    await visit(page, path);
    const results = await new AxeBuilder({ page }).withRules(LANDMARK_RULES).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

test('the home page names six regions: the reviews carousel and the sections the menu and buttons lead to', async ({ page }) => {
  await visit(page, '/');
  const names = await page.getByRole('region').evaluateAll((regions) => regions.map((r) => r.getAttribute('aria-label') ?? document.getElementById(r.getAttribute('aria-labelledby') ?? '')?.textContent?.trim()));
  expect(names).toEqual([
    'Klientide arvustused',
    'Kas sinu veebileht töötab sinu heaks?',
    'Arvuta oma kodulehe hind',
    'Usaldusväärsed partnerid ja soodustused',
    'Korduma kippuvad küsimused',
    'Räägime sinu projektist',
  ]);
});
