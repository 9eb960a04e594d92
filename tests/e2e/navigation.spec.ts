import { test, expect, waitForScripts, visit } from './fixtures';
import { caseStudies } from '@/content/case-studies';
import { partners as PARTNERS } from '@/content/partners';
import { HERO_IMAGE } from '@/lib/hero-image.mjs';

const heroStory = caseStudies.find((c) => c.id === HERO_IMAGE.caseStudy)!;

test.describe('header on desktop (1280 px)', () => {
  test('main links reach their pages', async ({ page }) => {
    await visit(page, '/kontakt');
    const nav = page.getByRole('navigation', { name: 'Peamenüü' });
    await nav.getByRole('link', { name: 'Tehtud tööd' }).click();
    await expect(page).toHaveURL(/\/tehtud-tood$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tehtud tööd');
    await nav.getByRole('link', { name: 'Kontakt' }).click();
    await expect(page).toHaveURL(/\/kontakt$/);
    await nav.getByRole('link', { name: 'Esileht' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('link', { name: /Veebiselge – avalehele/ }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('Esileht on the home page scrolls back to the top', async ({ page }) => {
    await visit(page, '/');
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.getByRole('navigation', { name: 'Peamenüü' }).getByRole('link', { name: 'Esileht' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 }).toBe(0);
  });

  test("'Muud' opens on hover, closes on leave, and lists its four items", async ({ page }) => {
    await visit(page, '/kontakt');
    const button = page.getByRole('button', { name: 'Muud' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.hover();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await button.getAttribute('aria-controls')}`.replace(/:/g, '\\:'));
    await expect(panel.getByRole('link')).toHaveText(['Tasuta audit', 'SEO Veebilehe testija', 'Kliendilood ja nõuanded', 'Koostööpartnerid']);
    await expect(panel.locator('.shine-text')).toHaveText('SEO Veebilehe testija');
    await page.mouse.move(640, 600);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
  });

  test("'Muud' opens with Enter, not on keyboard focus, and closes with Escape", async ({ page }) => {
    await visit(page, '/kontakt');
    const button = page.getByRole('button', { name: 'Muud' });
    await button.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Tasuta audit' }).first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('link', { name: 'Kliendilood ja nõuanded' }).first().click();
    await expect(page).toHaveURL(/\/blogi$/);
  });

  test("'Kontaktid' card shows phone, e-mail and 'Saada sõnum'", async ({ page }) => {
    await visit(page, '/tehtud-tood');
    const button = page.getByRole('button', { name: 'Kontaktid' });
    await button.hover();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const header = page.locator('header');
    await expect(header.getByRole('link', { name: '+372 5550 1234' }).first()).toHaveAttribute('href', 'tel:+37255501234');
    await expect(header.getByRole('link', { name: 'info@veebiselge.ee' }).first()).toHaveAttribute('href', 'mailto:info@veebiselge.ee');
    await header.getByRole('link', { name: 'Saada sõnum' }).first().click();
    await expect(page).toHaveURL(/\/kontakt$/);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('skip link moves focus to the main content', async ({ page }) => {
    await visit(page, '/kontakt');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Liigu põhisisu juurde' });
    await expect(skip).toBeFocused();
    await skip.press('Enter');
    await expect(page).toHaveURL(/#main$/);
    await expect(page.locator('#main')).toBeFocused();
  });
});

test.describe('mobile menu (375 px) @mobile', () => {
  test('hamburger opens grouped menu and closes when an item is chosen @mobile-only', async ({ page }) => {
    await visit(page, '/');
    await expect(page.getByRole('navigation', { name: 'Peamenüü' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Ava menüü' });
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Mobiilimenüü' });
    await expect(menu).toBeVisible();
    await expect(menu.getByText('Muud', { exact: true })).toBeVisible();
    await expect(menu.getByText('Kontaktid', { exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: '+372 5550 1234' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'SEO Veebilehe testija' })).toBeVisible();
    await menu.getByRole('link', { name: 'Tehtud tööd' }).click();
    await expect(page).toHaveURL(/\/tehtud-tood$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Ava menüü' })).toHaveAttribute('aria-expanded', 'false');

    await page.getByRole('button', { name: 'Ava menüü' }).click();
    await menu.getByRole('link', { name: 'Saada sõnum' }).click();
    await expect(page).toHaveURL(/\/kontakt$/);
    await expect(menu).toBeHidden();
  });

  test('an open menu closes when the browser goes back @mobile-only', async ({ page }) => {
    await visit(page, '/');
    await page.getByRole('button', { name: 'Ava menüü' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobiilimenüü' });
    await menu.getByRole('link', { name: 'Tehtud tööd' }).click();
    await expect(page).toHaveURL(/\/tehtud-tood$/);
    await page.getByRole('button', { name: 'Ava menüü' }).click();
    await expect(menu).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Ava menüü' })).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('footer', () => {
  test('lists contact data, social links and the blog link with tag=Kõik @mobile', async ({ page }) => {
    await visit(page, '/kontakt');
    const footer = page.locator('footer');
    await expect(footer.getByRole('link', { name: '+372 5550 1234' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'info@veebiselge.ee' })).toBeVisible();
    for (const network of ['LinkedIn', 'Instagram', 'Facebook', 'TikTok']) {
      await expect(footer.getByRole('link', { name: new RegExp(network) })).toHaveAttribute('href', /^https:\/\//);
    }
    const blog = footer.getByRole('link', { name: /^Blogi/ });
    await expect(blog).toHaveAttribute('href', '/blogi?tag=K%C3%B5ik');
    await blog.click();
    await expect(page).toHaveURL(/\/blogi\?tag=K(%C3%B5|õ)ik$/);
    await expect(page.locator('footer').getByRole('img')).not.toHaveCount(0);
  });

  test('Esileht from another page goes home @mobile', async ({ page }) => {
    await visit(page, '/tehtud-tood');
    await page.locator('footer').getByRole('link', { name: 'Esileht' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('marks the page the visitor is on, also after a client-side move', async ({ page }) => {
    await visit(page, '/kontakt');
    const footerNav = page.getByRole('navigation', { name: 'Jaluse menüü' });
    await expect(footerNav.locator('[aria-current="page"]')).toHaveText(['Kontakt']);
    await page.locator('footer').getByRole('link', { name: 'Privaatsustingimused' }).click();
    await expect(page).toHaveURL(/\/privaatsus$/);
    await expect(footerNav.locator('[aria-current="page"]')).toHaveCount(0);
    await footerNav.getByRole('link', { name: 'Tehtud tööd' }).click();
    await expect(page).toHaveURL(/\/tehtud-tood$/);
    await expect(footerNav.locator('[aria-current="page"]')).toHaveText(['Tehtud tööd']);
  });

  for (const before of [false, true]) {
    test(`shows the logos' alternate files when the main ones fail${before ? ', before the scripts have run' : ''}`, async ({ page }) => {
      const partner = PARTNERS.find((p) => p.fallbackLogo)!;
      for (const path of ['/images/logo-white.svg', partner.logo]) await page.route(`**${path}`, (route) => route.fulfill({ status: 404, body: '' }));
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      if (before) {
        await page.route(/\/_next\/static\/chunks\/[^/]+\.js$/, async (route) => {
          await held;
          await route.continue();
        });
      }
      await page.goto('/kontakt', { waitUntil: 'domcontentloaded' });
      const footer = page.locator('footer');
      const logo = footer.getByRole('img', { name: 'Veebiselge', exact: true });
      const partnerLogo = footer.getByRole('img', { name: partner.name, exact: true });
      await logo.scrollIntoViewIfNeeded();
      await partnerLogo.scrollIntoViewIfNeeded();
      if (before) {
        // Both have failed while nothing listened yet.
        await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(0);
        await expect.poll(() => partnerLogo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(0);
        release();
        await waitForScripts(page);
      }
      await expect(logo).toHaveAttribute('src', '/logo-alt.svg');
      await expect(partnerLogo).toHaveAttribute('src', partner.fallbackLogo!);
      for (const img of [logo, partnerLogo]) await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
    });
  }
});

test.describe('links in static HTML', () => {
  test('a page link of the home page moves on the client, fetched ahead on hover, and focus goes to the new heading @mobile', async ({ page }) => {
    await visit(page, '/');
    await waitForScripts(page);
    // A full page load would drop this.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    // The hero's link to its client story: no next/link on the page points there, so nothing has fetched it yet.
    const link = page.locator('section:has(#hero-title) figcaption').getByRole('link', { name: `Loe ${heroStory.companyGenitive} lugu` });
    // Static HTML: React does not render it, the page-wide listener follows it.
    await expect(link).toHaveAttribute('data-client-link', '');
    const prefetched = page.waitForRequest((r) => new URL(r.url()).pathname.startsWith(heroStory.link) && r.url().includes('_rsc'));
    await link.scrollIntoViewIfNeeded();
    await link.hover();
    await prefetched;
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${heroStory.link}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  });

  test('with a modifier key it is left to the browser', async ({ page, context }) => {
    await visit(page, '/');
    await waitForScripts(page);
    const link = page.getByRole('link', { name: 'Vaata tehtud töid' });
    await link.scrollIntoViewIfNeeded();
    const opened = context.waitForEvent('page');
    await link.click({ modifiers: ['ControlOrMeta'] });
    const tab = await opened;
    await tab.waitForLoadState('domcontentloaded');
    expect(new URL(tab.url()).pathname).toBe('/tehtud-tood');
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('static export routing', () => {
  test('an unknown path shows the home screen with status 404', async ({ page }) => {
    const response = await visit(page, '/see-lehte-ei-ole');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL(/\/see-lehte-ei-ole$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Kodulehed ja e-poed/);
    await expect(page.getByRole('navigation', { name: 'Peamenüü' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    // The home screen is live there too: the calculator answers.
    await page.locator('#pricing').getByRole('group', { name: 'Mida vajad?' }).getByText('E-pood').click();
    await expect(page.locator('#pricing').getByTestId('price-total')).toHaveText(/^995\s€$/);
  });

  test('an unknown article slug lands on /blogi', async ({ page }) => {
    await visit(page, '/blogi/artiklit-pole-olemas');
    await expect(page).toHaveURL((url) => url.pathname === '/blogi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Arendaja päevik');
  });
});
