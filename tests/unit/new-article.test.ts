import { describe, expect, it } from 'vitest';
import { estonianSlug, isoDay, newArticleSource, nextArticleId, PLACEHOLDER_MARK } from '@/lib/blog/new-article.mjs';
import { ArticleError, parseArticle } from '@/lib/blog/parse';

describe('the slug of an Estonian title', () => {
  it.each([
    ['Õunapuu ääres öösel üllatus', 'ounapuu-aares-oosel-ullatus'],
    ['ÕÄÖÜ õäöü', 'oaou-oaou'],
    ['Šokolaad ja žürii: Š Ž', 'sokolaad-ja-zurii-s-z'],
    ['Mis on SEO ja milleks seda vaja on?', 'mis-on-seo-ja-milleks-seda-vaja-on'],
    ['Kahe kuuga 3x müügitulu!', 'kahe-kuuga-3x-muugitulu'],
    ['Kiirus & turvalisus', 'kiirus-ja-turvalisus'],
    ['„Jutumärgid“, (sulud) ja — mõttekriips…', 'jutumargid-sulud-ja-mottekriips'],
    ['  Tühikud   ja --- kriipsud -- järjest  ', 'tuhikud-ja-kriipsud-jarjest'],
    ['e-pood / WordPress / Shopify', 'e-pood-wordpress-shopify'],
    ['Café Noël', 'cafe-noel'],
  ])('%s -> %s', (title, slug) => expect(estonianSlug(title)).toBe(slug));

  it('never starts or ends with a hyphen, never repeats one, and stays under 81 characters at a word boundary', () => {
    const slug = estonianSlug('Väga pikk pealkiri, '.repeat(10));
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(slug.endsWith('-pealkiri') || slug.endsWith('-pikk') || slug.endsWith('-vaga')).toBe(true);
  });

  it('is empty for a title without letters or digits (the script then refuses)', () => {
    expect(estonianSlug('?!… —')).toBe('');
  });
});

describe('a new article', () => {
  it('gets the id after the largest one in use', () => {
    expect(nextArticleId(['1', '2', '6', '3'])).toBe('7');
    expect(nextArticleId([])).toBe('1');
  });

  it("is dated with the editor's own calendar day", () => {
    expect(isoDay(new Date(2025, 8, 5, 23, 59))).toBe('2025-09-05');
  });

  const source = newArticleSource({ id: '7', slug: 'kas-sokolaadipood-vajab-e-poodi', title: 'Kas šokolaadipood vajab "päris" e-poodi?', date: '2025-09-05' });

  it('is a valid draft with the title, id, date and an outline that invites to the audit', () => {
    const article = parseArticle('content/blog/kas-sokolaadipood-vajab-e-poodi.mdx', source);
    expect(article).toMatchObject({ id: '7', slug: 'kas-sokolaadipood-vajab-e-poodi', title: 'Kas šokolaadipood vajab "päris" e-poodi?', date: '2025-09-05', draft: true, cta: 'default' });
    expect(article.body).toContain('## ');
    expect(article.body).toContain('](/#audit)');
  });

  it('cannot be published while the outline text is still there, and can once it is written', () => {
    const published = source.replace('draft: true\n', '');
    let message = '';
    try {
      parseArticle('content/blog/kas-sokolaadipood-vajab-e-poodi.mdx', published);
    } catch (error) {
      expect(error).toBeInstanceOf(ArticleError);
      message = (error as Error).message;
    }
    expect(message).toContain('content/blog/kas-sokolaadipood-vajab-e-poodi.mdx');
    expect(message).toContain('field "description"');
    expect(message).toContain('field "(text)"');
    expect(message).toContain('"draft: true"');

    const written = published
      .replace(/^description: .*$/m, 'description: "Millal tasub väikesel šokolaadipoel e-pood teha ja millal piisab kodulehest ning telefonist."')
      .replace(new RegExp(`${PLACEHOLDER_MARK} ?`, 'g'), '');
    expect(parseArticle('content/blog/kas-sokolaadipood-vajab-e-poodi.mdx', written).draft).toBe(false);
  });
});
