import type { Locator, Page, Route } from '@playwright/test';
import { test, expect, visit } from './fixtures';
import { expectAt100 } from './home-helpers';
import { serveFixtureSite } from '../fixtures/tester/mock-services';
import { SITES } from '../fixtures/tester/sites';

/**
 * Keyboard focus follows the visitor (accessibility review S1–S4, S7, M3–M5): wherever the view moves or a
 * control goes away, the next Tab continues from what the visitor now sees, and nothing focusable is invisible.
 */

const EMAIL_ENDPOINT = 'https://api.emailjs.com/api/v1.0/email/send';
const header = (page: Page) => page.getByRole('navigation', { name: 'Peamenüü' });

/** Whether the focused element is inside `selector`. */
const focusInside = (page: Page, selector: string) =>
  page.evaluate((sel) => Boolean(document.activeElement && document.querySelector(sel)?.contains(document.activeElement)), selector);

/** A short description of the focused element, for messages. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return '(the page itself)';
    return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}> ${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 50)}`;
  });

/** Press Enter on a control reached by keyboard. */
async function activate(page: Page, control: Locator) {
  await control.focus();
  await page.keyboard.press('Enter');
}

/** The e-mail provider answers `status` once `gate` opens; every request is counted. */
async function answerEmail(page: Page, status = 200, gate?: Promise<void>) {
  const sent: string[] = [];
  await page.route(EMAIL_ENDPOINT, async (route: Route) => {
    sent.push(route.request().postData() ?? '');
    if (gate) await gate;
    await route.fulfill({ status, contentType: 'text/plain', body: status === 200 ? 'OK' : 'Server error' });
  });
  return sent;
}

for (const motion of ['no-preference', 'reduce'] as const) {
  test.describe(`S1: a link to a section moves focus there (motion: ${motion})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ reducedMotion: motion });
    });

    test("the header's 'Hinnakiri' on the home page: focus on the calculator's heading, the next Tab inside it", async ({ page }) => {
      await visit(page, '/');
      await activate(page, header(page).getByRole('link', { name: 'Hinnakiri' }));
      await expect(page.locator('#pricing-title')).toBeFocused({ timeout: 8000 });
      await expectAt100(page, 'pricing');
      await page.keyboard.press('Tab');
      expect(await focusInside(page, '#pricing'), await focusedName(page)).toBe(true);
    });

    test("the hero's 'Arvuta hind' and the checklist's button: focus on the section, the page stays there", async ({ page }) => {
      await visit(page, '/');
      await activate(page, page.getByRole('link', { name: 'Arvuta hind' }));
      await expect(page.locator('#pricing-title')).toBeFocused({ timeout: 8000 });
      const y = await page.evaluate(() => window.scrollY);
      await page.keyboard.press('Tab');
      expect(await focusInside(page, '#pricing'), await focusedName(page)).toBe(true);
      // Before, the next Tab went back to the checklist, some 4,300 px up.
      expect(Math.abs((await page.evaluate(() => window.scrollY)) - y)).toBeLessThan(800);

      await activate(page, page.locator('#checklist').getByRole('link', { name: 'Telli tasuta audit' }));
      await expect(page.locator('#audit-title')).toBeFocused({ timeout: 8000 });
      await page.keyboard.press('Tab');
      await expect(page.locator('#audit').getByLabel('Sinu veebilehe aadress')).toBeFocused();
    });

    test("from another page, 'Hinnakiri' loads the home page and focuses the calculator's heading", async ({ page }) => {
      await visit(page, '/kontakt');
      await activate(page, header(page).getByRole('link', { name: 'Hinnakiri' }));
      await expect(page).toHaveURL(/\/#pricing$/);
      await expect(page.locator('#pricing-title')).toBeFocused({ timeout: 8000 });
      await page.keyboard.press('Tab');
      expect(await focusInside(page, '#pricing'), await focusedName(page)).toBe(true);
    });

    test("the tester's next step 'Räägi meiega' focuses the contact call to action", async ({ page }) => {
      await visit(page, '/seo-veebilehe-test');
      await activate(page, page.locator('section[aria-labelledby="tester-next-steps-title"]').getByRole('link', { name: 'Räägi meiega' }));
      await expect(page.locator('#contact-cta-title')).toBeFocused({ timeout: 8000 });
      await page.keyboard.press('Tab');
      await expect(page.locator('#contact-cta').getByRole('link', { name: 'Küsi pakkumist' })).toBeFocused();
    });

    test('in the phone menu: the menu closes, then focus goes to the section @mobile-only', async ({ page }) => {
      await visit(page, '/');
      await activate(page, page.getByRole('button', { name: 'Ava menüü' }));
      const menu = page.getByRole('navigation', { name: 'Mobiilimenüü' });
      await activate(page, menu.getByRole('link', { name: 'Hinnakiri' }));
      await expect(menu).toBeHidden();
      await expect(page.locator('#pricing-title')).toBeFocused({ timeout: 8000 });
      await page.keyboard.press('Tab');
      expect(await focusInside(page, '#pricing'), await focusedName(page)).toBe(true);
    });
  });
}

test.describe('S2: the open phone menu keeps focus and Escape returns it @mobile-only', () => {
  test('Tab cycles through the menu and its button only; the page behind is inert', async ({ page }) => {
    await visit(page, '/');
    const toggle = page.getByRole('button', { name: 'Ava menüü' });
    await activate(page, toggle);
    const close = page.getByRole('button', { name: 'Sulge menüü' });
    await expect(close).toBeFocused();
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: 'Mobiilimenüü' });
    const items = await menu.locator('a[href], button').count();
    expect(items).toBe(12);

    for (let i = 0; i < items; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInside(page, '#mobile-menu'), `Tab ${i + 1}: ${await focusedName(page)}`).toBe(true);
    }
    // The 13th Tab (which used to reach the hero under the open menu) comes back to the menu button.
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(menu.getByRole('link', { name: 'Saada sõnum' })).toBeFocused();
    await expect(page.locator('#main')).toHaveJSProperty('inert', true);
    await expect(page.locator('footer')).toHaveJSProperty('inert', true);
  });

  test('Escape closes the menu and returns focus to the menu button; the page is live again', async ({ page }) => {
    await visit(page, '/kontakt');
    await activate(page, page.getByRole('button', { name: 'Ava menüü' }));
    const menu = page.getByRole('navigation', { name: 'Mobiilimenüü' });
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await focusInside(page, '#mobile-menu')).toBe(true);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Ava menüü' });
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#main')).toHaveJSProperty('inert', false);
    await page.keyboard.press('Tab');
    expect(await focusInside(page, 'main'), await focusedName(page)).toBe(true);
  });

  test('a tap on the dimmed page closes the menu, focus on its button', async ({ page }) => {
    await visit(page, '/kontakt');
    await page.getByRole('button', { name: 'Ava menüü' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobiilimenüü' });
    await expect(menu).toBeVisible();
    await page.mouse.click(10, 400);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Ava menüü' })).toBeFocused();
  });
});

test.describe('S4: a control that disables or removes itself hands focus on', () => {
  test("contact: 'Saada sõnum' keeps focus while sending and after a failure, which is announced", async ({ page }) => {
    let release!: () => void;
    await answerEmail(page, 500, new Promise<void>((r) => (release = r)));
    await visit(page, '/kontakt');
    await page.getByLabel('Nimi').fill('Mari Maasikas');
    await page.getByLabel('E-post').fill('mari@pagarikoda.ee');
    await page.getByLabel('Sõnum').fill('Tere! Vajame uut kodulehte.');
    await activate(page, page.getByRole('button', { name: 'Saada sõnum' }));
    const sending = page.getByRole('button', { name: 'Saadan...' });
    await expect(sending).toBeFocused();
    await expect(sending).toBeDisabled();
    release();
    const failure = page.getByText(/^Saatmine ebaõnnestus/);
    await expect(failure).toBeVisible();
    await expect(page.getByRole('form', { name: 'Kontaktivorm' }).locator('[aria-live="assertive"]')).toContainText('Saatmine ebaõnnestus');
    await expect(page.getByRole('button', { name: 'Saada sõnum' })).toBeFocused();
  });

  test('audit: after a sent request focus is on the announced confirmation; after 3 s a short line of it stays there, in focus', async ({ page }) => {
    await page.clock.install({ time: new Date('2025-09-01T10:00:00') });
    await answerEmail(page);
    await visit(page, '/');
    const audit = page.locator('#audit');
    await audit.getByLabel('Sinu veebilehe aadress').fill('minupood.ee');
    await page.keyboard.press('Enter');
    await audit.getByLabel('Nimi').fill('Mari Maasikas');
    await audit.getByLabel('E-post').fill('mari@example.ee');
    await page.clock.pauseAt(new Date('2025-09-01T10:01:00'));
    await activate(page, audit.getByRole('button', { name: 'Viimane pingutus' }));
    const status = audit.getByRole('status');
    const sentLine = 'Auditipäring lehe minupood.ee kohta on saadetud.';
    await expect(status).toHaveText(`Päring saadetud! Võtame sinuga peagi ühendust.${sentLine}`);
    await expect(status).toBeFocused();
    // The spec's 3 s: the message goes; the short line stays, in focus (M4), so focus is never on an empty line.
    await page.clock.runFor(2_900);
    await expect(status).toContainText('Päring saadetud! Võtame sinuga peagi ühendust.');
    await page.clock.runFor(200);
    await expect(status).toHaveText(sentLine);
    await expect(status).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(audit.getByRole('button', { name: 'Kontrolli mu veebilehte' })).toBeDisabled();
    await expect(audit.getByLabel('Sinu veebilehe aadress')).toBeFocused();
  });

  test("portfolio: 'Tühista kõik filtrid' hands focus to the first filter", async ({ page }) => {
    await visit(page, '/tehtud-tood');
    const filters = page.getByRole('group', { name: 'Platvorm' });
    await activate(page, filters.getByRole('button', { name: 'Shopify' }));
    const clear = page.getByRole('button', { name: 'Tühista kõik filtrid' });
    await activate(page, clear);
    await expect(clear).toBeDisabled();
    await expect(filters.getByRole('button', { name: 'WordPress' })).toBeFocused();
    await expect(filters.getByRole('button', { name: 'Shopify' })).toHaveAttribute('aria-pressed', 'false');
  });

  test("contact: 'Näita interaktiivset kaarti' hands focus to the map it brings", async ({ page }) => {
    await page.route(/openstreetmap\.org/, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Kaart</title>' }));
    await visit(page, '/kontakt');
    await activate(page, page.getByRole('button', { name: 'Näita interaktiivset kaarti' }));
    await expect(page.locator('iframe[title^="Interaktiivne kaart"]')).toBeFocused();
  });

  test('tester: the field and the button keep focus while the test runs (read-only, not disabled)', async ({ page }) => {
    await serveFixtureSite(page, SITES.good, { delay: 1500 });
    await visit(page, '/seo-veebilehe-test');
    const input = page.getByLabel('Veebilehe aadress');
    await input.fill('paikesekiir.test');
    await activate(page, page.getByRole('button', { name: 'Testi veebilehte' }));
    const running = page.getByRole('button', { name: 'Analüüsime…' });
    await expect(running).toBeFocused();
    await expect(running).toBeDisabled();
    await expect(input).not.toBeEditable();
    await expect(input).toHaveValue('paikesekiir.test');
    // A second press while it runs starts nothing new.
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: 'paikesekiir.test toimib hästi' })).toBeFocused({ timeout: 15_000 });
  });
});

test.describe('S7: under reduced motion no Tab stop is invisible', () => {
  for (const path of ['/', '/kontakt', '/blogi']) {
    test(`${path}: every Tab stop is on screen and at least 8 px in size, the logo rows' pause switch out of the order`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await visit(page, path);
      const invisible: string[] = [];
      let previous = '';
      for (let i = 0; i < 120; i++) {
        await page.keyboard.press('Tab');
        const stop = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          if (!el || el === document.body) return null;
          const boxOf = (node: Element) => node.getBoundingClientRect();
          // A visually hidden radio or checkbox shows its focus on its label.
          const label = (el as HTMLInputElement).labels?.[0] ?? el.closest('label');
          const own = boxOf(el);
          const box = own.width < 8 || own.height < 8 ? (label ? boxOf(label) : own) : own;
          const shown = box.width >= 8 && box.height >= 8 && box.bottom > 0 && box.top < innerHeight && getComputedStyle(el).visibility !== 'hidden';
          const key = el.id || `${el.tagName}:${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}:${Math.round(box.top + scrollY)}`;
          return { key, id: el.id, shown };
        });
        if (!stop || stop.key === previous) break;
        if (stop.id.endsWith('-pause') || !stop.shown) invisible.push(stop.key);
        previous = stop.key;
      }
      expect(invisible).toEqual([]);
    });
  }

  test('with motion on, the pause switch is a Tab stop that shows the focus', async ({ page }) => {
    await visit(page, '/kontakt');
    const pause = page.getByRole('checkbox', { name: 'Peata logode liikumine' });
    await pause.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(pause).toBeFocused();
    expect(await pause.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
  });
});

test.describe("M3: 'Muud' and 'Kontaktid' open by keyboard, never on focus", () => {
  test('passing through with Tab opens nothing', async ({ page }) => {
    await visit(page, '/kontakt');
    const more = page.getByRole('button', { name: 'Muud' });
    const contacts = page.getByRole('button', { name: 'Kontaktid' });
    await header(page).getByRole('link', { name: 'Tehtud tööd' }).focus();
    await page.keyboard.press('Tab');
    await expect(more).toBeFocused();
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    // Between the menu and the contacts: the language switch, a plain link to the same page in English.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('banner').getByRole('link', { name: 'In English' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(contacts).toBeFocused();
    await expect(contacts).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Tab');
    expect(await focusInside(page, 'main'), await focusedName(page)).toBe(true);
  });

  test('Enter opens and closes, Tab goes into the panel, Escape closes it and returns to the button', async ({ page }) => {
    await visit(page, '/kontakt');
    const more = page.getByRole('button', { name: 'Muud' });
    await activate(page, more);
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Enter');
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Space');
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(header(page).getByRole('link', { name: 'Tasuta audit' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(more).toBeFocused();
  });

  test("Arrow Down opens 'Kontaktid' at its first link; leaving it by Tab closes it", async ({ page }) => {
    await visit(page, '/tehtud-tood');
    const contacts = page.getByRole('button', { name: 'Kontaktid' });
    await contacts.focus();
    await page.keyboard.press('ArrowDown');
    await expect(contacts).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('header').getByRole('link', { name: '+372 5550 1234' }).first()).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.locator('header').getByRole('link', { name: 'Saada sõnum' }).first()).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(contacts).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('M4: where the spec fixes a timing, focus and the announcement stay', () => {
  test('contact: after 5 s the form is cleared and idle, and focus stays on the confirmation, now one line above it', async ({ page }) => {
    await page.clock.install({ time: new Date('2025-09-01T10:00:00') });
    await answerEmail(page);
    await visit(page, '/kontakt');
    await page.getByLabel('Nimi').fill('Mari Maasikas');
    await page.getByLabel('E-post').fill('mari@pagarikoda.ee');
    await page.getByLabel('Sõnum').fill('Tere! Vajame uut kodulehte.');
    await page.clock.pauseAt(new Date('2025-09-01T10:01:00'));
    await activate(page, page.getByRole('button', { name: 'Saada sõnum' }));
    const confirmation = page.getByRole('heading', { name: 'Aitäh, sõnum on saadetud!' });
    await expect(confirmation).toBeFocused();
    await page.clock.runFor(5_100);
    await expect(page.getByRole('form', { name: 'Kontaktivorm' })).toBeVisible();
    await expect(page.getByLabel('Nimi')).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Saada uus sõnum' })).toHaveCount(0);
    // Nothing moved under the visitor: the same heading, still focused, still in the status region, with when we reply.
    await expect(confirmation).toBeFocused();
    await expect(page.getByRole('status')).toHaveText('Aitäh, sõnum on saadetud! Vastame samal tööpäeval, hiljemalt järgmisel tööpäeval.');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Nimi')).toBeFocused();
    // A new message clears the line.
    await page.getByLabel('Nimi').fill('Mari');
    await page.getByLabel('E-post').fill('mari@pagarikoda.ee');
    await page.getByLabel('Sõnum').fill('Veel üks küsimus.');
    await activate(page, page.getByRole('button', { name: 'Saada sõnum' }));
    await expect(confirmation).toBeFocused();
    await expect(page.getByRole('button', { name: 'Saada uus sõnum' })).toBeVisible();
  });
});

test.describe('M5: a new page moves focus to its main heading', () => {
  test('a header link: focus on the new h1, the next Tab in the new content', async ({ page }) => {
    await visit(page, '/');
    await activate(page, header(page).getByRole('link', { name: 'Kontakt' }));
    await expect(page).toHaveURL(/\/kontakt$/);
    const h1 = page.getByRole('heading', { level: 1, name: 'Kontakt' });
    await expect(h1).toBeFocused();
    await page.keyboard.press('Tab');
    expect(await focusInside(page, 'main'), await focusedName(page)).toBe(true);
  });

  test("a footer link, and 'Esileht' on the home page itself", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await visit(page, '/kontakt');
    await activate(page, page.locator('footer').getByRole('link', { name: 'Tehtud tööd' }));
    await expect(page.getByRole('heading', { level: 1, name: 'Tehtud tööd' })).toBeFocused();
    await activate(page, header(page).getByRole('link', { name: 'Esileht' }));
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await page.evaluate(() => window.scrollTo(0, 2000));
    await activate(page, header(page).getByRole('link', { name: 'Esileht' }));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });

  test('back in history focuses the earlier page’s heading', async ({ page }) => {
    await visit(page, '/tehtud-tood');
    await activate(page, header(page).getByRole('link', { name: 'Kontakt' }));
    await expect(page.getByRole('heading', { level: 1, name: 'Kontakt' })).toBeFocused();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Tehtud tööd' })).toBeFocused();
  });

  test('the first page of a visit keeps the skip link as the first Tab stop', async ({ page }) => {
    await visit(page, '/kontakt');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Liigu põhisisu juurde' })).toBeFocused();
  });

  test('a page chosen in the phone menu: the menu closes, focus on the h1 @mobile-only', async ({ page }) => {
    await visit(page, '/');
    await activate(page, page.getByRole('button', { name: 'Ava menüü' }));
    await activate(page, page.getByRole('navigation', { name: 'Mobiilimenüü' }).getByRole('link', { name: 'Tehtud tööd' }));
    await expect(page).toHaveURL(/\/tehtud-tood$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tehtud tööd' })).toBeFocused();
  });
});
