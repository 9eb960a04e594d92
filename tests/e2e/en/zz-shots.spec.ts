import { test } from '../fixtures';

const pages = ['/', '/our-work', '/contact', '/blog', '/blog/why-website-speed-decides-your-success', '/seo-website-test', '/privaatsus'];
async function segments(page: import('@playwright/test').Page, name: string, width: number, max = 6) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = width === 1440 ? 900 : 1100;
  for (let i = 0, y = 0; y < height && i < max; i++, y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/shots/${name}-${i}.png` });
  }
}
for (const width of [320, 375, 1440]) {
  for (const path of pages) {
    test(`shot ${width} ${path}`, async ({ page }) => {
      await page.setViewportSize({ width, height: width === 1440 ? 900 : 1100 });
      await page.goto(path);
      await page.waitForTimeout(500);
      const name = `en-${width}-${path === '/' ? 'home' : path.slice(1).replaceAll('/', '_')}`;
      await segments(page, name, width, width === 375 ? 8 : 3);
    });
  }
}

test('shot tester result 375', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/seo-website-test');
  await page.getByLabel('Website address').fill('paikesekiir.test');
  await page.getByRole('button', { name: 'Test my website' }).click();
  await page.getByRole('heading', { level: 2, name: /^paikesekiir\.test / }).waitFor({ timeout: 20_000 });
  await page.waitForTimeout(800);
  await page.screenshot({ path: '/tmp/shots/en-375-tester-result.png' });
});

test('shot mobile menu 320', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.waitForTimeout(400);
  await page.screenshot({ path: '/tmp/shots/en-320-menu.png' });
});
