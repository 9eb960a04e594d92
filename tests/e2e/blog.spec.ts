import { test, expect, SITE_URL, visit } from './fixtures';
import { byType, decode, parseStaticHtml } from './html';
import { ARTICLES, TAGS, articlePath, shownDate } from './blog-data';

const cards = (page: import('@playwright/test').Page) => page.getByRole('region', { name: 'Artiklid' }).getByRole('listitem').filter({ has: page.locator('article') });
const titlesShown = (page: import('@playwright/test').Page) => cards(page).locator('h2:visible').allTextContents();
const expectedFor = (tag: string) => ARTICLES.filter((a) => tag === 'Kõik' || a.tags.includes(tag)).map((a) => a.title);
/** A tag that some articles do not have (the first tag if every article has every tag), so choosing it filters. */
const narrowTag = TAGS.slice(1).find((tag) => expectedFor(tag).length < ARTICLES.length) ?? TAGS[1];

test('the static HTML lists every article in order, with its link, date and reading time', async ({ request }) => {
  const html = await (await request.get('/blogi')).text();
  const titles = [...html.matchAll(/<h2 class="mt-4[^"]*"><a [^>]*href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((m) => [m[1], decode(m[2])]);
  expect(titles).toEqual(ARTICLES.map((a) => [articlePath(a.slug), a.title]));
  for (const article of ARTICLES) expect(html).toContain(`<time dateTime="${article.date}">${shownDate(article)}</time>`);
  expect(html.match(/<span>\d+ min lugemist<\/span>/g)).toHaveLength(ARTICLES.length);
});

test('cards show image, title, description, Estonian date and reading time in the listing order', async ({ page }) => {
  await visit(page, '/blogi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Arendaja päevik');
  await expect(cards(page)).toHaveCount(ARTICLES.length);
  for (const [index, article] of ARTICLES.entries()) {
    const card = cards(page).nth(index);
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(article.title);
    await expect(card.getByRole('link')).toHaveAttribute('href', articlePath(article.slug));
    await expect(card.locator('time')).toHaveText(shownDate(article));
    await expect(card).toContainText(`${article.readingMinutes} min lugemist`);
    if (article.image) await expect(card.locator('img')).toHaveAttribute('src', article.image);
    else await expect(card.locator('img')).toHaveCount(0);
    await expect(card.getByText(article.description, { exact: true })).toBeVisible();
  }
  await cards(page).first().getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`${articlePath(ARTICLES[0].slug)}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ARTICLES[0].title);
});

test("the tag buttons are 'Kõik' plus every distinct tag, and each shows only its articles", async ({ page }) => {
  await visit(page, '/blogi');
  const group = page.getByRole('group', { name: 'Teemad' });
  await expect(group.getByRole('button')).toHaveText([...TAGS]);
  await expect(group.getByRole('button', { name: 'Kõik' })).toHaveAttribute('aria-pressed', 'true');
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

  for (const tag of [...TAGS.slice(1), 'Kõik']) {
    const button = group.getByRole('button', { name: tag, exact: true });
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(group.locator('[aria-pressed="true"]')).toHaveCount(1);
    await expect.poll(() => titlesShown(page)).toEqual(expectedFor(tag));
    expect(new URL(page.url()).searchParams.get('tag')).toBe(tag);
  }
  // Choosing filters never reloaded the page.
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  // The active button looks different from the others.
  const active = await group.getByRole('button', { name: 'Kõik' }).evaluate((el) => getComputedStyle(el).backgroundColor);
  const idle = await group.getByRole('button', { name: TAGS[1], exact: true }).evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(active).not.toBe(idle);
});

test('a tag pressed again lets go: every article shows and aria-pressed says so (review 2, N3) @mobile', async ({ page }) => {
  await visit(page, '/blogi');
  const group = page.getByRole('group', { name: 'Teemad' });
  const tag = group.getByRole('button', { name: narrowTag, exact: true });
  const all = group.getByRole('button', { name: 'Kõik' });
  // By keyboard, as the review did it: Space twice on the same tag.
  await tag.focus();
  await page.keyboard.press('Space');
  await expect(tag).toHaveAttribute('aria-pressed', 'true');
  await expect(all).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => titlesShown(page)).toEqual(expectedFor(narrowTag));
  await page.keyboard.press('Space');
  await expect(tag).toHaveAttribute('aria-pressed', 'false');
  await expect(all).toHaveAttribute('aria-pressed', 'true');
  await expect(tag).toBeFocused();
  await expect.poll(() => titlesShown(page)).toEqual(expectedFor('Kõik'));
  expect(new URL(page.url()).searchParams.get('tag')).toBe('Kõik');
  await expect(page.getByText(/^Kõik teemad: \d+ artiklit$/)).toBeAttached();
  // 'Kõik' is the state with nothing chosen: pressing it again keeps it.
  await all.click();
  await expect(all).toHaveAttribute('aria-pressed', 'true');
  await expect(group.locator('[aria-pressed="true"]')).toHaveCount(1);
});

for (const tag of TAGS) {
  test(`?tag=${tag} sets the starting filter`, async ({ page }) => {
    await visit(page, `/blogi?tag=${encodeURIComponent(tag)}`);
    await expect(page.getByRole('group', { name: 'Teemad' }).getByRole('button', { name: tag, exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => titlesShown(page)).toEqual(expectedFor(tag));
  });
}

test('an unknown ?tag= shows every article', async ({ page }) => {
  await visit(page, '/blogi?tag=Olematu');
  await expect(page.getByRole('button', { name: 'Kõik' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => titlesShown(page)).toEqual(expectedFor('Kõik'));
});

test('the footer blog link resets a chosen filter to Kõik', async ({ page }) => {
  await visit(page, `/blogi?tag=${encodeURIComponent(narrowTag)}`);
  await expect.poll(() => titlesShown(page)).toEqual(expectedFor(narrowTag));
  await page.getByRole('contentinfo').getByRole('link', { name: /Blogi/ }).click();
  await expect(page).toHaveURL(/\/blogi\?tag=K%C3%B5ik$/);
  await expect.poll(() => titlesShown(page)).toEqual(expectedFor('Kõik'));
});

test('article images are fetched soon after load, even those far below the fold', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 500 });
  const fetched = new Set<string>();
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/images/blog/')) fetched.add(path);
  });
  await visit(page, '/blogi');
  await expect.poll(() => fetched.size, { timeout: 5000 }).toBe(ARTICLES.filter((a) => a.image).length);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('below the cards: the invitation section, the client rows and the contact section', async ({ page }) => {
  await visit(page, '/blogi');
  const main = page.locator('main');
  const invite = main.getByRole('region', { name: 'Kuidas on lood sinu enda lehega?' });
  // One label per destination (issue 47): the audit and the tester are named for what they are.
  await expect(invite.getByRole('link')).toHaveText(['Telli tasuta audit', 'Testi oma lehte']);
  await expect(invite.getByRole('link', { name: 'Telli tasuta audit' })).toHaveAttribute('href', '/#audit');
  await expect(invite.getByRole('link', { name: 'Testi oma lehte' })).toHaveAttribute('href', '/seo-veebilehe-test');
  await expect(main.getByRole('heading', { name: 'Varasemad kliendid' })).toBeVisible();
  await expect(main.locator('[class*="animate-marquee"]')).toHaveCount(2);
  await expect(main.locator('[class*="animate-marquee"]').nth(1)).toHaveClass(/animation-direction:reverse/);
  await expect(main.locator('#contact-cta')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('the blog page carries CollectionPage data listing the articles, and links the RSS feed', async ({ request }) => {
  const head = parseStaticHtml(await (await request.get('/blogi')).text());
  const [collection] = byType(head.jsonLd, 'CollectionPage');
  expect(collection).toMatchObject({ name: 'Arendaja päevik', url: `${SITE_URL}/blogi` });
  const items = (collection.mainEntity as { itemListElement: { position: number; url: string; name: string }[] }).itemListElement;
  expect(items.map((i) => [i.position, i.url, i.name])).toEqual(ARTICLES.map((a, i) => [i + 1, `${SITE_URL}/blogi/${a.slug}`, a.title]));
  const html = await (await request.get('/blogi')).text();
  expect(html).toMatch(/<link rel="alternate" type="application\/rss\+xml" href="[^"]*\/blogi\/rss\.xml"/);
});

test('on a phone the cards stack in one column and the filter works by touch @mobile-only', async ({ page }) => {
  await visit(page, '/blogi');
  const lefts = await cards(page).evaluateAll((items) => items.map((li) => Math.round(li.getBoundingClientRect().left)));
  expect(new Set(lefts).size).toBe(1);
  await page.getByRole('group', { name: 'Teemad' }).getByRole('button', { name: narrowTag, exact: true }).tap();
  await expect.poll(() => titlesShown(page)).toEqual(expectedFor(narrowTag));
  await expect(page).toHaveURL((url) => url.searchParams.get('tag') === narrowTag);
});
