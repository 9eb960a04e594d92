import { test, expect, visit } from '../fixtures';
import { estonianLeft } from '@/tests/language';
import { pageTexts } from './language';

/**
 * The privacy notice on the English host (issue 44): at /privacy, in English, describing what the browser keeps,
 * with a "Clear test history" control that really clears it.
 */
const KEYS = ['veebiselge.tester.lastUrl', 'veebiselge.tester.lastResults', 'veebiselge.tester.history'];

test('/privacy is the notice, in English, linked from the footer @mobile', async ({ page }) => {
  await visit(page, '/our-work');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/privacy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
  expect(estonianLeft((await pageTexts(page)).texts)).toEqual([]);
});

test('"Clear test history" clears the last test and the test history, and says so @mobile', async ({ page }) => {
  await visit(page, '/privacy');
  await page.evaluate((keys) => keys.forEach((key) => localStorage.setItem(key, 'x')), KEYS);
  const section = page.locator('section[aria-labelledby="browser-storage"]');
  await expect(section).toContainText('The history keeps the date and grades of the last 5 tests of each site, for up to 20 sites');
  await page.getByRole('link', { name: 'Clear test history' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your test history has been cleared from this browser.' })).toBeVisible();
  expect(await page.evaluate((keys) => keys.filter((key) => localStorage.getItem(key) !== null), KEYS)).toEqual([]);
});
