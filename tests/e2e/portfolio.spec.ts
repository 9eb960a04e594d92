import type { Page } from '@playwright/test';
import { test, expect, jsonLdBlocks, SITE_URL, visit } from './fixtures';
import { byType, parseStaticHtml } from './html';
import { caseStudies } from '@/content/case-studies';
import { clientsPrimary } from '@/content/clients';
import { portfolioFaq } from '@/content/faq/portfolio';
import { projects } from '@/content/portfolio';
import { shownCountText } from '@/lib/portfolio';

/** The projects as content/portfolio.ts holds them (what an editor changes), in id order. */
const PROJECTS = [...projects].sort((a, b) => a.id - b.id);
const TOTAL = PROJECTS.length;
const ALL = PROJECTS.map((p) => p.id);
const titles = (ids: number[]) => ids.map((id) => PROJECTS.find((p) => p.id === id)!.title);

const GROUPS = { platform: 'Platvorm', type: 'Tüüp', theme: 'Kujundus' } as const;
type Group = keyof typeof GROUPS;
/** The toggles by their label, as the visitor reads them. */
const LABELS = {
  WordPress: ['platform', 'wordpress'],
  Eritellimus: ['platform', 'custom'],
  Shopify: ['platform', 'shopify'],
  Koduleht: ['type', 'website'],
  'E-pood': ['type', 'ecommerce'],
  Hele: ['theme', 'light'],
  Tume: ['theme', 'dark'],
} as const satisfies Record<string, readonly [Group, string]>;
type Label = keyof typeof LABELS;

/** The ids the spec's rule keeps for the chosen toggles: any value within a group, every group, sorted by id. */
function matching(chosen: Label[]): number[] {
  const wanted = (group: Group) => chosen.filter((label) => LABELS[label][0] === group).map((label) => LABELS[label][1] as string);
  return ALL.filter((id) => {
    const project = PROJECTS.find((p) => p.id === id)!;
    return (['platform', 'type', 'theme'] as const).every((group) => wanted(group).length === 0 || wanted(group).includes(project[group]));
  });
}

const projectList = (page: Page) => page.getByRole('list', { name: 'Projektid' });
const shownTitles = (page: Page) => projectList(page).getByRole('heading', { level: 3 });
const count = (page: Page) => page.getByRole('status').filter({ hasText: /projekt/ });
const toggle = (page: Page, label: Label) =>
  page.getByRole('group', { name: GROUPS[LABELS[label][0]] }).getByRole('button', { name: label, exact: true });

async function expectShown(page: Page, ids: number[]) {
  await expect(shownTitles(page)).toHaveText(titles(ids));
  await expect(count(page)).toHaveText(shownCountText(ids.length, TOTAL));
}

test.describe('portfolio gallery', () => {
  test('the static HTML lists every project with screenshots of fixed size', async ({ request }) => {
    const html = await (await request.get('/tehtud-tood')).text();
    for (const title of titles(ALL)) expect(html).toContain(`>${title.replace(/&/g, '&amp;')}</h3>`);
    const images = [...html.matchAll(/<img\b[^>]*src="\/images\/portfolio\/[a-z0-9-]+\.webp"[^>]*>/g)].map((m) => m[0]);
    expect(images).toHaveLength(TOTAL);
    for (const img of images) {
      expect(img).toContain('width="800"');
      expect(img).toContain('height="500"');
    }
    // Every screenshot is lazy: the first is below a phone's first screen. A desktop, where it is in the first
    // screen, fetches it with the page's first requests through a preload for wide screens only.
    expect(images.filter((img) => img.includes('loading="lazy"'))).toHaveLength(TOTAL);
    const firstImage = /src="([^"]+)"/.exec(images[0])?.[1];
    const preloads = [...html.matchAll(/<link rel="preload"[^>]*as="image"[^>]*>/g)].map((m) => m[0]);
    expect(preloads.filter((link) => link.includes('/images/portfolio/'))).toEqual([
      `<link rel="preload" href="${firstImage}" as="image" fetchPriority="high" media="(min-width: 1024px)"/>`,
    ]);
  });

  test('a phone fetches the first screenshot after the style sheet, a desktop with the first requests', async ({ browser }) => {
    for (const [width, height, preloaded] of [[412, 823, false], [1440, 900, true]] as const) {
      const page = await browser.newPage({ viewport: { width, height } });
      const requested: string[] = [];
      page.on('request', (r) => requested.push(new URL(r.url()).pathname));
      // The style sheet is held back: until it arrives nothing is laid out, so no lazy picture is fetched.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/_next/static/**/*.css', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/tehtud-tood', { waitUntil: 'commit' });
      await expect.poll(() => requested.some((path) => path.endsWith('.css'))).toBe(true);
      const first = '/images/portfolio/kohvik-kaneel.webp';
      if (preloaded) await expect.poll(() => requested).toContain(first);
      else {
        // Long enough for the parser to reach every <img> and the preload (the document is already here).
        await page.waitForTimeout(500);
        expect(requested.filter((path) => path.startsWith('/images/portfolio/'))).toEqual([]);
      }
      release();
      const image = page.locator(`main img[src="${first}"]`);
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(800);
      expect(requested.filter((path) => path === first)).toHaveLength(1);
      await page.close();
    }
  });

  test('shows every project in id order with the count @mobile', async ({ page }) => {
    await visit(page, '/tehtud-tood');
    await expectShown(page, ALL);
    for (const button of await page.getByRole('group').getByRole('button').all()) {
      await expect(button).toHaveAttribute('aria-pressed', 'false');
    }
  });

  for (const label of Object.keys(LABELS) as Label[]) {
    test(`the single toggle '${label}' shows only its projects and toggles off again`, async ({ page }) => {
      await visit(page, '/tehtud-tood');
      const button = toggle(page, label);
      await button.click();
      await expect(button).toHaveAttribute('aria-pressed', 'true');
      await expectShown(page, matching([label]));
      await button.click();
      await expect(button).toHaveAttribute('aria-pressed', 'false');
      await expectShown(page, ALL);
    });
  }

  test('two toggles in one group combine with OR @mobile', async ({ page }) => {
    await visit(page, '/tehtud-tood');
    await toggle(page, 'Shopify').click();
    await toggle(page, 'WordPress').click();
    await expectShown(page, matching(['Shopify', 'WordPress']));
  });

  test('toggles in different groups combine with AND', async ({ page }) => {
    await visit(page, '/tehtud-tood');
    await toggle(page, 'E-pood').click();
    await toggle(page, 'Tume').click();
    await expectShown(page, matching(['E-pood', 'Tume']));
    await toggle(page, 'WordPress').click();
    await toggle(page, 'Tume').click();
    await expectShown(page, matching(['E-pood', 'WordPress']));
    await toggle(page, 'Eritellimus').click();
    await toggle(page, 'Hele').click();
    await expectShown(page, matching(['E-pood', 'WordPress', 'Eritellimus', 'Hele']));
  });

  test('says so clearly when nothing matches, and clearing brings every project back @mobile', async ({ page }) => {
    // A platform, type and theme that no project has together (the first such choice in today's content).
    const combinations = (['WordPress', 'Eritellimus', 'Shopify'] as const).flatMap((platform) =>
      (['Koduleht', 'E-pood'] as const).flatMap((type) => [[platform, type], ...(['Hele', 'Tume'] as const).map((theme) => [platform, type, theme])]),
    ) as Label[][];
    const empty = combinations.find((labels) => matching(labels).length === 0);
    expect(empty, 'content/portfolio.ts has a project for every platform, type and theme together: no choice of toggles reaches the empty state, so this test needs another way to reach it').toBeDefined();
    await visit(page, '/tehtud-tood');
    for (const label of empty!) await toggle(page, label).click();
    await expect(page.getByText('Nende valikutega ei leidnud ühtegi projekti.')).toBeVisible();
    await expect(projectList(page)).toHaveCount(0);
    await expect(count(page)).toHaveText(shownCountText(0, TOTAL));

    await page.getByRole('button', { name: 'Tühista kõik filtrid' }).click();
    await expectShown(page, ALL);
    await expect(page.getByText('Nende valikutega ei leidnud ühtegi projekti.')).toHaveCount(0);
  });

  test("'Tühista kõik filtrid' clears every group", async ({ page }) => {
    await visit(page, '/tehtud-tood');
    const clear = page.getByRole('button', { name: 'Tühista kõik filtrid' });
    await expect(clear).toBeDisabled();
    await toggle(page, 'Eritellimus').click();
    await toggle(page, 'Shopify').click();
    await toggle(page, 'E-pood').click();
    await toggle(page, 'Hele').click();
    await expectShown(page, matching(['Eritellimus', 'Shopify', 'E-pood', 'Hele']));
    await clear.click();
    await expectShown(page, ALL);
    for (const button of await page.getByRole('group').getByRole('button').all()) {
      await expect(button).toHaveAttribute('aria-pressed', 'false');
    }
    await expect(clear).toBeDisabled();
  });

  test('the toggles work by keyboard', async ({ page }) => {
    await visit(page, '/tehtud-tood');
    await toggle(page, 'Tume').focus();
    await page.keyboard.press('Enter');
    await expectShown(page, matching(['Tume']));
    await page.keyboard.press('Space');
    await expectShown(page, ALL);
  });

  test('a screenshot that fails to load is replaced by the not-found image', async ({ page }) => {
    const [, fineProject, brokenProject] = PROJECTS;
    const named = (title: string) => new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
    await page.route(`**${brokenProject.image}`, (route) => route.abort());
    await visit(page, '/tehtud-tood');
    const broken = projectList(page).getByRole('img', { name: named(brokenProject.title) });
    await broken.scrollIntoViewIfNeeded();
    await expect(broken).toHaveAttribute('src', '/images/portfolio/not-found.svg');
    await expect.poll(() => broken.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    const fine = projectList(page).getByRole('img', { name: named(fineProject.title) });
    await expect(fine).toHaveAttribute('src', fineProject.image);
  });
});

test.describe('project cards', () => {
  /** A card's look under the pointer after its transition, and before. */
  const look = (card: import('@playwright/test').Locator) =>
    card.evaluate((el) => ({ shadow: getComputedStyle(el).boxShadow, transform: getComputedStyle(el).transform }));

  test('a card with a client story links to it and lifts under the pointer; a card with nothing to open stays still', async ({ page }) => {
    await visit(page, '/tehtud-tood');
    const withStory = PROJECTS.filter((p) => p.caseStudy);
    expect(withStory.length).toBeGreaterThan(0);
    for (const project of PROJECTS) {
      const card = projectList(page).getByRole('article').filter({ has: page.getByRole('heading', { name: project.title, exact: true }) });
      await card.scrollIntoViewIfNeeded();
      await page.mouse.move(0, 0);
      await page.waitForTimeout(250);
      const still = await look(card);
      await card.hover();
      await page.waitForTimeout(350);
      const hovered = await look(card);
      const story = caseStudies.find((c) => c.id === project.caseStudy);
      if (story) {
        await expect(card.getByRole('link', { name: `Loe ${story.companyGenitive} lugu` }), project.title).toHaveAttribute('href', story.link);
        expect(hovered, `${project.title} should answer the pointer`).not.toEqual(still);
      } else {
        await expect(card.getByRole('link'), project.title).toHaveCount(0);
        expect(hovered, `${project.title} opens nothing, so it must not lift`).toEqual(still);
      }
    }
  });

  test('the whole card of a project with a story opens the story', async ({ page }) => {
    await visit(page, '/tehtud-tood');
    const project = PROJECTS.find((p) => p.caseStudy)!;
    const story = caseStudies.find((c) => c.id === project.caseStudy)!;
    // A click on the screenshot, where a visitor would click: the story link covers the whole card.
    const shot = projectList(page).getByRole('img', { name: new RegExp(`^${project.title}`) });
    await shot.scrollIntoViewIfNeeded();
    const box = (await shot.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page).toHaveURL(new RegExp(`${story.link}$`));
  });
});

test.describe('portfolio page content', () => {
  test('has its FAQ, client logos and an offer button to /kontakt @mobile', async ({ page }) => {
    await visit(page, '/tehtud-tood');
    await expect(page.getByRole('region', { name: 'Küsimused meie tööde kohta' }).locator('summary')).toHaveText(portfolioFaq.map((item) => item.question));
    const clients = page.getByRole('list', { name: 'Varasemad kliendid' });
    expect(await clients.getByRole('img').count()).toBeGreaterThanOrEqual(clientsPrimary.length);
    await page.locator('#contact-cta').getByRole('link', { name: 'Küsi pakkumist' }).click();
    await expect(page).toHaveURL(/\/kontakt$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kontakt');
  });

  test('emits CollectionPage JSON-LD with an ItemList of the projects and the FAQPage', async ({ page }) => {
    await visit(page, '/tehtud-tood');
    const blocks = await jsonLdBlocks(page);
    const [collection] = byType(blocks, 'CollectionPage');
    expect(collection).toMatchObject({ url: `${SITE_URL}/tehtud-tood`, inLanguage: 'et' });
    const list = collection.mainEntity as { '@type': string; numberOfItems: number; itemListElement: { position: number; item: Record<string, string> }[] };
    expect(list['@type']).toBe('ItemList');
    expect(list.numberOfItems).toBe(TOTAL);
    expect(list.itemListElement.map((e) => e.position)).toEqual(ALL.map((_, i) => i + 1));
    expect(list.itemListElement.map((e) => e.item.name)).toEqual(titles(ALL));
    for (const { item } of list.itemListElement) {
      expect(item.url).toMatch(/^https:\/\/[a-z0-9.-]+\.ee$/);
      expect(item.image).toMatch(new RegExp(`^${SITE_URL}/images/portfolio/[a-z-]+\\.webp$`));
      expect(item.description.length).toBeGreaterThan(50);
    }
    const [faq] = byType(blocks, 'FAQPage');
    expect((faq.mainEntity as { name: string }[]).map((q) => q.name)).toEqual(portfolioFaq.map((item) => item.question));
  });

  test('the structured data is in the static HTML', async ({ request }) => {
    const head = parseStaticHtml(await (await request.get('/tehtud-tood')).text());
    expect(byType(head.jsonLd, 'CollectionPage')).toHaveLength(1);
    expect(head.h1).toEqual(['Tehtud tööd']);
  });
});
