import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './fixtures';
import { exportedRoutes } from './exported-pages';

const ROUTES = exportedRoutes();

for (const path of ROUTES) {
  test(`axe finds no WCAG 2.1 AA violation on ${path} @mobile`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(path);
    await page.waitForLoadState('load');
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(summary).toEqual([]);
  });
}
