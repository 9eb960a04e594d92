import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ArticleCta } from '@/components/blog/ArticleCta';
import { ArticleView } from '@/components/blog/ArticleView';
import { BeforeAfter } from '@/components/blog/BeforeAfter';
import { BlogFilter } from '@/components/blog/BlogFilter';
import { BlogInvite } from '@/components/blog/BlogInvite';
import { BlogList } from '@/components/blog/BlogList';
import { DraftLabel } from '@/components/blog/DraftLabel';
import { UnknownArticleNotice } from '@/components/blog/UnknownArticleNotice';
import { ACTIONS } from '@/lib/actions';
import { AUDIT_CTA, CTA_CONTENT } from '@/lib/blog/cta';
import { AUDIT_TURNAROUND_TEXT } from '@/lib/pricing';
import { BLOG_ALL_TAG, blogTagHref, PAGES, ROUTES } from '@/lib/routes';
import { site } from '@/lib/site';
import { englishArticle } from './article-fixture';
import { expectEnglish, readableText, stringsOf } from '@/tests/language';

// The article body is compiled by next-mdx-remote in an async server component, which a static render cannot run; the
// body's own words are the English article's (content/blog-en), not this component's.
vi.mock('@/components/blog/ArticleBody', () => ({ ArticleBody: () => null }));
// The tag filter reads ?tag= with next/navigation, which has no router here: the static HTML shows every article.
vi.mock('next/navigation', () => ({ useSearchParams: () => new URLSearchParams() }));

/** Texts other modules own and translate (shared button labels, the audit's turnaround, page names). */
const SHARED = [...Object.values(ACTIONS), AUDIT_TURNAROUND_TEXT, PAGES.tester.name, BLOG_ALL_TAG];

const article = englishArticle('draft: true\n');

/** The buttons of a rendered call to action, as [label, href] pairs. */
function buttons(html: string): [string, string][] {
  return [...html.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((m) => [m[2].replace(/&#x27;/g, "'"), m[1]]);
}

describe('an English article page', () => {
  const html = renderToStaticMarkup(<ArticleView article={article} />);

  it('leads back to the blog, lists its topics and says who wrote it and when', () => {
    expect(html).toMatch(new RegExp(`<a [^>]*href="${ROUTES.blog}"[^>]*>.*Back to the blog</a>`));
    expect(html).toContain('aria-label="Topics"');
    expect(html).toContain(`href="${blogTagHref('Advice').replace(/&/g, '&amp;')}"`);
    expect(html).toContain('1 min read');
    expect(html).toMatch(/Published <time datetime="2025-08-31">/);
    expect(readableText(html)).toContain(`Written by ${site.director.name}, ${site.brand}`);
    expect(html).toContain('>Draft<');
  });

  it('has no Estonian word of its own', () => {
    // The date is formatted by lib/blog/dates.ts (the lead's), so it is left out here.
    expectEnglish(readableText(html).replace(/31\.? \p{L}+ 2025/gu, ''), { allowed: SHARED });
  });
});

describe('the before/after slider in English', () => {
  const html = renderToStaticMarkup(
    <BeforeAfter before="/b.webp" after="/a.webp" width={640} height={800} subject="the shop's home page" />,
  );

  it('names both screenshots, the slider and the full-size links', () => {
    expect(html).toContain('alt="Before: the shop&#x27;s home page"');
    expect(html).toContain('alt="After: the shop&#x27;s home page"');
    expect(html).toContain('aria-label="Before and after: the shop&#x27;s home page"');
    expect(html).toContain('aria-valuetext="Before 50%, After 50%"');
    expect(readableText(html)).toMatch(/Full-size picture:\s+Before\s+·\s+After/);
    expect(html).toContain('aria-label="Before: the shop&#x27;s home page, full-size picture"');
    expect(html).toContain('aria-label="After: the shop&#x27;s home page, full-size picture"');
  });

  it('has no Estonian', () => {
    expectEnglish(readableText(html));
  });
});

describe('the blog list in English', () => {
  const html = renderToStaticMarkup(<BlogList articles={[article, { ...article, slug: 'another', tags: ['SEO'] }]} />);

  it('names the list and the filter, and tells a screen reader how many articles it shows', () => {
    expect(html).toContain('aria-label="Articles"');
    expect(html).toContain('aria-label="Topics"');
    expect(html).toMatch(/<p aria-live="polite"[^>]*>All topics: 2 articles<\/p>/);
  });

  it('has no Estonian of its own', () => {
    expectEnglish(readableText(html).replace(/31\.? \p{L}+ 2025/gu, ''), { allowed: SHARED });
  });

  it('a filter with one article says "1 article"', () => {
    const one = renderToStaticMarkup(<BlogFilter items={[{ slug: 'a', tags: ['SEO'], card: null }]} options={[BLOG_ALL_TAG, 'SEO']} images={[]} />);
    expect(one).toContain('All topics: 1 article<');
  });
});

describe('the article calls to action in English', () => {
  it('case study: what to change, and the prices', () => {
    expect(buttons(renderToStaticMarkup(<ArticleCta article={{ cta: 'case-study' }} />))).toEqual([
      ['What should I change on my site?', '/#audit'],
      ['See our prices', '/#pricing'],
    ]);
  });

  it('WordPress comparison: what it costs, to the contact page', () => {
    expect(buttons(renderToStaticMarkup(<ArticleCta article={{ cta: 'wordpress-comparison' }} />))).toEqual([
      ['OK, but what does it cost?', ROUTES.contact],
    ]);
  });

  it('audit: an English heading above the form, in the same anchor', () => {
    const html = renderToStaticMarkup(<ArticleCta article={{ cta: 'audit' }} />);
    expect(html).toMatch(/<section id="analuutika-audit"/);
    expect(html).toContain('Get a free audit of your site');
    expect(AUDIT_CTA.text).toContain(AUDIT_TURNAROUND_TEXT);
  });

  it('every fixed block and the audit heading are English', () => {
    for (const text of stringsOf({ CTA_CONTENT, title: AUDIT_CTA.title, text: AUDIT_CTA.text })) {
      if (text.startsWith('/')) continue;
      expectEnglish(text, { allowed: SHARED });
    }
  });
});

describe('the invitation under the blog list in English', () => {
  const html = renderToStaticMarkup(<BlogInvite />);

  it('offers the free audit and the tester', () => {
    expect(html).toContain('How is your own site doing?');
    expect(html).toContain('Free audit');
    expect(html).toContain('Is your website losing you customers?');
    expect(html).toContain('Test your site yourself, right now');
    expect(html).toContain(`href="${ROUTES.tester}"`);
  });

  it('has no Estonian of its own', () => {
    expectEnglish(readableText(html), { allowed: SHARED });
  });
});

describe('small blog pieces in English', () => {
  it('the draft label', () => {
    expect(renderToStaticMarkup(<DraftLabel />)).toMatch(/>Draft<\/span>$/);
  });

  it('the unknown-article notice explains and offers a way on', () => {
    const html = renderToStaticMarkup(<UnknownArticleNotice />);
    expect(html).toContain('This article doesn’t exist, or its address has changed. All our articles are listed below.');
  });
});
