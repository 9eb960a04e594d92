import { test, expect, visit } from '../fixtures';
import { scrolledHeight } from '../home-helpers';

/**
 * The English home page on a phone stays within 5% of the Estonian one's budget (issue 47, item 5, set the target for
 * the Estonian page: at most 10,000 px at 375 px, tests/e2e/home.spec.ts). The same sections in English run some 4%
 * longer (9,749 px against 10,197 px when this was written), so: at most 10,500 px, measured as a visitor scrolls it,
 * content-visibility left to the browser.
 */
test('the English phone home page is at most 10,500 px tall at 375 px @mobile-only', async ({ page }) => {
  expect(page.viewportSize()!.width).toBe(375);
  await visit(page, '/');
  const height = await scrolledHeight(page);
  test.info().annotations.push({ type: 'home height at 375 px', description: `${height} px` });
  expect(height).toBeLessThanOrEqual(10_500);
});
