import { blogArticlePath, PAGES, ROUTES } from '@/lib/routes';
import { absoluteUrl, site } from '@/lib/site';
import type { Article } from '@/lib/blog/schema';
import { LOCALE } from '@/lib/i18n/locale';
import { BLOG_PAGE } from '@messages/blog-page';

/** Where the feed is published (app/blogi/rss.xml/route.ts) and how the head links to it. */
export const RSS_PATH = `${ROUTES.blog}/rss.xml`;
/** The feed's title: the blog's name (lib/routes.ts) and the brand, "Arendaja päevik | Veebiselge". */
export const RSS_TITLE = `${PAGES.blog.name} | ${site.brand}`;

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** RFC 822 date of an ISO calendar date, at noon UTC so that every reader shows the same day. */
function rfc822(iso: string): string {
  return new Date(`${iso}T12:00:00Z`).toUTCString();
}

/** The RSS 2.0 feed of the articles, newest first. */
export function buildRss(articles: readonly Article[]): string {
  const sorted = [...articles].sort((a, b) => b.date.localeCompare(a.date));
  const items = sorted.map((article) => {
    const url = absoluteUrl(blogArticlePath(article.slug));
    return [
      '    <item>',
      `      <title>${escapeXml(article.title)}</title>`,
      `      <link>${escapeXml(url)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `      <pubDate>${rfc822(article.date)}</pubDate>`,
      `      <description>${escapeXml(article.description)}</description>`,
      ...article.tags.map((tag) => `      <category>${escapeXml(tag)}</category>`),
      '    </item>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeXml(RSS_TITLE)}</title>`,
    `    <link>${escapeXml(absoluteUrl(ROUTES.blog))}</link>`,
    `    <atom:link href="${escapeXml(absoluteUrl(RSS_PATH))}" rel="self" type="application/rss+xml"/>`,
    `    <description>${escapeXml(BLOG_PAGE.feed)}</description>`,
    `    <language>${LOCALE}</language>`,
    ...(sorted[0] ? [`    <lastBuildDate>${rfc822(sorted[0].date)}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
