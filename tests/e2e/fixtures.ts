import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every end-to-end test runs hermetically: requests that leave the local server are aborted unless
 * the test answers them itself with page.route (registered later, so it takes precedence).
 */
export const test = base.extend<{ blockExternal: void }>({
  blockExternal: [
    async ({ page }, use) => {
      await page.route(/^https?:\/\/(?!localhost[:/]|127\.0\.0\.1[:/])/, (route) => route.abort('blockedbyclient'));
      await use();
    },
    { auto: true },
  ],
});

export { expect };

/** All JSON-LD blocks of the current document, parsed. */
export async function jsonLdBlocks(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((t) => JSON.parse(t) as Record<string, unknown>);
}

/** Values the build was made with (scripts/test-all.mjs sets the same defaults). */
export const SITE_URL = (process.env.NEXT_PUBLIC_SITE_URL || 'https://veebiselge.ee').replace(/\/+$/, '');
export const SITE_URL_EN = (process.env.NEXT_PUBLIC_SITE_URL_EN || 'https://en.veebiselge.ee').replace(/\/+$/, '');

/** Distance in px of an element's top from the viewport top. */
export async function topOffset(page: Page, selector: string): Promise<number> {
  return page.locator(selector).evaluate((el) => el.getBoundingClientRect().top);
}

/** Wait until the page stops scrolling. */
export async function waitForScrollEnd(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const y = window.scrollY;
        setTimeout(() => resolve(Math.abs(window.scrollY - y) < 1), 250);
      }),
    undefined,
    { timeout: 10_000, polling: 300 },
  );
}
