import AxeBuilder from '@axe-core/playwright';
import { test, expect, visit } from '../fixtures';
import { exportedRoutes } from '../exported-pages';
import { estonianLeft } from '@/tests/language';
import { pageTexts } from './language';

/** Every page of the English export (out-en/). */
const ROUTES = exportedRoutes('out-en');

test('the English export has every page of the Estonian one, under its English path', () => {
  const estonian = exportedRoutes('out');
  expect(ROUTES.length).toBe(estonian.length);
  expect(ROUTES).toEqual(expect.arrayContaining(['/', '/our-work', '/contact', '/blog', '/seo-website-test', '/privacy']));
  expect(ROUTES.filter((path) => path.startsWith('/blog/'))).toHaveLength(estonian.filter((path) => path.startsWith('/blogi/')).length);
});

for (const path of ROUTES) {
  test(`${path} speaks English only: no Estonian word or letter outside proper names @mobile`, async ({ page }) => {
    await visit(page, path);
    const { lang, texts } = await pageTexts(page);
    expect(lang).toBe('en');
    expect(estonianLeft(texts)).toEqual([]);
  });

  test(`axe finds no WCAG 2.1 AA violation on the English ${path} @mobile`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await visit(page, path);
    await page.waitForLoadState('load');
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
