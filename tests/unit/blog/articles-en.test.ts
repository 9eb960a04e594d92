import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readArticles } from '@/lib/blog/load';
import { estonianIn } from '@/tests/language';

/**
 * The English articles of content/blog-en/: each adapts one Estonian article of content/blog/ (translationOf) and
 * keeps its id, date, client story, call to action and screenshots, with English tags, English site paths in its
 * links and no Estonian text. readArticles validates every file and its cover images the way the build does.
 */
const EN_DIR = 'content/blog-en';
const english = readArticles(EN_DIR);
const estonian = readArticles('content/blog');
const estonianBySlug = new Map(estonian.map((article) => [article.slug, article]));

/** The English tags, each the name of an Estonian one (Kliendilood, E-pood, Nõuanded; the others are the same). */
const ENGLISH_TAGS = ['Client stories', 'Online shop', 'Advice', 'SEO', 'WordPress', 'Custom-built'];
const TAG_IN_ENGLISH: Record<string, string> = { Kliendilood: 'Client stories', 'E-pood': 'Online shop', 'Nõuanded': 'Advice', Custom: 'Custom-built' };

/** The file as written (frontmatter and text), without its <Fact /> tags: their values are lib/blog/facts.ts's. */
function ownText(file: string): string {
  return readFileSync(file, 'utf8').replace(/<Fact\s+name=(["'])[^"']*\1\s*\/>/g, ' ');
}

/** Paths of the English site an article may link to (the spec's mapping; other paths keep their spelling). */
const ENGLISH_PAGES = ['/', '/our-work', '/contact', '/blog', '/seo-website-test', '/privacy'];

/** The site-internal targets of the text's markdown links. */
function internalLinks(body: string): string[] {
  return [...body.matchAll(/\]\((\/[^)\s]*)\)/g)].map((m) => m[1]);
}

/** The MDX components an article uses, other than <Fact />, with their props, in order. */
function components(body: string): string[] {
  return [...body.matchAll(/<(BeforeAfter|CaseStudyStats|HowToSteps)\b[^>]*\/>/g)].map((m) => m[0].replace(/\s+/g, ' '));
}

describe('the English articles in content/blog-en', () => {
  it('are six, each adapting a different Estonian article', () => {
    expect(english).toHaveLength(6);
    const pairs = english.map((article) => article.translationOf);
    for (const [i, slug] of pairs.entries()) expect(estonianBySlug.has(slug!), `${english[i].slug}: translationOf "${slug}"`).toBe(true);
    expect(new Set(pairs).size).toBe(english.length);
    expect([...pairs].sort()).toEqual(estonian.map((a) => a.slug).sort());
  });

  it('keep the id, date, client story, call to action and screenshots of their Estonian article', () => {
    for (const article of english) {
      const original = estonianBySlug.get(article.translationOf!)!;
      expect(article.id, article.slug).toBe(original.id);
      expect(article.date, article.slug).toBe(original.date);
      expect(article.caseStudy, article.slug).toBe(original.caseStudy);
      expect(article.cta, article.slug).toBe(original.cta);
      expect(article.imagePairs, article.slug).toEqual(original.imagePairs);
      expect(article.draft, article.slug).toBe(false);
    }
  });

  it('have English slugs and their own covers with an English description', () => {
    for (const article of english) {
      expect(estonianBySlug.has(article.slug), article.slug).toBe(false);
      expect(article.image, article.slug).toBe(`/images/blog/${article.slug}.webp`);
      expect(article.imageAlt?.length, article.slug).toBeGreaterThan(10);
    }
    expect(english.map((a) => a.slug)).toContain('why-website-speed-decides-your-success');
  });

  it('carry English tags only: the Estonian article’s tags, each in English', () => {
    for (const article of english) {
      for (const tag of article.tags) expect(ENGLISH_TAGS, `${article.slug}: tag "${tag}"`).toContain(tag);
      const original = estonianBySlug.get(article.translationOf!)!;
      expect(article.tags, article.slug).toEqual(original.tags.map((tag) => TAG_IN_ENGLISH[tag] ?? tag));
    }
  });

  it('use the same components as their Estonian article, and English HowTo steps where it has them', () => {
    for (const article of english) {
      const original = estonianBySlug.get(article.translationOf!)!;
      expect(components(article.body), article.slug).toEqual(components(original.body));
      expect(article.howTo?.steps.length, article.slug).toBe(original.howTo?.steps.length);
      if (article.howTo) expect(article.howTo.description, article.slug).toBeTruthy();
    }
  });

  it('link to the English site’s paths, an article to an English article, and invite to the free audit', () => {
    const slugs = new Set(english.map((a) => a.slug));
    for (const article of english) {
      const links = internalLinks(article.body);
      expect(links, article.slug).toContain('/#audit');
      for (const link of links) {
        const path = link.replace(/[#?].*$/, '') || '/';
        const articleSlug = path.match(/^\/blog\/([^/]+)$/)?.[1];
        if (articleSlug) expect(slugs.has(articleSlug), `${article.slug}: ${link}`).toBe(true);
        else expect(ENGLISH_PAGES, `${article.slug}: ${link}`).toContain(path);
      }
    }
  });

  it('have no õ, ä, ö or ü outside the proper names, and no common Estonian word', () => {
    for (const article of english) {
      // translationOf names the Estonian article by its slug: an address, not a text of the page.
      const text = ownText(article.file).replace(/^translationOf: .*$/m, '');
      expect(estonianIn(text), article.slug).toEqual([]);
    }
  });

  it('quote our prices only through <Fact /> (lib/pricing), never as a typed number', () => {
    // The one amount that is not our price: an example headline of a bookkeeping firm, as in the Estonian article.
    const examples = new Set(['90']);
    for (const article of english) {
      const typed = [...ownText(article.file).matchAll(/(\d[\d,]*)\s*(?:\*\*)?\s*(?:€|euros?\b)/g)].map((m) => m[1]);
      expect(typed.filter((amount) => !examples.has(amount)), article.slug).toEqual([]);
    }
  });
});
