import type { Page } from '@playwright/test';
import { test, expect, reloadPage, visit } from './fixtures';
import { UNKNOWN_ARTICLE_ANCHOR, UNKNOWN_ARTICLE_NOTICE, UNKNOWN_PAGE_NOTICE } from '@/lib/not-found.mjs';
import { PAGES } from '@/lib/routes';

/**
 * The layout shifts so far that no input caused and that moved the page's content down or up (what a notice
 * appearing late would cause; a font swap that narrows a button is not this test's concern).
 */
async function unexpectedShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        const main = document.querySelector('main')!;
        type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node; previousRect: DOMRect; currentRect: DOMRect }[] };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Shift[]) {
            const moved = entry.sources.some((s) => s.node && main.contains(s.node) && Math.abs(s.previousRect.y - s.currentRect.y) > 0.5);
            if (!entry.hadRecentInput && moved) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );
}

const notice = (page: Page, title: string) => page.getByRole('region', { name: title });
/** The blog's own title (spec: 'Arendaja päevik - IT valdkonna nõuanded ja nipid | {brand}'). */
const BLOG_TITLE = 'Arendaja päevik - IT valdkonna nõuanded ja nipid | Veebiselge';

test.describe('an unknown address', () => {
  test('shows the home screen under a "Seda lehte ei leitud" notice with ways on, and says so in its title @mobile', async ({ page, request }) => {
    const response = await visit(page, '/see-lehte-pole-olemas');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL(/\/see-lehte-pole-olemas$/);
    await expect(page).toHaveTitle(/^Lehte ei leitud \| Veebiselge$/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

    const bar = notice(page, UNKNOWN_PAGE_NOTICE.title);
    await expect(bar).toBeVisible();
    // The home screen is below it.
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toHaveText(/Kodulehed ja e-poed/);
    expect((await bar.boundingBox())!.y).toBeLessThan((await h1.boundingBox())!.y);

    const links = bar.getByRole('link');
    const expected = [PAGES.blog, PAGES.tester, PAGES.portfolio, PAGES.contact];
    await expect(links).toHaveText(expected.map((p) => p.navLabel));
    for (const [index, p] of expected.entries()) await expect(links.nth(index)).toHaveAttribute('href', p.path);

    // Screen readers hear it once the page runs.
    await expect(page.getByRole('status').filter({ hasText: UNKNOWN_PAGE_NOTICE.announcement })).toHaveCount(1);
    // It is in the served HTML (no shift when it appears), for any unknown path, the route's own path included.
    for (const path of ['/veel/yks/olematu', PAGES.unknown.path]) {
      const served = await request.get(path);
      expect(served.status(), path).toBe(404);
      expect(await served.text(), path).toContain(UNKNOWN_PAGE_NOTICE.title);
    }
    expect(await unexpectedShift(page)).toBe(0);

    await links.filter({ hasText: PAGES.contact.navLabel }).click();
    await expect(page).toHaveURL(/\/kontakt$/);
  });

  test('the notice closes by keyboard, focus goes to the page heading and the announcement ends', async ({ page }) => {
    await visit(page, '/olematu-leht');
    const bar = notice(page, UNKNOWN_PAGE_NOTICE.title);
    const close = bar.getByRole('button', { name: 'Sulge teade' });
    // Reached with Tab from its last link, closed with Enter.
    await bar.getByRole('link').last().focus();
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(bar).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: UNKNOWN_PAGE_NOTICE.announcement })).toHaveCount(0);
  });

  test('the home page itself has no notice', async ({ page }) => {
    await visit(page, '/');
    await expect(page).toHaveTitle(/^Veebiselge – /);
    await expect(notice(page, UNKNOWN_PAGE_NOTICE.title)).toHaveCount(0);
  });
});

test.describe('an unknown article', () => {
  test('goes to /blogi, which says "Artiklit ei leitud" above every article @mobile', async ({ page }) => {
    await visit(page, '/blogi/seda-artiklit-ei-ole');
    await expect(page).toHaveURL((url) => url.pathname === '/blogi' && url.hash === `#${UNKNOWN_ARTICLE_ANCHOR}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PAGES.blog.name);
    const bar = notice(page, UNKNOWN_ARTICLE_NOTICE.title);
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link', { name: PAGES.tester.navLabel })).toHaveAttribute('href', PAGES.tester.path);
    await expect(page.getByRole('status').filter({ hasText: UNKNOWN_ARTICLE_NOTICE.announcement })).toHaveCount(1);
    // The title says so too while the notice shows (review 2, N5: it stayed the blog's own).
    await expect(page).toHaveTitle(`${UNKNOWN_ARTICLE_NOTICE.title} – ${BLOG_TITLE}`);
    // The page stays at its top, under the header.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await unexpectedShift(page)).toBe(0);
  });

  test('the notice closes by keyboard, leaves the address plain and does not come back on reload', async ({ page }) => {
    await visit(page, '/blogi/vana-link');
    const bar = notice(page, UNKNOWN_ARTICLE_NOTICE.title);
    await bar.getByRole('button', { name: 'Sulge teade' }).focus();
    await page.keyboard.press('Space');
    await expect(bar).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect(page).toHaveTitle(BLOG_TITLE);
    await expect(page).toHaveURL((url) => url.pathname === '/blogi' && url.hash === '');
    await reloadPage(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PAGES.blog.name);
    await expect(bar).toBeHidden();
  });

  test('the blog opened by its own address shows no notice', async ({ page }) => {
    await visit(page, '/blogi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PAGES.blog.name);
    await expect(page).toHaveTitle(BLOG_TITLE);
    await expect(notice(page, UNKNOWN_ARTICLE_NOTICE.title)).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: UNKNOWN_ARTICLE_NOTICE.announcement })).toHaveCount(0);
  });
});
