import type { Page } from '@playwright/test';
import { test, expect, visit } from './fixtures';
import { caseStudies } from '@/content/case-studies';
import { HERO_IMAGE } from '@/lib/hero-image.mjs';
import { site } from '@/lib/site';

const story = caseStudies.find((c) => c.id === HERO_IMAGE.caseStudy)!;
const heroImage = (page: Page) => page.locator('section:has(#hero-title)').getByRole('img', { name: `${story.subject} arvutis ja telefonis: üks meie tehtud töödest` });

/** What the page's performance entries say: the largest paint's element, and the shifts no input caused. */
async function paintFacts(page: Page): Promise<{ lcpIsHeroImage: boolean; lcpTag: string; shift: number }> {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        let lcp: Element | null = null;
        let shift = 0;
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { element: Element | null })[];
          lcp = entries.at(-1)?.element ?? lcp;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) shift += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => {
          const found = lcp as Element | null;
          resolve({ lcpIsHeroImage: found?.getAttribute('data-testid') === 'hero-image', lcpTag: found?.tagName ?? 'none', shift });
        }, 500);
      }),
  );
}

test.describe('the hero shows delivered work', () => {
  test('a portfolio project in a device frame: sized, described, one AVIF file in the width needed, its story linked @mobile', async ({ page, isMobile }) => {
    const files: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/images/hero/')) files.push(new URL(request.url()).pathname);
    });
    await visit(page, '/');
    const image = heroImage(page);
    await expect(image).toBeVisible();
    await expect(image).toHaveAttribute('width', String(HERO_IMAGE.width));
    await expect(image).toHaveAttribute('height', String(HERO_IMAGE.height));
    // Desktop: fetched with the first requests, as the largest paint. Phone: after layout and at low priority, never
    // competing with the styles and font the first paint waits for.
    if (isMobile) {
      await expect(image).toHaveAttribute('loading', 'lazy');
      await expect(image).toHaveAttribute('fetchpriority', 'low');
    } else {
      await expect(image).toHaveAttribute('fetchpriority', 'high');
      await expect(image).not.toHaveAttribute('loading', 'lazy');
    }
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    const { src, needed } = await image.evaluate((img: HTMLImageElement) => ({
      src: img.currentSrc,
      needed: img.getBoundingClientRect().width * window.devicePixelRatio,
    }));
    const chosen = src.match(new RegExp(`/images/hero/${HERO_IMAGE.name}-(\\d+)\\.avif$`));
    expect(chosen, src).not.toBeNull();
    // The smallest width that is sharp on this screen, or the largest there is.
    expect(Number(chosen![1])).toBe(HERO_IMAGE.widths.find((w) => w >= needed) ?? Math.max(...HERO_IMAGE.widths));
    expect(files).toEqual([new URL(src).pathname]);
    // Delivered work is in the first screen, on a phone too.
    expect((await image.boundingBox())!.y).toBeLessThan(page.viewportSize()!.height - 40);

    const caption = page.locator('section:has(#hero-title) figcaption');
    await expect(caption).toContainText(story.improvement);
    await caption.getByRole('link', { name: `Loe ${story.companyGenitive} lugu` }).click();
    await expect(page).toHaveURL(new RegExp(`${story.link}$`));
  });

  test('the picture is the largest paint of the desktop page and nothing moves, however late it arrives', async ({ page }) => {
    // Hold the picture back so that it surely arrives after the text: its box must be reserved all the same.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/images/hero/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const image = heroImage(page);
    // The box is measured once the text is set in its own font (a late font is tests/e2e/fonts.spec.ts's concern):
    // under load the font may still be on its way at DOMContentLoaded, and the text column's height sets where the
    // picture sits.
    await expect.poll(() => page.evaluate(async () => (await document.fonts.ready, [...document.fonts].some((font) => font.status === 'loaded')))).toBe(true);
    const before = await image.boundingBox();
    expect(before!.height).toBeGreaterThan(before!.width * 0.6);
    release();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    expect(await image.boundingBox()).toEqual(before);
    const facts = await paintFacts(page);
    expect(facts.shift).toBe(0);
    expect(facts.lcpIsHeroImage, `the largest paint was a <${facts.lcpTag}>`).toBe(true);
  });
});

test.describe('the tagline', () => {
  const onScreen = (page: Page) =>
    page.getByText(site.tagline, { exact: true }).evaluateAll(
      (nodes) =>
        nodes.filter((node) => {
          const box = node.getBoundingClientRect();
          return box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight && getComputedStyle(node).visibility !== 'hidden';
        }).length,
    );

  for (const width of [320, 375, 1024, 1280, 1440]) {
    test(`is on screen once at ${width} px, at the top and at the end of the page`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 800 ? 740 : 900 });
      await visit(page, '/');
      expect(await onScreen(page)).toBe(1);
      // Sections below the fold take their real height as they render (content-visibility), so scroll again until the end.
      await expect
        .poll(() =>
          page.evaluate(() => {
            window.scrollTo(0, document.documentElement.scrollHeight);
            return window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
          }),
        )
        .toBe(true);
      expect(await onScreen(page)).toBeLessThanOrEqual(1);
    });
  }
});
