import type { Page } from '@playwright/test';
import { test, expect, jsonLdBlocks, SITE_URL } from './fixtures';
import { byType, parseStaticHtml } from './html';

/** The 12 projects by id, as the visitor reads their names. */
const TITLES: Record<number, string> = {
  1: 'Kohvik Kaneel',
  2: 'Saunameister',
  3: 'Rattaring',
  4: 'Õigusbüroo Vaekoda',
  5: 'Hingus Jooga',
  6: 'Valgusjälg Fotostuudio',
  7: 'Elujõud',
  8: 'Puhas Kodu',
  9: 'Hambakliinik Naeratus',
  10: 'Lillepood Kannike',
  11: 'Tammeoks Mööbel',
  12: 'Mopeedikoda',
};
const ALL = Object.keys(TITLES).map(Number);
const titles = (ids: number[]) => ids.map((id) => TITLES[id]);

const GROUPS = { platform: 'Platvorm', type: 'Tüüp', theme: 'Kujundus' } as const;
type Group = keyof typeof GROUPS;

const projectList = (page: Page) => page.getByRole('list', { name: 'Projektid' });
const shownTitles = (page: Page) => projectList(page).getByRole('heading', { level: 3 });
const count = (page: Page) => page.getByRole('status').filter({ hasText: /projekt/ });
const toggle = (page: Page, group: Group, label: string) =>
  page.getByRole('group', { name: GROUPS[group] }).getByRole('button', { name: label, exact: true });

async function expectShown(page: Page, ids: number[]) {
  await expect(shownTitles(page)).toHaveText(titles(ids));
  await expect(count(page)).toHaveText(ids.length === 12 ? 'Näha on kõik 12 projekti' : `Näha on ${ids.length} ${ids.length === 1 ? 'projekt' : 'projekti'} 12-st`);
}

test.describe('portfolio gallery', () => {
  test('the static HTML lists all 12 projects with screenshots of fixed size', async ({ request }) => {
    const html = await (await request.get('/tehtud-tood')).text();
    for (const title of Object.values(TITLES)) expect(html).toContain(`>${title.replace('&', '&amp;')}</h3>`);
    const images = [...html.matchAll(/<img\b[^>]*src="\/images\/portfolio\/[a-z-]+\.webp"[^>]*>/g)].map((m) => m[0]);
    expect(images).toHaveLength(12);
    for (const img of images) {
      expect(img).toContain('width="800"');
      expect(img).toContain('height="500"');
    }
    expect(images.filter((img) => img.includes('loading="lazy"'))).toHaveLength(11);
  });

  test('shows every project in id order with the count @mobile', async ({ page }) => {
    await page.goto('/tehtud-tood');
    await expectShown(page, ALL);
    for (const button of await page.getByRole('group').getByRole('button').all()) {
      await expect(button).toHaveAttribute('aria-pressed', 'false');
    }
  });

  const single: [Group, string, number[]][] = [
    ['platform', 'WordPress', [1, 4, 5, 7, 9]],
    ['platform', 'Eritellimus', [2, 6, 8, 12]],
    ['platform', 'Shopify', [3, 10, 11]],
    ['type', 'Koduleht', [1, 2, 4, 5, 6, 8, 9]],
    ['type', 'E-pood', [3, 7, 10, 11, 12]],
    ['theme', 'Hele', [1, 5, 7, 8, 9, 10, 12]],
    ['theme', 'Tume', [2, 3, 4, 6, 11]],
  ];
  for (const [group, label, ids] of single) {
    test(`the single toggle '${label}' shows only its projects and toggles off again`, async ({ page }) => {
      await page.goto('/tehtud-tood');
      const button = toggle(page, group, label);
      await button.click();
      await expect(button).toHaveAttribute('aria-pressed', 'true');
      await expectShown(page, ids);
      await button.click();
      await expect(button).toHaveAttribute('aria-pressed', 'false');
      await expectShown(page, ALL);
    });
  }

  test('two toggles in one group combine with OR @mobile', async ({ page }) => {
    await page.goto('/tehtud-tood');
    await toggle(page, 'platform', 'Shopify').click();
    await toggle(page, 'platform', 'WordPress').click();
    await expectShown(page, [1, 3, 4, 5, 7, 9, 10, 11]);
  });

  test('toggles in different groups combine with AND', async ({ page }) => {
    await page.goto('/tehtud-tood');
    await toggle(page, 'type', 'E-pood').click();
    await toggle(page, 'theme', 'Tume').click();
    await expectShown(page, [3, 11]);
    await toggle(page, 'platform', 'WordPress').click();
    await toggle(page, 'theme', 'Tume').click();
    await expectShown(page, [7]);
    await toggle(page, 'platform', 'Eritellimus').click();
    await toggle(page, 'theme', 'Hele').click();
    await expectShown(page, [7, 12]);
  });

  test('says so clearly when nothing matches, and clearing brings every project back @mobile', async ({ page }) => {
    await page.goto('/tehtud-tood');
    await toggle(page, 'platform', 'Shopify').click();
    await toggle(page, 'type', 'Koduleht').click();
    await expect(page.getByText('Nende valikutega ei leidnud ühtegi projekti.')).toBeVisible();
    await expect(projectList(page)).toHaveCount(0);
    await expect(count(page)).toHaveText('Näha on 0 projekti 12-st');

    await page.getByRole('button', { name: 'Tühista kõik filtrid' }).click();
    await expectShown(page, ALL);
    await expect(page.getByText('Nende valikutega ei leidnud ühtegi projekti.')).toHaveCount(0);
  });

  test("'Tühista kõik filtrid' clears every group", async ({ page }) => {
    await page.goto('/tehtud-tood');
    const clear = page.getByRole('button', { name: 'Tühista kõik filtrid' });
    await expect(clear).toBeDisabled();
    await toggle(page, 'platform', 'Eritellimus').click();
    await toggle(page, 'platform', 'Shopify').click();
    await toggle(page, 'type', 'E-pood').click();
    await toggle(page, 'theme', 'Hele').click();
    await expectShown(page, [10, 12]);
    await clear.click();
    await expectShown(page, ALL);
    for (const button of await page.getByRole('group').getByRole('button').all()) {
      await expect(button).toHaveAttribute('aria-pressed', 'false');
    }
    await expect(clear).toBeDisabled();
  });

  test('the toggles work by keyboard', async ({ page }) => {
    await page.goto('/tehtud-tood');
    await toggle(page, 'theme', 'Tume').focus();
    await page.keyboard.press('Enter');
    await expectShown(page, [2, 3, 4, 6, 11]);
    await page.keyboard.press('Space');
    await expectShown(page, ALL);
  });

  test('a screenshot that fails to load is replaced by the not-found image', async ({ page }) => {
    await page.route('**/images/portfolio/rattaring.webp', (route) => route.abort());
    await page.goto('/tehtud-tood');
    const broken = projectList(page).getByRole('img', { name: /^Rattaring/ });
    await broken.scrollIntoViewIfNeeded();
    await expect(broken).toHaveAttribute('src', '/images/portfolio/not-found.svg');
    await expect.poll(() => broken.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    const fine = projectList(page).getByRole('img', { name: /^Saunameister/ });
    await expect(fine).toHaveAttribute('src', '/images/portfolio/saunameister.webp');
  });
});

test.describe('portfolio page content', () => {
  test('has the 4-question FAQ, client logos and an offer button to /kontakt @mobile', async ({ page }) => {
    await page.goto('/tehtud-tood');
    await expect(page.getByRole('region', { name: 'Küsimused meie tööde kohta' }).locator('summary')).toHaveCount(4);
    const clients = page.getByRole('region', { name: 'Varasemad kliendid' });
    expect(await clients.getByRole('img').count()).toBeGreaterThanOrEqual(9);
    await page.locator('#contact-cta').getByRole('link', { name: 'Küsi pakkumist' }).click();
    await expect(page).toHaveURL(/\/kontakt$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kontakt');
  });

  test('emits CollectionPage JSON-LD with an ItemList of the 12 projects and a 4-question FAQPage', async ({ page }) => {
    await page.goto('/tehtud-tood');
    const blocks = await jsonLdBlocks(page);
    const [collection] = byType(blocks, 'CollectionPage');
    expect(collection).toMatchObject({ url: `${SITE_URL}/tehtud-tood`, inLanguage: 'et' });
    const list = collection.mainEntity as { '@type': string; numberOfItems: number; itemListElement: { position: number; item: Record<string, string> }[] };
    expect(list['@type']).toBe('ItemList');
    expect(list.numberOfItems).toBe(12);
    expect(list.itemListElement.map((e) => e.position)).toEqual(ALL);
    expect(list.itemListElement.map((e) => e.item.name)).toEqual(titles(ALL));
    for (const { item } of list.itemListElement) {
      expect(item.url).toMatch(/^https:\/\/[a-z0-9.-]+\.ee$/);
      expect(item.image).toMatch(new RegExp(`^${SITE_URL}/images/portfolio/[a-z-]+\\.webp$`));
      expect(item.description.length).toBeGreaterThan(50);
    }
    const [faq] = byType(blocks, 'FAQPage');
    expect((faq.mainEntity as unknown[]).length).toBe(4);
  });

  test('the structured data is in the static HTML', async ({ request }) => {
    const head = parseStaticHtml(await (await request.get('/tehtud-tood')).text());
    expect(byType(head.jsonLd, 'CollectionPage')).toHaveLength(1);
    expect(head.h1).toEqual(['Tehtud tööd']);
  });
});
