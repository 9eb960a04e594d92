import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ArticleCard } from '@/components/blog/ArticleCard';
import { CASE_STUDY_SLUGS, caseStudies } from '@/content/case-studies';
import { formatLongDate, isIsoDate, normaliseDate } from '@/lib/blog/dates';
import { BLOG_DIR_VARIABLE, blogDir, getArticles, readArticles, showsDrafts } from '@/lib/blog/load';
import { ArticleError, articleImageProblems, orderArticles, parseArticle } from '@/lib/blog/parse';
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
  ])('%s is %s', (iso, text) => expect(formatLongDate(iso)).toBe(text));

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

describe('the articles in content/blog', () => {
  const articles = getArticles({ drafts: false });

  it('are read in list order (id 1 first), each valid, with unique ids and slugs', () => {
    expect(articles.length).toBeGreaterThan(0);
    const ids = articles.map((a) => Number(a.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(articles.map((a) => a.slug)).size).toBe(articles.length);
  });

  it('include the case-study articles the home page links to, with the case-study screenshots', () => {
    for (const study of caseStudies) {
      const article = articles.find((a) => a.caseStudy === study.id)!;
      expect(Object.values(CASE_STUDY_SLUGS)).toContain(article.slug);
      expect(study.link).toBe(`/blogi/${article.slug}`);
      expect(article.imagePairs[0]).toMatchObject({ before: study.sliderBefore, after: study.sliderAfter, width: 640, height: 800 });
    }
  });

  it('each invite to the free audit at /#audit and count their reading time from their words', () => {
    for (const article of articles) {
      expect(article.body, article.slug).toContain('](/#audit)');
      expect(article.readingMinutes).toBe(Math.ceil(article.words / 200));
    }
  });

  it('name only images that exist, a cover always with its description', () => {
    for (const article of articles) {
      expect(articleImageProblems(article, (path) => existsSync(`public${path}`)), article.slug).toEqual([]);
      if (article.image) expect(article.imageAlt?.length, article.slug).toBeGreaterThan(10);
    }
  });
});

describe('what the build refuses', () => {
  const withBody = (body: string, extra = '') => withField('tags:', `tags: [SEO]${extra}`).replace('Tere, see on artikli tekst.', body);
  const steps = '\nhowTo:\n  name: Sammud\n  steps:\n    - { name: Üks, text: Tee nii }\n    - { name: Kaks, text: Siis nii }';

  it('HowTo steps that the text does not show, and <HowToSteps /> without steps', () => {
    expect(errorOf(() => parseArticle('content/blog/hea-artikkel.mdx', withBody('Tekst ilma sammudeta.', steps)))).toContain('field "howTo"');
    expect(errorOf(() => parseArticle('content/blog/hea-artikkel.mdx', withBody('Tekst.\n\n<HowToSteps />')))).toContain('field "howTo"');
    expect(parseArticle('content/blog/hea-artikkel.mdx', withBody('Tekst.\n\n<HowToSteps />', steps)).howTo?.steps).toHaveLength(2);
  });

  it('a cover, its small copies or screenshots missing from public/, naming each file', () => {
    const article = parseArticle('content/blog/hea-artikkel.mdx', withField('tags:', 'tags: [SEO]\nimage: /images/blog/hea-artikkel.webp\nimageAlt: Kaanepilt'));
    expect(articleImageProblems(article, () => true)).toEqual([]);
    const problems = articleImageProblems(article, (path) => path === '/images/blog/hea-artikkel.webp');
    expect(problems).toEqual([
      'field "image": public/images/blog/hea-artikkel-800.webp does not exist (draw the cover with scripts/assets/blog/render-covers.mjs)',
      'field "image": public/images/blog/hea-artikkel-480.webp does not exist (draw the cover with scripts/assets/blog/render-covers.mjs)',
    ]);
  });
});

describe('drafts', () => {
  const draft = withField('tags:', 'tags: [SEO]\ndraft: true').replace(/hea-artikkel/g, 'pooleli-artikkel').replace('id: "9"', 'id: "10"');

  it('are shown by `npm run dev` only', () => {
    expect(showsDrafts('development')).toBe(true);
    expect(showsDrafts('production')).toBe(false);
    expect(showsDrafts('test')).toBe(false);
    expect(showsDrafts(undefined)).toBe(false);
  });

  it('are read with the other articles and left out unless drafts are asked for', () => {
    const dir = mkdtempSync(join(tmpdir(), 'blog-'));
    try {
      writeFileSync(join(dir, 'hea-artikkel.mdx'), GOOD);
      writeFileSync(join(dir, 'pooleli-artikkel.mdx'), draft);
      expect(readArticles(dir).map((a) => [a.slug, a.draft])).toEqual([['hea-artikkel', false], ['pooleli-artikkel', true]]);
      vi.stubEnv(BLOG_DIR_VARIABLE, dir);
      expect(blogDir()).toBe(dir);
      expect(getArticles({ drafts: false }).map((a) => a.slug)).toEqual(['hea-artikkel']);
      expect(getArticles({ drafts: true }).map((a) => a.slug)).toEqual(['hea-artikkel', 'pooleli-artikkel']);
    } finally {
      vi.unstubAllEnvs();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("carry the 'Mustand' label on the card; published articles do not", () => {
    const published = parseArticle('content/blog/hea-artikkel.mdx', GOOD);
    const card = (article: typeof published) => renderToStaticMarkup(createElement(ArticleCard, { article, loading: 'lazy' }));
    expect(card({ ...published, draft: true })).toContain('>Mustand</span>');
    expect(card(published)).not.toContain('Mustand');
  });
});

describe('structured data and feed', () => {
  it('HowTo data has the steps with name and text and costs 0 EUR; articles without steps have none', async () => {
    const { howToJsonLd } = await import('@/lib/seo/blog');
    const withSteps = parseArticle(
      'content/blog/hea-artikkel.mdx',
      withField('tags:', 'tags: [SEO]\nhowTo:\n  name: Sammud\n  steps:\n    - { name: Üks, text: Tee nii }\n    - { name: Kaks, text: Siis nii }').replace('Tere, see on artikli tekst.', 'Tekst.\n\n<HowToSteps />'),
    );
    const howTo = howToJsonLd(withSteps)!;
    expect(howTo.estimatedCost).toEqual({ '@type': 'MonetaryAmount', currency: 'EUR', value: 0 });
    expect((howTo.step as unknown as { name: string; text: string }[]).map((s) => [s.name, s.text])).toEqual([['Üks', 'Tee nii'], ['Kaks', 'Siis nii']]);
    expect(howToJsonLd(parseArticle('content/blog/hea-artikkel.mdx', GOOD))).toBeNull();
  });

  it("Article data and the head point to the article's own share picture; other pages keep the site picture", async () => {
    const { articleJsonLd, articleMetadata } = await import('@/lib/seo/blog');
    const { routeMetadata } = await import('@/lib/seo/pages');
    const homeMetadata = routeMetadata('home', { title: 'Avaleht', description: 'Kirjeldus' });
    const article = parseArticle('content/blog/hea-artikkel.mdx', GOOD);
    const picture = 'https://veebiselge.ee/blogi/hea-artikkel/share.png';
    expect(articleJsonLd(article)).toMatchObject({
      '@type': 'Article',
      headline: 'Hea artikkel testimiseks',
      datePublished: '2025-08-31',
      image: { '@type': 'ImageObject', url: picture, width: '1200', height: '630' },
    });
    expect(articleMetadata(article).openGraph?.images).toEqual([{ url: '/blogi/hea-artikkel/share.png', width: 1200, height: 630, alt: 'Hea artikkel testimiseks' }]);
    expect(homeMetadata.openGraph?.images).toEqual([expect.objectContaining({ url: '/og-image.png', width: 1200, height: 630 })]);
  });

  it('escapes XML in the RSS feed', async () => {
    const { buildRss } = await import('@/lib/blog/rss');
    const article = parseArticle('content/blog/hea-artikkel.mdx', GOOD.replace('Hea artikkel testimiseks', 'Kiirus & <SEO> „jutt“'));
    const xml = buildRss([article]);
    expect(xml).toContain('<title>Kiirus &amp; &lt;SEO&gt; „jutt“</title>');
    expect(xml).toContain('<pubDate>Sun, 31 Aug 2025 12:00:00 GMT</pubDate>');
  });
});
