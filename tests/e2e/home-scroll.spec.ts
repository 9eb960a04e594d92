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
