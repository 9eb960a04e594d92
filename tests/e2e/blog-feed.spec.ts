import { test, expect, SITE_URL, SITE_URL_EN } from './fixtures';
import { ARTICLES } from './blog-data';

/** Text as the feed writes it (XML escaped). */
const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

test('the RSS feed lists every article, newest first, with link, date and tags', async ({ request }) => {
  const response = await request.get('/blogi/rss.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\s*<rss version="2.0"/);
  expect(xml).toContain(`<link>${SITE_URL}/blogi</link>`);
  const items = [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((m) => m[1]);
  const newestFirst = [...ARTICLES].sort((a, b) => b.date.localeCompare(a.date));
  expect(items.map((item) => /<link>([^<]+)<\/link>/.exec(item)![1])).toEqual(newestFirst.map((a) => `${SITE_URL}/blogi/${a.slug}`));
  for (const [i, article] of newestFirst.entries()) {
    expect(items[i]).toContain(`<title>${escapeXml(article.title)}</title>`);
    expect(new Date(/<pubDate>([^<]+)<\/pubDate>/.exec(items[i])![1]).toISOString().slice(0, 10)).toBe(article.date);
    for (const tag of article.tags) expect(items[i]).toContain(`<category>${escapeXml(tag)}</category>`);
  }
});

test('the sitemap lists every article with its date', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  for (const article of ARTICLES) {
    // Between the address and its date: the article's hreflang pairs, when it has an English adaptation.
    const entry = new RegExp(`<url>\\s*<loc>${SITE_URL}/blogi/${article.slug}</loc>(\\s*<xhtml:link [^>]*/>)*\\s*<lastmod>${article.date}[^<]*</lastmod>`);
    expect(xml).toMatch(entry);
  }
  expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${SITE_URL_EN}/blog/why-website-speed-decides-your-success" />`);
});
