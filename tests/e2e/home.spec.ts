import type { Locator, Page } from '@playwright/test';
import { test, expect, visit } from './fixtures';
import { expectAt100, scrolledHeight } from './home-helpers';
import { byType, parseStaticHtml } from './html';
import { decodePng } from './pixels';
import { caseStudies, caseStudyStats } from '@/content/case-studies';
import { clientsPrimary, clientsSecondary } from '@/content/clients';
import { homeFaq } from '@/content/faq/home';
import { partners as PARTNERS } from '@/content/partners';
import { reviews as REVIEWS } from '@/content/reviews';

/** Content is read from content/ (what an editor changes), never retyped here. */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const N = REVIEWS.length;
/** The label of the review shown at position n (1-based, wrapping around), e.g. '2 / 4: Name'. */
const slide = (n: number) => new RegExp(`^${((n - 1 + N) % N) + 1} / ${N}:`);
const dot = (n: number) => new RegExp(`^Näita arvustust ${n}:`);

const SECTION_ORDER = ['checklist', 'reviews', 'about-us', 'why-us', 'audit', 'pricing', 'partners', 'faq', 'contact-cta'];

test.describe('home sections', () => {
  test('appear in the spec order with their anchors, FAQ title and client rows @mobile', async ({ page }) => {
    await visit(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Kodulehed ja e-poed');
    const tops = await Promise.all(SECTION_ORDER.map((id) => page.locator(`#${id}`).evaluate((el) => el.getBoundingClientRect().top + window.scrollY)));
    expect(tops).toEqual([...tops].sort((a, b) => a - b));
    await expect(page.locator('#faq').getByRole('heading', { level: 2 })).toHaveText('Korduma kippuvad küsimused');
    await expect(page.locator('#faq details')).toHaveCount(homeFaq.length);

    // Two client rows between the FAQ and the contact call to action: the first list titled, the second without a title.
    // Each a named list, not a landmark of its own (review 2, m6).
    const titled = page.getByRole('list', { name: 'Varasemad kliendid', exact: true });
    await expect(titled.getByRole('img')).toHaveCount(clientsPrimary.length);
    const untitled = page.getByRole('list', { name: 'Meie kliendid', exact: true });
    await expect(untitled.getByRole('img')).toHaveCount(clientsSecondary.length);
    await expect(untitled.locator('xpath=ancestor::section[1]').getByRole('heading')).toHaveCount(0);
    const faqTop = tops[SECTION_ORDER.indexOf('faq')];
    const ctaTop = tops[SECTION_ORDER.indexOf('contact-cta')];
    for (const row of [titled, untitled]) {
      const top = await row.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
      expect(top).toBeGreaterThan(faqTop);
      expect(top).toBeLessThan(ctaTop);
    }
  });

  test('each review picture is a file that has loaded before its slide is shown, with the company as its alt text @mobile', async ({ page }) => {
    await visit(page, '/', { waitUntil: 'load' });
    await page.locator('#reviews').scrollIntoViewIfNeeded();
    const current = page.locator('#reviews [aria-roledescription="arvustus"]:not([aria-hidden])');
    await expect(current).toHaveAttribute('aria-label', slide(1));
    const pictures = page.locator('#reviews figcaption img');
    await expect(pictures).toHaveCount(N);
    // While the first slide is shown, every slide's picture has loaded, the hidden slides' too (the browser alone would
    // fetch those only as they slide into view).
    await expect
      .poll(() => pictures.evaluateAll((images: HTMLImageElement[]) => images.map((img) => img.complete && img.naturalWidth > 0)))
      .toEqual(Array(N).fill(true));
    await expect(current).toHaveAttribute('aria-label', slide(1));
    for (const [i, review] of REVIEWS.entries()) {
      await expect(pictures.nth(i)).toHaveAttribute('alt', review.company);
      expect(await pictures.nth(i).evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toBe(review.image);
    }
  });

  test('hero shows the three platforms and its button scrolls smoothly to #checklist @mobile', async ({ page }) => {
    await visit(page, '/');
    const hero = page.locator('section').first();
    await expect(hero.getByRole('list', { name: 'Platvormid, millega töötame' }).getByRole('listitem')).toHaveText(['WordPress', 'Eritellimus', 'Shopify']);
    // The platform marks are drawn inline (no request of their own, and not an <img> without alt text).
    await expect(hero.getByRole('listitem').locator('svg[aria-hidden="true"]')).toHaveCount(3);
    await expect(hero.getByRole('listitem').locator('img')).toHaveCount(0);
    await hero.getByRole('link', { name: 'Vaata, mis kliente peletab' }).click();
    await expect(page).toHaveURL(/\/#checklist$/);
    await expectAt100(page, 'checklist');
  });
});

test.describe('reviews carousel', () => {
  const current = (page: Page) => page.locator('#reviews [aria-roledescription="arvustus"]:not([aria-hidden])');
  /** The carousel's status line: what a screen reader hears when the review changes (review 2, m2). */
  const said = (page: Page) => page.locator('#reviews').getByRole('status');

  test('dots jump to a review; arrows step with wrap-around; a change locks for 500 ms', async ({ page }) => {
    await visit(page, '/');
    const reviews = page.locator('#reviews');
    await expect(current(page)).toHaveAttribute('aria-label', new RegExp(`^1 / ${N}: ${escapeRegExp(REVIEWS[0].name)}`));
    await expect(said(page)).toHaveText('');
    await reviews.getByRole('button', { name: dot(N - 1) }).click();
    await expect(current(page)).toHaveAttribute('aria-label', slide(N - 1));
    // The visitor's change is said: "Arvustus 3 / 4: Maarja Randoja".
    await expect(said(page)).toHaveText(`Arvustus ${N - 1} / ${N}: ${REVIEWS[N - 2].name}`);
    await expect(reviews.getByRole('button', { name: dot(N - 1) })).toHaveAttribute('aria-current', 'true');
    await expect(current(page)).toBeVisible();

    // Two quick clicks: the second falls inside the 500 ms lock and is ignored. Both are sent in one go, so a busy
    // test machine cannot stretch the gap between them past the lock.
    await page.waitForTimeout(600);
    const next = reviews.getByRole('button', { name: 'Järgmine arvustus' });
    await next.evaluate((button: HTMLElement) => {
      button.click();
      button.click();
    });
    await expect(current(page)).toHaveAttribute('aria-label', slide(N));
    await page.waitForTimeout(600);
    await next.click();
    await expect(current(page)).toHaveAttribute('aria-label', slide(1));
    await expect(said(page)).toHaveText(`Arvustus 1 / ${N}: ${REVIEWS[0].name}`);
    await page.waitForTimeout(600);
    await reviews.getByRole('button', { name: 'Eelmine arvustus' }).click();
    await expect(current(page)).toHaveAttribute('aria-label', slide(N));
  });

  test('arrow keys step through the reviews', async ({ page }) => {
    await visit(page, '/');
    await page.locator('#reviews').getByRole('button', { name: 'Järgmine arvustus' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(current(page)).toHaveAttribute('aria-label', slide(N));
    await page.waitForTimeout(600);
    await page.keyboard.press('ArrowRight');
    await expect(current(page)).toHaveAttribute('aria-label', slide(1));
  });

  async function drag(page: Page, area: Locator, dx: number) {
    await area.scrollIntoViewIfNeeded();
    const box = (await area.boundingBox())!;
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + dx / 2, y, { steps: 4 });
    await page.mouse.move(x + dx, y, { steps: 4 });
    await page.mouse.up();
  }

  test('a drag under 50 px does nothing; over 50 px goes next (left) or previous (right), wrapping around', async ({ page }) => {
    await visit(page, '/');
    const area = current(page);
    await drag(page, area, -40);
    await page.waitForTimeout(600);
    await expect(current(page)).toHaveAttribute('aria-label', slide(1));
    await drag(page, area, 40);
    await page.waitForTimeout(600);
    await expect(current(page)).toHaveAttribute('aria-label', slide(1));
    await drag(page, area, 80);
    await expect(current(page)).toHaveAttribute('aria-label', slide(N));
    await page.waitForTimeout(600);
    await drag(page, area, -80);
    await expect(current(page)).toHaveAttribute('aria-label', slide(1));
    await page.waitForTimeout(600);
    await drag(page, area, -80);
    await expect(current(page)).toHaveAttribute('aria-label', slide(2));
  });

  test('a touch swipe over 50 px changes the review @mobile-only', async ({ page }) => {
    await visit(page, '/');
    const area = current(page);
    const box = (await area.boundingBox())!;
    const y = box.y + 40;
    const swipe = async (from: number, to: number) => {
      await area.dispatchEvent('pointerdown', { pointerType: 'touch', pointerId: 7, clientX: from, clientY: y, isPrimary: true, button: 0 });
      await area.dispatchEvent('pointerup', { pointerType: 'touch', pointerId: 7, clientX: to, clientY: y, isPrimary: true, button: 0 });
    };
    await swipe(250, 220);
    await expect(current(page)).toHaveAttribute('aria-label', slide(1));
    await swipe(250, 150);
    await expect(current(page)).toHaveAttribute('aria-label', slide(2));
  });

  /**
   * Lets React take in a pointer or focus change while the fake clock stands: it renders and runs its effects on
   * message-channel tasks, which the clock does not hold, so a little real time is enough for the rotation's timer to
   * be set again before the clock is moved on.
   */
  const settle = (page: Page) => page.waitForTimeout(300);

  /** Wait until the carousel is interactive (its pause button toggles), leaving it running with nothing focused. */
  async function whenRunning(page: Page) {
    await page.getByRole('button', { name: 'Peata arvustuste automaatne vahetumine' }).click();
    await page.getByRole('button', { name: 'Jätka arvustuste automaatset vahetumist' }).click();
    await expect(page.getByRole('button', { name: 'Peata arvustuste automaatne vahetumine' })).toBeVisible();
    await page.locator('h1').click();
    await expect(page.locator('#reviews :focus')).toHaveCount(0);
    await settle(page);
  }


  test('advances every 20 s, not while paused with its button', async ({ page }) => {
    await page.clock.install();
    await visit(page, '/');
    await whenRunning(page);
    await expect(current(page)).toHaveAttribute('aria-label', slide(1));
    await page.clock.fastForward(19_000);
    await expect(current(page)).toHaveAttribute('aria-label', slide(1));
    await page.clock.fastForward(1_500);
    await expect(current(page)).toHaveAttribute('aria-label', slide(2));
    // The rotation by itself is not announced.
    await expect(said(page)).toHaveText('');

    await page.getByRole('button', { name: 'Peata arvustuste automaatne vahetumine' }).click();
    // Move pointer and focus out of the carousel so that only the pause button holds it.
    await page.locator('h1').click();
    await expect(page.getByRole('button', { name: 'Jätka arvustuste automaatset vahetumist' })).toBeVisible();
    await page.clock.fastForward(45_000);
    await expect(current(page)).toHaveAttribute('aria-label', slide(2));
    await page.getByRole('button', { name: 'Jätka arvustuste automaatset vahetumist' }).click();
    await page.locator('h1').click();
    await settle(page);
    await page.clock.fastForward(21_000);
    await expect(current(page)).toHaveAttribute('aria-label', slide(3));
    await expect(said(page)).toHaveText('');
  });

  test('pauses while hovered or focused', async ({ page }) => {
    await page.clock.install();
    await visit(page, '/');
    await whenRunning(page);
    await current(page).hover();
    await settle(page);
    await page.clock.fastForward(45_000);
    await expect(current(page)).toHaveAttribute('aria-label', slide(1));
    await page.locator('h1').click();
    await settle(page);
    await page.clock.fastForward(21_000);
    await expect(current(page)).toHaveAttribute('aria-label', slide(2));

    await page.locator('#reviews').getByRole('button', { name: dot(1) }).focus();
    await settle(page);
    await page.clock.fastForward(45_000);
    await expect(current(page)).toHaveAttribute('aria-label', slide(2));
  });

  test('does not advance by itself under reduced motion and hides the pause control', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await visit(page, '/');
    await page.mouse.move(0, 0);
    await page.clock.fastForward(45_000);
    await expect(current(page)).toHaveAttribute('aria-label', slide(1));
    await expect(page.getByRole('button', { name: /arvustuste automaat/ })).toBeHidden();
  });
});

test.describe('pricing calculator', () => {
  const total = (page: Page) => page.locator('#pricing').getByTestId('price-total');
  const group = (page: Page, name: string) => page.locator('#pricing').getByRole('group', { name });

  test('custom web shop path: 995 → 1445 → +750 → +1000, and back to a website @mobile', async ({ page }) => {
    await visit(page, '/#pricing');
    await expect(total(page)).toHaveText(/^495\s€$/);
    await expect(group(page, 'Mida vajad?').getByRole('radio', { name: 'Koduleht' })).toBeChecked();
    await expect(group(page, 'Mitu lehte vajad?').getByRole('radio', { checked: true })).toHaveCount(0);
    await expect(group(page, 'Mitu toodet e-poodi tuleb?')).toHaveCount(0);

    await group(page, 'Mida vajad?').getByText('E-pood').click();
    await expect(total(page)).toHaveText(/^995\s€$/);
    await expect(group(page, 'Mitu toodet e-poodi tuleb?').getByRole('radio', { name: /Kuni 10 toodet/ })).toBeChecked();
    await group(page, 'Platvorm').getByRole('radio', { name: /Eritellimus/ }).check();
    await expect(total(page)).toHaveText(/^1445\s€$/);
    await group(page, 'Mitu lehte vajad?').getByRole('radio', { name: /Kuni 15 lehte/ }).check();
    await expect(total(page)).toHaveText(/^2195\s€$/);
    await group(page, 'Mitu toodet e-poodi tuleb?').getByRole('radio', { name: /Üle 100 toote/ }).check();
    await expect(total(page)).toHaveText(/^3195\s€$/);
    await expect(page.locator('#pricing')).toContainText('Hooldus 20 € kuus');

    await group(page, 'Mida vajad?').getByText('Koduleht').click();
    await expect(group(page, 'Platvorm').getByRole('radio', { name: /Eritellimus/ })).toBeChecked();
    await expect(total(page)).toHaveText(/^1345\s€$/);
    await expect(group(page, 'Mitu toodet e-poodi tuleb?')).toHaveCount(0);
    await expect(page.locator('#pricing')).toContainText('Hooldustasu pole');
  });

  test('Shopify path, and Shopify falls back to WordPress for a website', async ({ page }) => {
    await visit(page, '/');
    await group(page, 'Mida vajad?').getByText('E-pood').click();
    await group(page, 'Platvorm').getByRole('radio', { name: /Shopify/ }).check();
    await group(page, 'Mitu lehte vajad?').getByRole('radio', { name: /Kuni 3 lehte/ }).check();
    await group(page, 'Mitu toodet e-poodi tuleb?').getByRole('radio', { name: /Kuni 25 toodet/ }).check();
    await expect(total(page)).toHaveText(/^1395\s€$/);
    await expect(page.locator('#pricing')).toContainText('Hooldus 25 € kuus');

    await group(page, 'Mida vajad?').getByText('Koduleht').click();
    await expect(group(page, 'Platvorm').getByRole('radio')).toHaveCount(2);
    await expect(group(page, 'Platvorm').getByRole('radio', { name: /WordPress/ })).toBeChecked();
    await expect(total(page)).toHaveText(/^645\s€$/);
    await expect(page.locator('#pricing')).toContainText('esimesed 3 kuud tasuta');
  });

  test('works by keyboard: arrow keys move within a radio group', async ({ page }) => {
    await visit(page, '/');
    await group(page, 'Mitu lehte vajad?').getByRole('radio', { name: /1 leht/ }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await expect(group(page, 'Mitu lehte vajad?').getByRole('radio', { name: /Kuni 3 lehte/ })).toBeChecked();
    await expect(total(page)).toHaveText(/^645\s€$/);
  });

  test('leads on to the audit form and the contact page', async ({ page }) => {
    await visit(page, '/');
    const pricing = page.locator('#pricing');
    await expect(pricing.getByRole('link', { name: 'Küsi pakkumist' })).toHaveAttribute('href', '/kontakt?tuup=website&platvorm=wordpress');
    await pricing.getByRole('link', { name: 'Telli tasuta audit' }).click();
    await expect(page).toHaveURL(/\/#audit$/);
    await expectAt100(page, 'audit');
  });
});

test.describe('FAQ', () => {
  test('one item open at a time; clicking the open one closes it; keyboard works @mobile', async ({ page }) => {
    await visit(page, '/');
    const items = page.locator('#faq details');
    const first = items.nth(0);
    const second = items.nth(1);
    await first.locator('summary').click();
    await expect(first).toHaveAttribute('open', '');
    await expect(first.getByText(homeFaq[0].answer)).toBeVisible();
    await second.locator('summary').click();
    await expect(second).toHaveAttribute('open', '');
    await expect(first).not.toHaveAttribute('open');
    await second.locator('summary').click();
    await expect(second).not.toHaveAttribute('open');
    await expect(page.locator('#faq details[open]')).toHaveCount(0);

    await items.nth(2).locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(items.nth(2)).toHaveAttribute('open', '');
  });
});

test.describe('case studies', () => {
  test("show 'Enne'/'Pärast' panels, the stats table and 'Mis juhtus?' links to both articles @mobile", async ({ page }) => {
    await visit(page, '/');
    const why = page.locator('#why-us');
    await expect(why.locator('figcaption')).toHaveText(caseStudies.flatMap(() => ['Enne', 'Pärast']));
    const links = why.getByRole('link', { name: /^Mis juhtus\?/ });
    await expect(links).toHaveCount(caseStudies.length);
    for (const [i, study] of caseStudies.entries()) await expect(links.nth(i)).toHaveAttribute('href', study.link);
    const rows = why.locator('tbody tr');
    await expect(rows).toHaveText(caseStudyStats.map((stat) => new RegExp([stat.metric, stat.before, stat.after].map(escapeRegExp).join('\\s*'))));
    for (const img of await why.locator('img[data-shot]').all()) {
      await img.scrollIntoViewIfNeeded();
      await expect(img).toHaveJSProperty('complete', true);
      expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(640);
    }
  });

  const shotTransform = (shot: Locator) => shot.evaluate((el) => getComputedStyle(el).transform);
  const shotY = (shot: Locator) => shot.evaluate((el) => new DOMMatrixReadOnly(getComputedStyle(el).transform).m42);

  test('a panel scrolls down on hover and returns at double speed on leave', async ({ page }) => {
    await visit(page, '/');
    const panel = page.locator('#why-us figure').first();
    const shot = panel.locator('img');
    await panel.scrollIntoViewIfNeeded();
    expect(await shot.evaluate((el) => getComputedStyle(el).transitionDuration)).toBe('2s');
    await panel.hover();
    expect(await shot.evaluate((el) => getComputedStyle(el).transitionDuration)).toBe('4s');
    await expect.poll(() => shotY(shot)).toBeLessThan(-20);
    await page.mouse.move(5, 5);
    expect(await shot.evaluate((el) => getComputedStyle(el).transitionDuration)).toBe('2s');
    await expect.poll(() => shotY(shot), { timeout: 4000 }).toBeGreaterThan(-1);
  });

  test('panels stay still below 768 px @mobile-only', async ({ page }) => {
    await visit(page, '/');
    const panel = page.locator('#why-us figure').first();
    await panel.scrollIntoViewIfNeeded();
    await panel.tap();
    await panel.hover();
    await page.waitForTimeout(400);
    expect(await shotTransform(panel.locator('img'))).toBe('none');
  });

  test('panels stay still under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await visit(page, '/');
    const panel = page.locator('#why-us figure').first();
    await panel.hover();
    await page.waitForTimeout(400);
    expect(await shotTransform(panel.locator('img'))).toBe('none');
  });

  test('the keyboard scrolls a panel as hover does: Tab to it, its screenshot goes down; Tab on, it comes back (review 2, m13)', async ({ page }) => {
    await visit(page, '/');
    const frame = page.locator('#why-us').getByRole('img', { name: caseStudies[0].beforeAlt, exact: false }).first();
    const shot = frame.locator('img');
    await frame.scrollIntoViewIfNeeded();
    await page.locator('#why-us h2').first().evaluate((el: HTMLElement) => {
      el.tabIndex = -1;
      el.focus();
    });
    await page.keyboard.press('Tab');
    await expect(frame).toBeFocused();
    await expect.poll(() => shotY(shot)).toBeLessThan(-20);
    await page.keyboard.press('Tab');
    await expect(frame).not.toBeFocused();
    await expect.poll(() => shotY(shot), { timeout: 4000 }).toBeGreaterThan(-1);
  });

  test("below 768 px the keyboard shows a panel's lower part at once, without an animation @mobile-only", async ({ page }) => {
    await visit(page, '/');
    const frame = page.locator('#why-us').getByRole('img', { name: caseStudies[0].beforeAlt, exact: false }).first();
    await frame.scrollIntoViewIfNeeded();
    expect(await frame.locator('img').evaluate((el) => getComputedStyle(el).transitionProperty)).not.toContain('transform');
    await frame.focus();
    await expect.poll(() => shotY(frame.locator('img'))).toBeLessThan(-20);
  });
});

test.describe('the phone home page (issue 47, item 5: 16,217 px at 375 px before)', () => {
  test('is at most 10,000 px tall at 375 px, as a visitor scrolls it, its sections in the spec order @mobile-only', async ({ page }) => {
    expect(page.viewportSize()!.width).toBe(375);
    await visit(page, '/');
    const height = await scrolledHeight(page);
    test.info().annotations.push({ type: 'home height at 375 px', description: `${height} px` });
    expect(height).toBeLessThanOrEqual(10_000);
    const tops = await Promise.all(SECTION_ORDER.map((id) => page.locator(`#${id}`).evaluate((el) => el.getBoundingClientRect().top + window.scrollY)));
    expect(tops).toEqual([...tops].sort((a, b) => a - b));
  });

  test('the partners are a compact grid: two a row, each offer folded into its card and opened by its highlight @mobile', async ({ page }) => {
    await visit(page, '/');
    const cards = page.locator('#partners li');
    await expect(cards).toHaveCount(PARTNERS.length);
    await cards.first().scrollIntoViewIfNeeded();
    const boxes = await cards.evaluateAll((els) => els.map((el) => el.getBoundingClientRect()));
    // Two a row on a phone (three on a wide screen).
    expect(new Set(boxes.map((box) => Math.round(box.top))).size).toBe(Math.ceil(PARTNERS.length / (page.viewportSize()!.width < 1024 ? 2 : 3)));
    const partner = PARTNERS.find((p) => p.specialOffer)!;
    const card = cards.filter({ has: page.getByRole('heading', { name: partner.name, exact: true }) });
    const terms = card.getByText(partner.specialOffer!.text);
    await expect(terms).toBeHidden();
    await expect(card.getByText(partner.description)).toBeHidden();
    await card.getByText(partner.specialOffer!.highlight, { exact: true }).click();
    await expect(terms).toBeVisible();
    await expect(card.getByText(partner.description)).toBeVisible();
    // Its link stays in the card, folded or not.
    await expect(card.getByRole('link', { name: new RegExp(`^Kasuta pakkumist\\s*: ${partner.name}$`) })).toBeVisible();
    // Card content starts at the top and nothing is pushed apart: each card ends where its link ends (plus padding).
    const slack = await cards.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().bottom - el.lastElementChild!.getBoundingClientRect().bottom));
    for (const gap of slack) expect(gap).toBeLessThanOrEqual(25);
  });

  test('the footer shows the partners as monochrome marks, not white tiles @mobile', async ({ page }) => {
    await visit(page, '/');
    const marks = page.getByRole('contentinfo').getByRole('list').filter({ has: page.getByRole('img', { name: PARTNERS[0].name, exact: true }) });
    await marks.scrollIntoViewIfNeeded();
    await expect.poll(() => marks.getByRole('img').evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).complete))).toBe(true);
    const image = decodePng(await marks.screenshot());
    let coloured = 0;
    let white = 0;
    let light = 0;
    for (let i = 0; i < image.data.length; i += 4) {
      const [r, g, b] = [image.data[i], image.data[i + 1], image.data[i + 2]];
      if (Math.max(r, g, b) - Math.min(r, g, b) > 40) coloured++;
      if (Math.min(r, g, b) > 240) white++;
      if (Math.min(r, g, b) > 150) light++;
    }
    // Before: full-colour logos on white tiles, the brightest thing in the footer.
    const area = image.width * image.height;
    expect(coloured / area, 'coloured pixels').toBeLessThan(0.005);
    expect(white / area, 'white tiles').toBeLessThan(0.01);
    expect(light, 'the marks are drawn, light on the dark footer').toBeGreaterThan(200);
  });
});

test.describe('partners', () => {
  test('six partners with offers, including 0 € fixed fees for 3 months @mobile', async ({ page }) => {
    await visit(page, '/');
    const partners = page.locator('#partners');
    await expect(partners.getByRole('heading', { level: 3 })).toHaveCount(PARTNERS.length);
    for (const partner of PARTNERS) await expect(partners.getByRole('heading', { level: 3, name: partner.name, exact: true })).toBeVisible();
    for (const partner of PARTNERS.filter((p) => p.specialOffer)) await expect(partners.getByText(partner.specialOffer!.highlight, { exact: true })).toBeVisible();
    const promo = partners.getByRole('link', { name: /Kasuta pakkumist/ });
    await expect(promo).toHaveCount(PARTNERS.filter((p) => p.specialOffer?.promoUrl).length);
    await expect(promo.first()).toHaveAttribute('href', /^https:\/\//);
  });

  test('shows the alternate logo when a logo fails to load', async ({ page }) => {
    const partner = PARTNERS.find((p) => p.fallbackLogo)!;
    await page.route(`**${partner.logo}`, (route) => route.fulfill({ status: 404, body: '' }));
    await visit(page, '/');
    const logo = page.locator('#partners').getByRole('img', { name: partner.name, exact: true });
    await logo.scrollIntoViewIfNeeded();
    await expect(logo).toHaveAttribute('src', partner.fallbackLogo!);
    await expect.poll(() => logo.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
  });
});

test.describe('home structured data', () => {
  test('static HTML carries service, about page, reviews, director, partners, FAQ and client list', async ({ request }) => {
    const head = parseStaticHtml(await (await request.get('/')).text());
    expect(head.title).toBe('Veebiselge – Ärme aja asju keeruliseks!');
    expect(head.description?.length ?? 0).toBeGreaterThan(100);

    const [service] = byType(head.jsonLd, 'Service');
    expect(service.offers).toMatchObject({ '@type': 'AggregateOffer', priceCurrency: 'EUR', lowPrice: 495, highPrice: 3195 });
    expect((service.review as { author: { name: string } }[]).map((r) => r.author.name)).toEqual(REVIEWS.map((r) => r.name));
    // Dated as on the page (issue 47, item 6).
    expect((service.review as { datePublished: string }[]).map((r) => r.datePublished)).toEqual(REVIEWS.map((r) => r.date));
    // No self-served star rating (copy review 2, G12); the reviews themselves stay.
    expect(service.aggregateRating).toBeUndefined();

    const [about] = byType(head.jsonLd, 'AboutPage');
    expect(about.mainEntity).toMatchObject({ name: 'Kristjan Lepik' });
    const [person] = byType(head.jsonLd, 'Person');
    expect(person).toMatchObject({ name: 'Kristjan Lepik', jobTitle: 'Juhataja ja arendaja' });

    const lists = byType(head.jsonLd, 'ItemList');
    const partners = lists.find((l) => l.name === 'Koostööpartnerid')!;
    expect((partners.itemListElement as unknown[]).length).toBe(PARTNERS.length);
    const clients = lists.find((l) => l.name === 'Varasemad kliendid')!;
    expect((clients.itemListElement as unknown[]).length).toBe(clientsPrimary.length + clientsSecondary.length);

    const [faq] = byType(head.jsonLd, 'FAQPage');
    const questions = (faq.mainEntity as { name: string }[]).map((q) => q.name);
    expect(questions).toEqual(homeFaq.map((item) => item.question));
  });
});
