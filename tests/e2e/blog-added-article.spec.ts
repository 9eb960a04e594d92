import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { BLOG_DIR, readArticles } from '@/lib/blog/load';
import { test, expect, SITE_URL, visit } from './fixtures';
import { byType, parseStaticHtml } from './html';
import { articlePath, shownDate } from './blog-data';

/**
 * Runs only against the build that scripts/test/test-all.mjs makes with the articles of tests/fixtures/blog added to
 * a copy of content/blog (playwright.config.ts: project 'added-article'): an editor's new article is everywhere
 * a reader or a crawler looks, and a draft is nowhere.
 */
const OUT_DIR = process.env.E2E_OUT_DIR || 'out';
const FIXTURES = readArticles('tests/fixtures/blog');
const added = FIXTURES.find((article) => !article.draft)!;
const draft = FIXTURES.find((article) => article.draft)!;
/** Tags that only the added article has (no article in content/blog uses them). */
const contentTags = new Set(readArticles(BLOG_DIR).flatMap((article) => article.tags));
const newTag = added.tags.find((tag) => !contentTags.has(tag))!;

test('the fixtures hold one article to add, with a tag of its own, and one draft', () => {
  expect(added).toBeDefined();
  expect(newTag).toBeDefined();
  expect(draft).toBeDefined();
});

test('the added article is listed on /blogi with its date, reading time and link', async ({ page, request }) => {
  const html = await (await request.get('/blogi')).text();
  expect(html).toContain(`href="${articlePath(added.slug)}"`);
  await visit(page, '/blogi');
  const card = page.getByRole('region', { name: 'Artiklid' }).locator('article').filter({ hasText: added.title });
  await expect(card).toHaveCount(1);
  await expect(card.locator('time')).toHaveText(shownDate(added));
  await expect(card).toContainText(`${added.readingMinutes} min lugemist`);
  await card.getByRole('link', { name: added.title }).click();
  await expect(page).toHaveURL((url) => url.pathname === articlePath(added.slug));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(added.title);
});

test("the added article's new tag is a filter button that shows only that article", async ({ page }) => {
  await visit(page, '/blogi');
  const button = page.getByRole('group', { name: 'Teemad' }).getByRole('button', { name: newTag, exact: true });
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('region', { name: 'Artiklid' }).locator('h2:visible')).toHaveText([added.title]);
});

test('the added article is in the sitemap and the RSS feed', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toMatch(new RegExp(`<loc>${SITE_URL}${articlePath(added.slug)}</loc>\\s*<lastmod>${added.date}`));
  const rss = await (await request.get('/blogi/rss.xml')).text();
  const item = [...rss.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((m) => m[1]).find((i) => i.includes(`${articlePath(added.slug)}</link>`));
  expect(item).toContain(`<title>${added.title}</title>`);
  for (const tag of added.tags) expect(item).toContain(`<category>${tag}</category>`);
});

test('the added article has its own page with head, share picture and Article data', async ({ request }) => {
  const response = await request.get(articlePath(added.slug));
  expect(response.status()).toBe(200);
  const head = parseStaticHtml(await response.text());
  const url = `${SITE_URL}${articlePath(added.slug)}`;
  const picture = `${url}/share.png`;
  expect(head.title).toBe(`${added.title} | Veebiselge`);
  expect(head.description).toBe(added.description);
  expect(head.canonical).toBe(url);
  expect(head.meta['og:image']).toBe(picture);
  expect(head.h1).toEqual([added.title]);
  const [article] = byType(head.jsonLd, 'Article');
  expect(article).toMatchObject({ headline: added.title, datePublished: added.date, image: { url: picture }, mainEntityOfPage: { '@id': url } });
  const picture200 = await request.get(`${articlePath(added.slug)}/share.png`);
  expect(picture200.headers()['content-type']).toBe('image/png');
});

test('a draft is left out of the export: no page, no picture, not in the list, filter, sitemap or feed', async ({ page, request }) => {
  expect(existsSync(join(OUT_DIR, 'blogi', `${draft.slug}.html`))).toBe(false);
  expect(existsSync(join(OUT_DIR, 'blogi', draft.slug))).toBe(false);
  expect((await request.get(articlePath(draft.slug))).status()).toBe(404);
  for (const path of ['/blogi', '/sitemap.xml', '/blogi/rss.xml']) {
    const text = await (await request.get(path)).text();
    expect(text, path).not.toContain(draft.slug);
    expect(text, path).not.toContain(draft.title);
  }
  await visit(page, '/blogi');
  await expect(page.getByRole('group', { name: 'Teemad' }).getByRole('button', { name: draft.tags[0], exact: true })).toHaveCount(0);
  await expect(page.getByText('Mustand')).toHaveCount(0);
});
