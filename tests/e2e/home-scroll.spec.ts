import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { expectAt100 } from './home-helpers';


for (const id of ['pricing', 'audit', 'partners']) {
  test(`/#${id} opened from another route lands 100 px below the top @mobile`, async ({ page }) => {
    await page.goto('/kontakt');
    await page.evaluate((href) => {
      window.location.href = href;
    }, `/#${id}`);
    await expect(page).toHaveURL(new RegExp(`/#${id}$`));
    await expectAt100(page, id);
  });
}

test('header links from another route: Hinnakiri, Tasuta audit, Koostööpartnerid', async ({ page }) => {
  for (const [label, id] of [
    ['Hinnakiri', 'pricing'],
    ['Tasuta audit', 'audit'],
    ['Koostööpartnerid', 'partners'],
  ] as const) {
    await page.goto('/tehtud-tood');
    const nav = page.getByRole('navigation', { name: 'Peamenüü' });
    if (label === 'Hinnakiri') {
      await nav.getByRole('link', { name: label }).click();
    } else {
      await page.getByRole('button', { name: 'Muud' }).hover();
      await nav.getByRole('link', { name: label }).click();
    }
    await expect(page).toHaveURL(new RegExp(`/#${id}$`));
    await expectAt100(page, id);
  }
});

for (const [label, id] of [
  ['Hinnakiri', 'pricing'],
  ['Tasuta audit', 'audit'],
  ['Koostööpartnerid', 'partners'],
] as const) {
  test(`footer '${label}' from /kontakt goes home and scrolls to #${id} @mobile`, async ({ page }) => {
    await page.goto('/kontakt');
    await page.locator('footer').getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/#${id}$`));
    await expectAt100(page, id);
  });
}

test('footer section link on the home page scrolls there without leaving @mobile', async ({ page }) => {
  await page.goto('/');
  await page.locator('footer').getByRole('link', { name: 'Hinnakiri', exact: true }).click();
  await expect(page).toHaveURL(/\/#pricing$/);
  await expectAt100(page, 'pricing');
  await page.locator('footer').getByRole('link', { name: 'Esileht', exact: true }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 }).toBe(0);
});

/** Record window.scrollY at every frame (with the frame's time) until `stopScrollRecording`. */
async function startScrollRecording(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { scrollSamples: [number, number][]; recording: boolean };
    w.scrollSamples = [];
    w.recording = true;
    const sample = (time: number) => {
      w.scrollSamples.push([time, window.scrollY]);
      if (w.recording) requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
}

async function stopScrollRecording(page: Page): Promise<[number, number][]> {
  return page.evaluate(() => {
    const w = window as unknown as { scrollSamples: [number, number][]; recording: boolean };
    w.recording = false;
    return w.scrollSamples;
  });
}

test('a section jump takes 1000 ms on the curve cubic-bezier(0.25, 0, 0.35, 1): slow start, fast middle', async ({ page }) => {
  await page.goto('/');
  await startScrollRecording(page);
  await page.locator('section').first().getByRole('link', { name: /Vaata, mis sinu lehel puudu on/ }).click();
  await expectAt100(page, 'checklist');
  const samples = await stopScrollRecording(page);
  const from = samples[0][1];
  const to = samples.at(-1)![1];
  expect(to - from).toBeGreaterThan(300);
  const lastAtStart = samples.findLast(([, y]) => y === from)![0];
  const firstAtEnd = samples.find(([, y]) => Math.abs(y - to) < 1)![0];
  expect(firstAtEnd - lastAtStart).toBeGreaterThan(850);
  expect(firstAtEnd - lastAtStart).toBeLessThan(1350);
  const progressAt = (share: number) => {
    const time = lastAtStart + share * (firstAtEnd - lastAtStart);
    const [, y] = samples.reduce((best, s) => (Math.abs(s[0] - time) < Math.abs(best[0] - time) ? s : best));
    return (y - from) / (to - from);
  };
  // The curve gives 0.73 of the way at half time and 0.06 at a tenth.
  expect(progressAt(0.5)).toBeGreaterThan(0.55);
  expect(progressAt(0.5)).toBeLessThan(0.9);
  expect(progressAt(0.1)).toBeLessThan(0.25);
});

test('a wheel turn glides the page (smoothing factor 0.06: 90 % of the way in about 0.6 s)', async ({ page }) => {
  await page.goto('/');
  await page.mouse.move(640, 400);
  await page.evaluate(() => {
    const w = window as unknown as { wheelTaken: boolean[]; wheelTime: number };
    w.wheelTaken = [];
    window.addEventListener('wheel', (event) => {
      w.wheelTaken.push(event.defaultPrevented);
      w.wheelTime ??= event.timeStamp;
    });
  });
  await startScrollRecording(page);
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 }).toBe(600);
  const samples = await stopScrollRecording(page);
  const { wheelTaken, wheelTime } = await page.evaluate(() => {
    const w = window as unknown as { wheelTaken: boolean[]; wheelTime: number };
    return { wheelTaken: w.wheelTaken, wheelTime: w.wheelTime };
  });
  expect(wheelTaken).toEqual([true]);
  const moving = samples.filter(([time, y]) => time >= wheelTime && y > 0);
  // Not a jump: the first frame that moved covers only a small part of the way.
  expect(moving[0][1]).toBeLessThan(200);
  const at90 = moving.find(([, y]) => y >= 540)![0] - wheelTime;
  expect(at90).toBeGreaterThan(400);
  expect(at90).toBeLessThan(1000);
});

test('with reduced motion a section jump lands at once and the wheel scrolls natively', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await startScrollRecording(page);
  await page.locator('section').first().getByRole('link', { name: /Vaata, mis sinu lehel puudu on/ }).click();
  await expectAt100(page, 'checklist');
  const samples = await stopScrollRecording(page);
  const from = samples[0][1];
  const to = samples.at(-1)![1];
  expect(samples.filter(([, y]) => y !== from && Math.abs(y - to) > 1), 'no position between start and end').toEqual([]);

  await page.mouse.move(640, 400);
  const taken = page.evaluate(
    () => new Promise<boolean>((resolve) => window.addEventListener('wheel', (event) => resolve(event.defaultPrevented), { once: true })),
  );
  await page.mouse.wheel(0, 300);
  expect(await taken).toBe(false);
});
