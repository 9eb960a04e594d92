import type { Page } from '@playwright/test';
import { test, expect, visit } from './fixtures';
import { decodePng, pixelsChangedBy } from './pixels';

/**
 * Every focus ring is visible against what is really behind it (WCAG 1.4.11 for focus indicators, and the
 * 2.4.13 way of measuring it): the page is tabbed through stop by stop, and at each stop the screen around
 * the focused control is photographed with focus on it and again without. The pixels that changed are the ring;
 * at least a 2 px thick perimeter of them must have changed by a contrast of 3 : 1 or more. The blue
 * call-to-action panels (a 1.9 : 1 ring before) and the text fields (a 1 px border before) are on these pages.
 */

const PAGES = [
  '/',
  '/kontakt',
  '/blogi',
  '/seo-veebilehe-test',
  // An article whose call to action is the audit form on the blue panel, and one with buttons there.
  '/blogi/mis-on-seo-ja-milleks-seda-vaja-on',
  '/blogi/kahe-kuuga-3x-muugitulu-kuidas-veebilehe-optimeerimine-e-poe-muuki-tostab',
];

const MAX_STOPS = 120;
/** Screenshot margin around the ring's element: the ring is 3 px wide, 2 px away. */
const MARGIN = 8;

interface Stop {
  name: string;
  /** The box whose outline is the ring, in viewport pixels, clipped to the viewport. */
  box: { x: number; y: number; width: number; height: number };
  /** Its perimeter in CSS pixels (for a link broken over lines, the sum of its line boxes'). */
  perimeter: number;
}

/**
 * Focus the next control and describe it: 'end' when the order wraps around to a control already checked, 'page'
 * when focus fell to the page itself.
 */
async function nextStop(page: Page): Promise<Stop | 'end' | 'page'> {
  await page.keyboard.press('Tab');
  return page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'page';
    if (el.dataset.ringChecked) return 'end';
    el.dataset.ringChecked = 'yes';
    document.querySelector('[data-ring-current]')?.removeAttribute('data-ring-current');
    el.setAttribute('data-ring-current', '');
    const hasRing = (node: Element, pseudo?: string) => {
      const style = getComputedStyle(node, pseudo);
      return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    };
    // The element that draws the ring: the control, or (a visually hidden radio or checkbox) its label, or a
    // sibling (a slider's handle), or (a link whose ::after covers a card) the card the pseudo-element fills, or
    // the card around the link.
    const tiny = (node: Element) => {
      const r = node.getBoundingClientRect();
      return r.width < 4 || r.height < 4;
    };
    // A control drawn by something else: a transparent range input over a slider, whose handle shows the ring.
    const transparent = getComputedStyle(el).opacity === '0';
    let ringBox: Element = el;
    if (!hasRing(el) || tiny(el) || transparent) {
      const labels = [el.closest('label'), ...((el as HTMLInputElement).labels ?? [])].filter(Boolean) as Element[];
      const labelled = labels.flatMap((label) => [label, ...label.querySelectorAll('*')]).find((node) => hasRing(node));
      const drawnBy = [...(el.parentElement?.querySelectorAll('*') ?? [])].find((node) => node !== el && !node.contains(el) && hasRing(node));
      if (labelled) ringBox = labelled;
      else if (transparent && drawnBy) ringBox = drawnBy;
      else if (hasRing(el, '::after') && el.offsetParent) ringBox = el.offsetParent;
      else {
        for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
          if (hasRing(node)) {
            ringBox = node;
            break;
          }
        }
      }
    }
    // The whole ring on screen, clear of the fixed header and of the calculator's sticky price bar (whether those
    // cover a focused control is another test's question; this one measures the ring): centred.
    ringBox.scrollIntoView({ block: 'center', inline: 'nearest' });
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const r = ringBox.getBoundingClientRect();
    const x = Math.max(0, r.left);
    const y = Math.max(0, r.top);
    const name = `${el.tagName.toLowerCase()} “${(el.getAttribute('aria-label') ?? el.textContent ?? (el as HTMLInputElement).name ?? '').trim().slice(0, 40)}”`;
    const fragments = [...ringBox.getClientRects()];
    return {
      name,
      box: { x, y, width: Math.min(innerWidth, r.right) - x, height: Math.min(innerHeight, r.bottom) - y },
      perimeter: fragments.reduce((sum, f) => sum + 2 * (f.width + f.height), 0),
    };
  });
}

async function ringProblems(page: Page): Promise<{ stops: number; problems: string[] }> {
  const problems: string[] = [];
  let stops = 0;
  const dpr = await page.evaluate(() => devicePixelRatio);
  let previous = 'the start of the page';
  for (let i = 0; i < MAX_STOPS; i++) {
    let stop = await nextStop(page);
    if (stop === 'page') {
      // Past the last control Tab leaves the page, and the next Tab starts again at the first (already checked).
      stop = await nextStop(page);
      if (stop !== 'end') problems.push(`focus fell to the page after ${previous}`);
    }
    if (stop === 'end' || stop === 'page') break;
    previous = stop.name;
    stops++;
    const { box } = stop;
    if (box.width <= 0 || box.height <= 0) {
      problems.push(`${stop.name}: focused but not on screen`);
      continue;
    }
    const viewport = page.viewportSize()!;
    const clip = {
      x: Math.max(0, box.x - MARGIN),
      y: Math.max(0, box.y - MARGIN),
      width: Math.min(viewport.width, box.x + box.width + MARGIN) - Math.max(0, box.x - MARGIN),
      height: Math.min(viewport.height, box.y + box.height + MARGIN) - Math.max(0, box.y - MARGIN),
    };
    // Device pixels, not resampled: a resampled ring's edges blend with the background.
    const shot = () => page.screenshot({ clip, scale: 'device', animations: 'disabled', caret: 'hide' });
    const focused = decodePng(await shot());
    await page.evaluate(() => (document.activeElement as HTMLElement).blur());
    const unfocused = decodePng(await shot());
    // Back on the control, so the next Tab goes on from it.
    await page.evaluate(() => document.querySelector<HTMLElement>('[data-ring-current]')?.focus({ preventScroll: true }));
    const strong = pixelsChangedBy(unfocused, focused, 3);
    // A 2 CSS px thick line all around the box.
    const needed = 2 * stop.perimeter * dpr * dpr;
    if (process.env.RING_DEBUG) console.log(stop.name, strong, Math.round(needed));
    if (strong < needed) problems.push(`${stop.name}: ${strong} ring pixels at 3 : 1, ${Math.round(needed)} needed`);
  }
  return { stops, problems };
}

for (const path of PAGES) {
  test(`every focus ring on ${path} shows at 3 : 1 against its background`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await visit(page, path);
    await page.waitForLoadState('load');
    const { stops, problems } = await ringProblems(page);
    expect(stops, 'Tab stops checked').toBeGreaterThan(15);
    expect(problems).toEqual([]);
  });
}

test('every focus ring on the phone home page, the open menu included, shows at 3 : 1 @mobile-only', async ({ page }) => {
  test.setTimeout(120_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await visit(page, '/');
  await page.waitForLoadState('load');
  const closed = await ringProblems(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: 'Ava menüü' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Sulge menüü' }).evaluate((el) => el.setAttribute('data-ring-checked', 'yes'));
  const open = await ringProblems(page);
  expect(closed.stops).toBeGreaterThan(15);
  expect(open.stops, 'Tab stops in the open menu').toBeGreaterThanOrEqual(11);
  expect([...closed.problems, ...open.problems]).toEqual([]);
});
