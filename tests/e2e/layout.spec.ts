import type { Page } from '@playwright/test';
import { test, expect, visit } from './fixtures';
import { exportedRoutes } from './exported-pages';
import { TAGS } from './blog-data';
import { answerEmails, serveFixtureSite } from '../fixtures/tester/mock-services';
import { SITES } from '../fixtures/tester/sites';

/**
 * The layout never breaks, at any width a visitor uses: no sideways scroll, no text cut off by its box or by the
 * screen's edge. The page is scrolled through screen by screen, as a visitor scrolls it, and the browser's real
 * `content-visibility` behaviour is left alone (sections off screen are not rendered until they come near): a test
 * that forces every section to render hides the kind of bug where an unrendered block reserves a width.
 */

const WIDTHS = [
  { name: '320 px phone', viewport: { width: 320, height: 568 }, phone: true },
  { name: '375 px phone', viewport: { width: 375, height: 812 }, phone: true },
  { name: '414 px phone', viewport: { width: 414, height: 896 }, phone: true },
  { name: '1280 px desktop', viewport: { width: 1280, height: 800 }, phone: false },
  { name: '1440 px desktop', viewport: { width: 1440, height: 900 }, phone: false },
  // A 1280 × 800 window at 200 % zoom lays out in 640 × 400 CSS pixels, at twice the density.
  { name: '1280 px at 200 % zoom', viewport: { width: 640, height: 400 }, phone: false, scale: 2 },
] as const;

/** Every exported page (the articles among them) and the blog filtered by a tag. */
const PAGES = [...exportedRoutes(), `/blogi?tag=${encodeURIComponent(TAGS[2])}`];

/** What the visitor would see broken, scrolling from the top to the bottom; an empty list when nothing is. */
function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const problems = new Set<string>();
    const checked = new WeakSet<Node>(); // each text is judged once, on the first screen that shows it
    const root = document.documentElement;
    // Two frames, so blocks coming near the screen are rendered. Under the full run's load headless Chromium has once
    // stopped giving frames to a page (a 3-minute timeout on an article at 414 px, 2.2 s on its retry): the wait is
    // capped, and the checks read the layout directly (getBoundingClientRect lays the page out when asked).
    const frames = () =>
      new Promise((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(resolve));
        setTimeout(resolve, 1000);
      });
    const describe = (el: Element) => {
      const id = el.id ? `#${el.id}` : '';
      const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).slice(0, 3).join('.')}` : '';
      return `<${el.tagName.toLowerCase()}${id}${cls}>`;
    };
    /** Text a visitor cannot read because it is hidden on purpose: skip links, screen-reader text, decorative copies. */
    const hiddenOnPurpose = (el: Element) => Boolean(el.closest('[aria-hidden="true"], [inert], .sr-only, script, style, noscript, template, svg'));
    const shown = (el: Element) =>
      el.checkVisibility({ contentVisibilityAuto: true, visibilityProperty: true, opacityProperty: true } as CheckVisibilityOptions);

    const checkScreen = () => {
      const width = root.clientWidth;
      if (root.scrollWidth > width + 1) problems.add(`the page scrolls sideways: ${root.scrollWidth} px wide in a ${width} px window`);
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (checked.has(node)) continue;
        const text = node.textContent?.trim();
        const parent = node.parentElement;
        if (!text || !parent) continue;
        range.selectNodeContents(node);
        const rect = range.getBoundingClientRect();
        if (rect.width === 0 || rect.height === 0) continue;
        if (rect.bottom < 0 || rect.top > innerHeight) continue; // not on this screen
        if (hiddenOnPurpose(parent) || !shown(parent)) continue;
        checked.add(node);
        const where = `“${text.slice(0, 40)}” in ${describe(parent)}`;
        if (rect.right > width + 1 || rect.left < -1) problems.add(`${where} runs off the screen (${Math.round(rect.left)}–${Math.round(rect.right)} of ${width} px)`);
        if (getComputedStyle(parent).textOverflow === 'ellipsis' && parent.scrollWidth > parent.clientWidth + 1) problems.add(`${where} is cut short with an ellipsis`);
        // The nearest box that clips its content: the text must fit inside it, unless that box scrolls.
        for (let box = parent; box && box !== document.body; box = box.parentElement!) {
          const style = getComputedStyle(box);
          if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
          const outer = box.getBoundingClientRect();
          const left = outer.left + box.clientLeft;
          const top = outer.top + box.clientTop;
          const scrolls = (v: string) => v === 'auto' || v === 'scroll';
          const cutX = !scrolls(style.overflowX) && (rect.right > left + box.clientWidth + 1 || rect.left < left - 1);
          const cutY = !scrolls(style.overflowY) && (rect.bottom > top + box.clientHeight + 1 || rect.top < top - 1);
          if (cutX || cutY) problems.add(`${where} is cut off by ${describe(box)}`);
          break;
        }
      }
      // Controls without text (icon buttons) must be on the screen too.
      for (const control of document.querySelectorAll('a[href], button, input, select, textarea')) {
        if (hiddenOnPurpose(control) || !shown(control)) continue;
        const rect = control.getBoundingClientRect();
        if (rect.width === 0 || rect.bottom < 0 || rect.top > innerHeight) continue;
        if (control.closest('[role="region"][tabindex], [data-scroller]')) continue;
        if (rect.right > width + 1 || rect.left < -1) problems.add(`${describe(control)} “${control.getAttribute('aria-label') ?? control.textContent?.trim().slice(0, 30)}” is off the screen`);
      }
    };

    window.scrollTo({ top: 0, behavior: 'instant' });
    await frames();
    for (let y = 0; ; y += Math.round(innerHeight * 0.75)) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await frames();
      checkScreen();
      if (y + innerHeight >= root.scrollHeight) break;
    }
    return [...problems];
  });
}

for (const size of WIDTHS) {
  test.describe(size.name, () => {
    test.use({
      viewport: size.viewport,
      isMobile: size.phone,
      hasTouch: size.phone,
      deviceScaleFactor: 'scale' in size ? size.scale : size.phone ? 2 : 1,
    });

    // Scrolling a long page screen by screen takes a while on a loaded machine (two frames a screen: the privacy
    // notice at 1440 px once passed 90 s under the full test run's load, and 2.5 s on its retry).
    test.describe.configure({ timeout: 180_000 });

    for (const path of PAGES) {
      test(`${path}: no sideways scroll, no clipped text`, async ({ page }) => {
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await visit(page, path);
        await page.waitForLoadState('load');
        expect(await layoutProblems(page)).toEqual([]);
      });
    }

    test('the tester with results, through its API: no sideways scroll, no clipped text', async ({ page }) => {
      await answerEmails(page, []);
      await visit(page, '/seo-veebilehe-test');
      await page.getByLabel('Veebilehe aadress').fill('paikesekiir.test');
      await page.getByRole('button', { name: 'Testi veebilehte' }).click();
      await expect(page.locator('[data-card="security"]')).toHaveAttribute('data-grade', /./, { timeout: 20_000 });
      expect(await layoutProblems(page)).toEqual([]);
    });

    test('the tester with a site that never answered: no sideways scroll, no clipped text', async ({ page }) => {
      await serveFixtureSite(page, SITES.unreachable);
      await visit(page, '/seo-veebilehe-test');
      await page.getByLabel('Veebilehe aadress').fill('olematu.test');
      await page.getByRole('button', { name: 'Testi veebilehte' }).click();
      await expect(page.locator('[data-failure="no-answer"]')).toContainText('HTTP staatus: Ühendus ebaõnnestus', { timeout: 15_000 });
      // The list of what did not run, opened: its names must wrap too.
      await page.getByText(/^Ei õnnestunud kontrollida:/).click();
      expect(await layoutProblems(page)).toEqual([]);
    });
  });
}
