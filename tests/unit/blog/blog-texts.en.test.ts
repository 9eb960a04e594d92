import { describe, expect, it } from 'vitest';
import { BLOG_BEFORE_AFTER } from '@messages/blog-before-after';
import { ARTICLE_FACTS, resolveFacts } from '@/lib/blog/facts';
import { readingTimeLabel } from '@/lib/blog/reading-time';
import { buildRss, RSS_TITLE } from '@/lib/blog/rss';
import { filterOptions, resolveTag } from '@/lib/blog/tags';
import { DELIVERY } from '@/lib/pricing';
import { BLOG_ALL_TAG, PAGES } from '@/lib/routes';
import { site } from '@/lib/site';
import { englishArticle } from './article-fixture';
import { expectEnglish, stringsOf } from '@/tests/language';

/** The English articles' tags (content/blog-en frontmatter). */
const EN_TAGS = ['Client stories', 'Online shop', 'Advice', 'SEO', 'WordPress', 'Custom-built'];

describe('blog texts in English', () => {
  it('reading time', () => {
    expect(readingTimeLabel(4)).toBe('4 min read');
  });

  it('the before/after hints speak of the keys and of the finger', () => {
    expect(BLOG_BEFORE_AFTER.hints.pointer).toBe('Drag the line or use the arrow keys to compare the page before and after.');
    expect(BLOG_BEFORE_AFTER.hints.touch).toMatch(/finger/);
    stringsOf(BLOG_BEFORE_AFTER.hints).forEach((text) => expectEnglish(text));
  });
});

describe('the tag filter with the English tags', () => {
  it('matches a ?tag= value without regard to case and keeps the tag\'s own spelling', () => {
    expect(resolveTag('client stories', EN_TAGS)).toBe('Client stories');
    expect(resolveTag('  ONLINE SHOP ', EN_TAGS)).toBe('Online shop');
    expect(resolveTag('wordpress', EN_TAGS)).toBe('WordPress');
    expect(resolveTag('seo', EN_TAGS)).toBe('SEO');
  });

  it('an unknown, Estonian or empty value shows every article', () => {
    expect(resolveTag('Kliendilood', EN_TAGS)).toBe(BLOG_ALL_TAG);
    expect(resolveTag('', EN_TAGS)).toBe(BLOG_ALL_TAG);
    expect(resolveTag(null, EN_TAGS)).toBe(BLOG_ALL_TAG);
  });

  it('offers "all" first, then the tags in article order', () => {
    expect(filterOptions([{ tags: ['Advice', 'SEO'] }, { tags: ['SEO', 'WordPress'] }])).toEqual([BLOG_ALL_TAG, 'Advice', 'SEO', 'WordPress']);
  });
});

describe('the English RSS feed', () => {
  const article = englishArticle();
  const rss = buildRss([article]);

  it('is in English and says so', () => {
    expect(rss).toContain('<language>en</language>');
    expect(rss).toContain('<description>Client stories and practical advice on websites, online shops, SEO and website speed.</description>');
    expect(rss).toContain('<category>Advice</category>');
  });

  it('is titled with the blog\'s name and the brand', () => {
    expect(RSS_TITLE).toBe(`${PAGES.blog.name} | ${site.brand}`);
    expect(rss).toContain(`<title>${RSS_TITLE.replace(/&/g, '&amp;').replace(/'/g, '&apos;')}</title>`);
  });
});

describe('article facts in English', () => {
  it('a custom site\'s delivery time is a bare duration an English sentence can put "in about" before', () => {
    const weeks = DELIVERY.customSiteWeeks === 1 ? 'a week' : `${DELIVERY.customSiteWeeks} weeks`;
    expect(ARTICLE_FACTS.customSiteWeeks).toBe(weeks);
    expect(resolveFacts('A custom site is ready in about <Fact name="customSiteWeeks" />.').text).toBe(`A custom site is ready in about ${weeks}.`);
  });

  it('names the quoted client as "name, role of company"', () => {
    expect(ARTICLE_FACTS.mopeedikodaOwner).toMatch(/^Andres Vahtra, .+ of Mopeedikoda$/);
    expect(ARTICLE_FACTS.mopeedikodaOwner).not.toContain('Mopeedikoja');
  });

  it('has no Estonian in the facts this module words itself', () => {
    expectEnglish(ARTICLE_FACTS.customSiteWeeks);
    expectEnglish(ARTICLE_FACTS.mopeedikodaOwner.replace(/, .+ of /, ', of '));
  });
});
