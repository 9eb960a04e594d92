import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CASE_STUDY_SLUGS, caseStudies } from '@/content/case-studies';
import { formatEstonianDate, isIsoDate, normaliseDate } from '@/lib/blog/dates';
import { coverSmallPath } from '@/lib/blog/images';
import { getArticles } from '@/lib/blog/load';
import { ArticleError, orderArticles, parseArticle } from '@/lib/blog/parse';
import { countWords, readingMinutes, readingTimeLabel } from '@/lib/blog/reading-time';
import { distinctTags, filterOptions, matchesTag, resolveTag } from '@/lib/blog/tags';

const GOOD = `---
id: "9"
slug: hea-artikkel
title: "Hea artikkel testimiseks"
description: "Kirjeldus, mis on piisavalt pikk, et läbida kontroll ja olla kasulik otsingumootorile."
date: 2025-08-31
tags: [SEO, Nõuanded]
---

Tere, see on artikli tekst.
`;

function withField(line: string, replacement: string | null): string {
  const lines = GOOD.split('\n');
  const index = lines.findIndex((l) => l.startsWith(line));
  if (index < 0) throw new Error(`no line ${line}`);
  if (replacement === null) lines.splice(index, 1);
  else lines[index] = replacement;
  return lines.join('\n');
}

function errorOf(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(ArticleError);
    return (error as Error).message;
  }
  throw new Error('expected the article to be rejected');
}

describe('frontmatter validation', () => {
  it('accepts a valid file and turns the unquoted YAML date back into an ISO date', () => {
    const article = parseArticle('content/blog/hea-artikkel.mdx', GOOD);
    expect(article.date).toBe('2025-08-31');
    expect(article.tags).toEqual(['SEO', 'Nõuanded']);
    expect(article.cta).toBe('default');
    expect(article.body).toBe('Tere, see on artikli tekst.');
  });

  it('accepts a quoted date too', () => {
    expect(parseArticle('content/blog/hea-artikkel.mdx', withField('date:', 'date: "2025-02-03"')).date).toBe('2025-02-03');
  });

  it.each([
    ['a missing title', withField('title:', null), 'title'],
    ['an impossible date', withField('date:', 'date: "2025-02-30"'), 'date'],
    ['a date in another format', withField('date:', 'date: "31.08.2025"'), 'date'],
    ['tags that are not a list', withField('tags:', 'tags: SEO'), 'tags'],
    ['an empty tag list', withField('tags:', 'tags: []'), 'tags'],
    ['an unknown call to action', withField('tags:', 'tags: [SEO]\ncta: popup'), 'cta'],
    ['a custom call to action without content', withField('tags:', 'tags: [SEO]\ncta: custom'), 'ctaContent'],
    ['a cover image outside /images/blog/', withField('tags:', 'tags: [SEO]\nimage: /pilt.webp\nimageAlt: Pilt'), 'image'],
    ['an unknown case study', withField('tags:', 'tags: [SEO]\ncaseStudy: tundmatu'), 'caseStudy'],
    ['a misspelt field', withField('tags:', 'tags: [SEO]\ntitel: Vale'), '(frontmatter)'],
    ['a HowTo step without text', withField('tags:', 'tags: [SEO]\nhowTo:\n  name: Sammud\n  steps:\n    - name: Üks\n    - name: Kaks\n      text: Tee nii'), 'howTo.steps.0.text'],
  ])('rejects %s, naming the file and the field', (_, source, field) => {
    const message = errorOf(() => parseArticle('content/blog/hea-artikkel.mdx', source));
    expect(message).toContain('content/blog/hea-artikkel.mdx');
    expect(message).toContain(`field "${field}"`);
  });

  it('rejects a slug that does not match the file name', () => {
    const message = errorOf(() => parseArticle('content/blog/muu-nimi.mdx', GOOD));
    expect(message).toContain('content/blog/muu-nimi.mdx');
    expect(message).toContain('field "slug"');
  });

  it('rejects broken YAML and an empty body', () => {
    expect(errorOf(() => parseArticle('content/blog/hea-artikkel.mdx', '---\ntitle: [katki\n---\ntekst'))).toContain('not valid YAML');
    expect(errorOf(() => parseArticle('content/blog/hea-artikkel.mdx', GOOD.replace('Tere, see on artikli tekst.', '')))).toContain('no text');
  });

  it('accepts a custom call to action with its content', () => {
    const source = withField(
      'tags:',
      'tags: [SEO]\ncta: custom\nctaContent:\n  title: Helista\n  text: Räägime\n  actions:\n    - label: Helista meile\n      href: /kontakt',
    );
    expect(parseArticle('content/blog/hea-artikkel.mdx', source).ctaContent?.actions[0]).toEqual({ label: 'Helista meile', href: '/kontakt' });
  });

  it('rejects two articles with the same slug or id', () => {
    const a = parseArticle('content/blog/hea-artikkel.mdx', GOOD);
    expect(errorOf(() => orderArticles([a, { ...a, file: 'content/blog/teine.mdx' }]))).toContain('field "id"');
  });
});

describe('reading time', () => {
  it('counts words of the text, not component tags or link targets', () => {
    expect(countWords('## Pealkiri\n\nÜks kaks [kolm neli](/#audit) viis.\n\n<BeforeAfter pair="1" />\n\n- kuus\n- seitse')).toBe(8);
  });

  it('is the word count divided by 200, rounded up', () => {
    expect(readingMinutes(1)).toBe(1);
    expect(readingMinutes(200)).toBe(1);
    expect(readingMinutes(201)).toBe(2);
    expect(readingMinutes(833)).toBe(5);
    expect(readingTimeLabel(4)).toBe('4 min lugemist');
  });
});

describe('Estonian dates', () => {
  it.each([
    ['2025-08-31', '31. august 2025'],
    ['2025-03-25', '25. märts 2025'],
    ['2025-05-12', '12. mai 2025'],
    ['2025-01-01', '1. jaanuar 2025'],
  ])('%s is %s', (iso, text) => expect(formatEstonianDate(iso)).toBe(text));

  it('normalises a YAML Date to its calendar day and checks real dates', () => {
    expect(normaliseDate(new Date('2025-08-31T00:00:00Z'))).toBe('2025-08-31');
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
  });
});

describe('tags', () => {
  const articles = [{ tags: ['Nõuanded', 'WordPress'] }, { tags: ['SEO', 'Nõuanded'] }, { tags: ['Kliendilood'] }];

  it('lists every distinct tag once, after Kõik', () => {
    expect(distinctTags(articles)).toEqual(['Nõuanded', 'WordPress', 'SEO', 'Kliendilood']);
    expect(filterOptions(articles)).toEqual(['Kõik', 'Nõuanded', 'WordPress', 'SEO', 'Kliendilood']);
  });

  it('resolves ?tag= to a known tag, ignoring case, and to Kõik otherwise', () => {
    const tags = distinctTags(articles);
    expect(resolveTag('SEO', tags)).toBe('SEO');
    expect(resolveTag('nõuanded', tags)).toBe('Nõuanded');
    expect(resolveTag('Kõik', tags)).toBe('Kõik');
    expect(resolveTag('tundmatu', tags)).toBe('Kõik');
    expect(resolveTag(null, tags)).toBe('Kõik');
  });

  it('Kõik matches every article, a tag only the articles that have it', () => {
    expect(articles.filter((a) => matchesTag(a, 'Kõik'))).toHaveLength(3);
    expect(articles.filter((a) => matchesTag(a, 'Nõuanded'))).toHaveLength(2);
  });
});

describe('the six articles', () => {
  const articles = getArticles();
  const bySlug = (slug: string) => articles.find((a) => a.slug === slug)!;

  it('are listed in the spec order with their dates and tags', () => {
    expect(articles.map((a) => [a.date, a.tags])).toEqual([
      ['2025-08-31', ['Nõuanded', 'WordPress', 'Custom']],
      ['2025-08-29', ['SEO', 'Nõuanded']],
      ['2025-03-25', ['Kliendilood', 'E-pood', 'Nõuanded']],
      ['2025-05-26', ['Kliendilood', 'E-pood', 'Nõuanded']],
      ['2025-04-15', ['Nõuanded']],
      ['2025-05-12', ['Nõuanded']],
    ]);
  });

  it('use the case-study slugs the home page links to, with the case-study screenshots', () => {
    expect(articles[2].slug).toBe(CASE_STUDY_SLUGS.mopeds);
    expect(articles[3].slug).toBe(CASE_STUDY_SLUGS.supplements);
    for (const study of caseStudies) {
      const article = articles.find((a) => a.caseStudy === study.id)!;
      expect(study.link).toBe(`/blogi/${article.slug}`);
      expect(article.imagePairs[0]).toMatchObject({ before: study.sliderBefore, after: study.sliderAfter, width: 640, height: 800 });
      expect(article.body).toContain('<BeforeAfter');
    }
    expect(bySlug(CASE_STUDY_SLUGS.supplements).body).toContain('<CaseStudyStats');
  });

  it('have HowTo steps: WordPress 4, SEO 4, speed 5, site analysis 6, and none in the case studies', () => {
    expect(articles.map((a) => a.howTo?.steps.length ?? 0)).toEqual([4, 4, 0, 0, 5, 6]);
    for (const article of articles.filter((a) => a.howTo)) expect(article.body).toContain('<HowToSteps />');
  });

  it('each have at least 700 words of text and invite to the free audit at /#audit', () => {
    for (const article of articles) {
      expect(countWords(article.body), article.slug).toBeGreaterThanOrEqual(700);
      expect(article.body, article.slug).toContain('](/#audit)');
      expect(article.readingMinutes).toBe(Math.ceil(article.words / 200));
    }
  });

  it('each have a cover image, in full and small size, with a description', () => {
    for (const article of articles) {
      expect(article.image).toBe(`/images/blog/${article.slug}.webp`);
      expect(article.imageAlt?.length).toBeGreaterThan(10);
      for (const path of [article.image!, coverSmallPath(article.image!), coverSmallPath(article.image!, 480)]) expect(existsSync(`public${path}`), path).toBe(true);
    }
  });
});

describe('structured data and feed', () => {
  it('HowTo data has the steps with name and text and costs 0 EUR; articles without steps have none', async () => {
    const { howToJsonLd, articleJsonLd } = await import('@/lib/seo/blog');
    const articles = getArticles();
    const seo = howToJsonLd(articles[1])!;
    expect(seo.estimatedCost).toEqual({ '@type': 'MonetaryAmount', currency: 'EUR', value: 0 });
    expect((seo.step as unknown as { name: string; text: string }[]).map((s) => s.name)).toEqual(articles[1].howTo!.steps.map((s) => s.name));
    expect(howToJsonLd(articles[2])).toBeNull();
    expect(articleJsonLd(articles[0])).toMatchObject({ '@type': 'Article', headline: articles[0].title, datePublished: '2025-08-31' });
  });

  it('escapes XML in the RSS feed', async () => {
    const { buildRss } = await import('@/lib/blog/rss');
    const article = parseArticle('content/blog/hea-artikkel.mdx', GOOD.replace('Hea artikkel testimiseks', 'Kiirus & <SEO> „jutt“'));
    const xml = buildRss([article]);
    expect(xml).toContain('<title>Kiirus &amp; &lt;SEO&gt; „jutt“</title>');
    expect(xml).toContain('<pubDate>Sun, 31 Aug 2025 12:00:00 GMT</pubDate>');
  });
});
