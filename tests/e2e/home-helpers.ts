import type { Page } from '@playwright/test';
import { expect, topOffset, waitForScrollEnd } from './fixtures';

/** Spec section 2: a home section reached by /#id settles with its top 100 px (±5) below the viewport top. */
export async function expectAt100(page: Page, id: string): Promise<void> {
  const distance = async () => Math.abs((await topOffset(page, `#${id}`)) - 100);
  await expect.poll(distance, { timeout: 8000, message: `#${id} reaches 100 px from the top` }).toBeLessThanOrEqual(5);
  await waitForScrollEnd(page);
  expect(await distance(), `#${id} stays 100 px from the top`).toBeLessThanOrEqual(5);
}
