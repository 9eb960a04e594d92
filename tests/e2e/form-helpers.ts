import type { Locator, Page } from '@playwright/test';
import { expect, waitForScripts } from './fixtures';

/**
 * Helpers of the form tests (typed-before-hydration, form-messages and the English site's en-forms): a page whose
 * scripts are held back, and what a field in error shows.
 */

/**
 * Opens `path` with the framework's chunks held back (the page as a visitor sees it before its scripts ran); the
 * returned function lets them through and waits until they have run, and fails if React reported a hydration that
 * did not match the server's HTML.
 */
export async function openWithScriptsHeld(page: Page, path: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/chunks\/[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const reactErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /react|hydrat/i.test(message.text())) reactErrors.push(message.text());
  });
  page.on('pageerror', (error) => reactErrors.push(error.message));
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  return async () => {
    release();
    await waitForScripts(page);
    expect(reactErrors).toEqual([]);
  };
}

/** Whether React has hydrated the element (its props on the DOM node): the scripts really were held back. */
export const hydrated = (page: Page, selector: string) =>
  page.evaluate((s) => Object.keys(document.querySelector(s) ?? {}).some((key) => key.startsWith('__reactProps$')), selector);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The site's message for a field in error: under the field, visible, read with it (aria-invalid, the end of its
 * description), and the field's own validity message, which the browser's check would show.
 */
export async function expectFieldMessage(field: Locator, message: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(`${escapeRegExp(message)}$`));
  expect(await field.evaluate((el: HTMLInputElement) => el.validationMessage)).toBe(message);
  const shown = field.locator('xpath=following-sibling::*[1]');
  await expect(shown).toHaveText(message);
  await expect(shown).toBeVisible();
}

/** The field's border turns red (red-600; after its short colour transition), as :user-invalid and aria-invalid style it. */
export async function expectRedBorder(field: Locator) {
  const rgb = () =>
    field.evaluate((el) => {
      const ctx = document.createElement('canvas').getContext('2d')!;
      ctx.fillStyle = getComputedStyle(el).borderTopColor;
      ctx.fillRect(0, 0, 1, 1);
      return [...ctx.getImageData(0, 0, 1, 1).data.slice(0, 3)];
    });
  await expect.poll(async () => {
    const [r, g, b] = await rgb();
    return r > 180 && g < 80 && b < 80;
  }).toBe(true);
}
