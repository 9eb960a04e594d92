import type { Page } from '@playwright/test';
import { expect, topOffset, waitForScrollEnd } from './fixtures';

/** Spec section 2: a home section reached by /#id settles with its top 100 px (±5) below the viewport top. */
export async function expectAt100(page: Page, id: string): Promise<void> {
  const distance = async () => Math.abs((await topOffset(page, `#${id}`)) - 100);
  await expect.poll(distance, { timeout: 8000, message: `#${id} reaches 100 px from the top` }).toBeLessThanOrEqual(5);
  await waitForScrollEnd(page);
  expect(await distance(), `#${id} stays 100 px from the top`).toBeLessThanOrEqual(5);
}

/**
 * The page's height as a visitor meets it: scrolled from top to bottom a screen at a time, each off-screen section
 * rendering as it comes near (content-visibility: auto, left as the browser does it: nothing is forced to render),
 * until the end stays put. Before issue 47 the Estonian home page was 16,217 px at 375 px.
 */
export async function scrolledHeight(page: Page): Promise<number> {
  expect(await page.evaluate(() => document.documentElement.classList.contains('render-all')), 'no section forced to render').toBe(false);
  let previous = -1;
  for (let step = 0; step < 100; step++) {
    const { y, bottom, height } = await page.evaluate(async () => {
      window.scrollBy({ top: window.innerHeight * 0.8, behavior: 'instant' });
      // Two frames: the sections that came near are laid out, and the page's height follows them.
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      return { y: window.scrollY, bottom: window.scrollY + window.innerHeight, height: document.documentElement.scrollHeight };
    });
    if (bottom >= height - 1 && y === previous) return height;
    previous = y;
  }
  throw new Error('the page did not end within 100 screens');
}
