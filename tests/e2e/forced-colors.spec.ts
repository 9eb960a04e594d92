import type { Locator, Page, TestInfo } from '@playwright/test';
import { test, expect, visit } from './fixtures';
import { contrastRatio, decodePng, dominantColour, pixelsChangedBy, type Pixels } from './pixels';

/**
 * Forced colours (Windows contrast themes; accessibility review M8): the browser replaces the site's colours
 * with the theme's and drops backgrounds and shadows, the only marks of a selected option here before. Each
 * selected control must still look different from an unselected one: photographed side by side, their
 * backgrounds differ by at least 3 : 1, and the selected one wears the theme's selection colour (Highlight).
 * And its label must stay readable on that fill (review 2, N1: the browser's text backplate covered the glyphs
 * with a box of their own colour): the label's own pixels are compared with the pill's, in a dark and a light
 * theme (Chromium's emulated contrast theme follows prefers-color-scheme: black or white Canvas).
 */

const THEMES = ['dark', 'light'] as const;
type Theme = (typeof THEMES)[number];

async function forceColours(page: Page, theme: Theme = 'dark') {
  await page.emulateMedia({ forcedColors: 'active', colorScheme: theme, reducedMotion: 'reduce' });
}

test.beforeEach(async ({ page }) => {
  await forceColours(page);
});

async function shot(element: Locator, testInfo: TestInfo, name: string): Promise<Pixels> {
  const png = await element.screenshot({ scale: 'css', animations: 'disabled' });
  await testInfo.attach(`${name}.png`, { body: png, contentType: 'image/png' });
  return decodePng(png);
}

/** The theme's selection colour and page colour, as the browser resolves them. */
function systemColours(page: Page): Promise<{ highlight: string; canvas: string }> {
  return page.evaluate(() => {
    const probe = document.createElement('div');
    document.body.append(probe);
    probe.style.backgroundColor = 'Highlight';
    const highlight = getComputedStyle(probe).backgroundColor;
    probe.style.backgroundColor = 'Canvas';
    const canvas = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return { highlight, canvas };
  });
}

/** The box of an element's own text (its text nodes, not a radio or an icon), relative to the element. */
function textBox(element: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  return element.evaluate((el) => {
    const range = document.createRange();
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT, { acceptNode: (n) => (n.textContent!.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_REJECT) });
    const rects: DOMRect[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      range.selectNodeContents(node);
      rects.push(...range.getClientRects());
    }
    const own = el.getBoundingClientRect();
    const left = Math.min(...rects.map((r) => r.left));
    const top = Math.min(...rects.map((r) => r.top));
    return { x: left - own.left, y: top - own.top, width: Math.max(...rects.map((r) => r.right)) - left, height: Math.max(...rects.map((r) => r.bottom)) - top };
  });
}

/**
 * The label is readable on its pill: inside the box of its text, the pill's colour shows between the glyphs (the
 * backplate box of review 2's N1 covered all of it), and the glyphs' ink stands out from the pill by 4.5 : 1.
 */
function expectLabelReadable(image: Pixels, box: { x: number; y: number; width: number; height: number }, pill: readonly number[], name: string) {
  let total = 0;
  let background = 0;
  let ink = 0;
  for (let y = Math.max(0, Math.floor(box.y)); y < Math.min(image.height, Math.ceil(box.y + box.height)); y++) {
    for (let x = Math.max(0, Math.floor(box.x)); x < Math.min(image.width, Math.ceil(box.x + box.width)); x++) {
      const i = (y * image.width + x) * 4;
      const colour = [image.data[i], image.data[i + 1], image.data[i + 2]];
      const ratio = contrastRatio(colour, pill);
      total++;
      if (ratio < 1.1) background++;
      else if (ratio >= 4.5) ink++;
    }
  }
  expect(total, `${name}: its text has a box`).toBeGreaterThan(50);
  expect(background / total, `${name}: the pill shows between the glyphs (not a box over them)`).toBeGreaterThan(0.4);
  expect(ink / total, `${name}: glyph pixels at 4.5 : 1 against the pill`).toBeGreaterThan(0.04);
}

/**
 * Selected and unselected look different (backgrounds ≥ 3 : 1), the selected one is drawn in Highlight, and both
 * labels can be read on their own backgrounds.
 */
async function expectSelectedStandsOut(page: Page, testInfo: TestInfo, name: string, selected: Locator, unselected: Locator) {
  const onImage = await shot(selected, testInfo, `${name}-selected`);
  const offImage = await shot(unselected, testInfo, `${name}-unselected`);
  const on = dominantColour(onImage);
  const off = dominantColour(offImage);
  expect(contrastRatio(on, off), `${name}: selected ${on} against unselected ${off}`).toBeGreaterThanOrEqual(3);
  const { highlight } = await systemColours(page);
  expect(await selected.evaluate((el) => getComputedStyle(el).backgroundColor), `${name}: selected background`).toBe(highlight);
  expectLabelReadable(onImage, await textBox(selected), on, `${name} (selected)`);
  expectLabelReadable(offImage, await textBox(unselected), off, `${name} (unselected)`);
}

for (const theme of THEMES) {
  test(`forced colours, ${theme} theme: the calculator shows the chosen type and options, their labels readable`, async ({ page }, testInfo) => {
    await forceColours(page, theme);
    await visit(page, '/');
    const pricing = page.locator('#pricing');
    await pricing.scrollIntoViewIfNeeded();
    const type = pricing.getByRole('group', { name: 'Mida vajad?' });
    const option = (group: Locator, name: string) => group.locator('label').filter({ hasText: name });
    await expectSelectedStandsOut(page, testInfo, 'type-website', option(type, 'Koduleht'), option(type, 'E-pood'));

    // Chosen by keyboard, the other side takes the mark.
    await type.getByRole('radio', { name: 'Koduleht' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(type.getByRole('radio', { name: 'E-pood' })).toBeChecked();
    await expectSelectedStandsOut(page, testInfo, 'type-shop', option(type, 'E-pood'), option(type, 'Koduleht'));

    const platform = pricing.getByRole('group', { name: 'Platvorm' });
    await expectSelectedStandsOut(page, testInfo, 'platform', option(platform, 'WordPress'), option(platform, 'Eritellimus'));
    await testInfo.attach('calculator.png', { body: await pricing.locator('form').screenshot({ scale: 'css', animations: 'disabled' }), contentType: 'image/png' });
  });

  test(`forced colours, ${theme} theme: the portfolio filters show which are on, their labels readable`, async ({ page }, testInfo) => {
    await forceColours(page, theme);
    await visit(page, '/tehtud-tood');
    const platform = page.getByRole('group', { name: 'Platvorm' });
    await platform.getByRole('button', { name: 'WordPress' }).click();
    await expect(platform.getByRole('button', { name: 'WordPress' })).toHaveAttribute('aria-pressed', 'true');
    await expectSelectedStandsOut(page, testInfo, 'filter', platform.getByRole('button', { name: 'WordPress' }), platform.getByRole('button', { name: 'Shopify' }));
  });

  test(`forced colours, ${theme} theme: the blog tag buttons show the chosen tag, its label readable`, async ({ page }, testInfo) => {
    await forceColours(page, theme);
    await visit(page, '/blogi?tag=SEO');
    const tags = page.getByRole('group', { name: 'Teemad' });
    await expect(tags.getByRole('button', { name: 'SEO' })).toHaveAttribute('aria-pressed', 'true');
    await expectSelectedStandsOut(page, testInfo, 'tag', tags.getByRole('button', { name: 'SEO' }), tags.getByRole('button', { name: 'Kõik' }));
  });
}

test('forced colours: the review dots are drawn, the current one in Highlight', async ({ page }, testInfo) => {
  await visit(page, '/');
  const dots = page.getByRole('button', { name: /^Näita arvustust/ });
  await dots.first().scrollIntoViewIfNeeded();
  const { canvas } = await systemColours(page);
  const page_ = canvas.match(/\d+/g)!.slice(0, 3).map(Number);
  const current = await shot(dots.nth(0), testInfo, 'dot-current');
  const other = await shot(dots.nth(1), testInfo, 'dot-other');
  const inked = (image: Pixels) => {
    let n = 0;
    for (let i = 0; i < image.data.length; i += 4) if (contrastRatio([image.data[i], image.data[i + 1], image.data[i + 2]], page_) >= 3) n++;
    return n;
  };
  // Before, the dots were background colour only, and vanished: no pixel differed from the page.
  expect(inked(other), 'an unselected dot is drawn').toBeGreaterThan(20);
  expect(inked(current), 'the current dot is filled').toBeGreaterThan(inked(other));
});

test('forced colours: a focused text field shows its ring', async ({ page }) => {
  await visit(page, '/kontakt');
  const field = page.getByLabel('Nimi');
  await field.scrollIntoViewIfNeeded();
  const box = (await field.boundingBox())!;
  const clip = { x: box.x - 8, y: box.y - 8, width: box.width + 16, height: box.height + 16 };
  const blurred = decodePng(await page.screenshot({ clip, scale: 'css', animations: 'disabled', caret: 'hide' }));
  await field.focus();
  const focused = decodePng(await page.screenshot({ clip, scale: 'css', animations: 'disabled', caret: 'hide' }));
  // A 2 px line all around (before: `outline: none`, and the ring a box-shadow the theme removes).
  expect(pixelsChangedBy(blurred, focused, 3)).toBeGreaterThanOrEqual(2 * 2 * (box.width + box.height));
});
