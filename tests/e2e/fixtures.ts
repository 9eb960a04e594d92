import { test as base, expect, type Page } from '@playwright/test';
import { builtValue } from '../../scripts/test/env.mjs';

/** A Content-Security-Policy violation reported by a page of the site. */
export interface CspViolation {
  page: string;
  directive: string;
  blocked: string;
  sample: string;
}

/**
 * Waits until the page's framework scripts, added after the first paint (scripts/build/scripts-after-paint.mjs), have
 * run and React has hydrated: the loader marks its element `data-ran` (a page without the loader has nothing to wait
 * for), then the main thread goes idle.
 */
export async function waitForScripts(page: Page) {
  await page.waitForFunction(() => document.getElementById('scripts-after-paint')?.hasAttribute('data-ran') ?? true, undefined, {
    polling: 50,
  });
  // React hydrates right after the chunks run: wait until the page's main thread is idle, as it was by `load`.
  await page.evaluate(() => new Promise<void>((done) => requestIdleCallback(() => done(), { timeout: 2000 })));
}

/**
 * Opens a page as a visitor finds it ready: `page.goto` (which waits for `load`), then until the framework's scripts,
 * added after the first paint and so possibly after `load`, have run (waitForScripts). A test of what happens before
 * the scripts run calls `page.goto` itself, with `waitUntil: 'commit'` or `'domcontentloaded'`.
 */
export async function visit(page: Page, url: string, options?: Parameters<Page['goto']>[1]) {
  const response = await page.goto(url, options);
  await waitForScripts(page);
  return response;
}

/** Reloads the page and waits, as `visit` does, until its scripts have run. */
export async function reloadPage(page: Page, options?: Parameters<Page['reload']>[0]) {
  const response = await page.reload(options);
  await waitForScripts(page);
  return response;
}

/**
 * Every end-to-end test runs hermetically: requests that leave the local server are aborted unless
 * the test answers them itself with page.route (registered later, so it takes precedence).
 * Every test runs under the site's Content-Security-Policy: each page of the site opened in the test's browser
 * context reports `securitypolicyviolation` events, and the test fails on any (a test that provokes one on
 * purpose takes it out of `cspViolations`).
 */
export const test = base.extend<{ blockExternal: void; cspViolations: CspViolation[] }>({
  blockExternal: [
    async ({ page }, use) => {
      await page.route(/^https?:\/\/(?!localhost[:/]|127\.0\.0\.1[:/])/, (route) => route.abort('blockedbyclient'));
      await use();
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ context, baseURL }, use) => {
      const violations: CspViolation[] = [];
      await context.exposeBinding('__reportCspViolation', (_source, violation: CspViolation) => {
        violations.push(violation);
      });
      await context.addInitScript((siteOrigin) => {
        if (location.origin !== siteOrigin) return;
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __reportCspViolation: (v: unknown) => void }).__reportCspViolation;
          report({ page: location.href, directive: event.effectiveDirective, blocked: event.blockedURI, sample: event.sample });
        });
      }, new URL(baseURL ?? 'http://localhost').origin);
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
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

/** The site's addresses in the build under test (scripts/test/env.mjs). */
export const SITE_URL = builtValue('NEXT_PUBLIC_SITE_URL').replace(/\/+$/, '');
export const SITE_URL_EN = builtValue('NEXT_PUBLIC_SITE_URL_EN').replace(/\/+$/, '');

/** Distance in px of an element's top from the viewport top. */
export async function topOffset(page: Page, selector: string): Promise<number> {
  return page.locator(selector).evaluate((el) => el.getBoundingClientRect().top);
}

/**
 * Wait until React has hydrated the element (its props are attached to the DOM node). A key pressed before that
 * reaches the server-rendered markup only, and the home page's load-time scroll to the top (spec) comes after it.
 */
export async function waitForHydration(page: Page, selector: string): Promise<void> {
  await expect
    .poll(() => page.evaluate((s) => Object.keys(document.querySelector(s) ?? {}).some((key) => key.startsWith('__reactProps$')), selector))
    .toBe(true);
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

/** The fonts Chromium actually drew a node's text with (family names from the font files). */
export async function fontsUsedFor(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  return fonts.map((font) => font.familyName);
}
