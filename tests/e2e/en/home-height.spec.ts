import { test, expect, visit } from '../fixtures';
import { scrolledHeight } from '../home-helpers';

/**
 * The English home page on a phone keeps the same budget as the Estonian one (issue 47, item 5; tests/e2e/home.spec.ts):
 * at most 10,000 px at 375 px, measured as a visitor scrolls it, content-visibility left to the browser.
 */
test('the English phone home page is at most 10,000 px tall at 375 px @mobile-only', async ({ page }) => {
  expect(page.viewportSize()!.width).toBe(375);
  await visit(page, '/');
  const height = await scrolledHeight(page);
  test.info().annotations.push({ type: 'home height at 375 px', description: `${height} px` });
  expect(height).toBeLessThanOrEqual(10_000);
});
