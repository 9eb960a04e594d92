import matter from 'gray-matter';
import type { z } from 'zod';
import { caseStudies, SLIDER_IMAGE_SIZE } from '@/content/case-studies';
import { ARTICLE_FACTS, resolveFacts } from '@/lib/blog/facts';
import { COVER_SMALL_WIDTH, COVER_TINY_WIDTH, coverSmallPath } from '@/lib/blog/images';
import { PLACEHOLDER_MARK } from '@/lib/blog/new-article.mjs';
import { countWords, readingMinutes } from '@/lib/blog/reading-time';
import { frontmatterSchema, type Article, type Frontmatter, type ImagePair } from '@/lib/blog/schema';

export class ArticleError extends Error {
  constructor(file: string, problems: string[]) {
    super(`Invalid blog article ${file}:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ArticleError';
  }
}

function describeIssue(issue: z.core.$ZodIssue): string {
  const field = issue.path.length ? issue.path.map(String).join('.') : '(frontmatter)';
  return `field "${field}": ${issue.message}`;
}

/** The before/after screenshots of an article's case study (their slider crops), from content/case-studies.ts. */
function caseStudyPairs(id: string | undefined): ImagePair[] {
  const study = caseStudies.find((s) => s.id === id);
  return study
    ? [{ before: study.sliderBefore, after: study.sliderAfter, ...SLIDER_IMAGE_SIZE }]
    : [];
}

/**
 * Read one article file: frontmatter through gray-matter and the zod schema, `<Fact name="…" />` tags replaced by
 * their values (lib/blog/facts.ts, in the frontmatter too), reading time from the body.
 * Throws an ArticleError naming the file and every wrong field.
 */
export function parseArticle(file: string, source: string): Article {
  const facts = resolveFacts(source);
  if (facts.unknown.length) {
    const known = Object.keys(ARTICLE_FACTS).join(', ');
    throw new ArticleError(file, facts.unknown.map((name) => `<Fact name="${name}" />: no such fact (the facts are: ${known})`));
  }
  let parsed: matter.GrayMatterFile<string>;
  try {
    // An empty options object keeps gray-matter from caching by content, so every call parses afresh.
    parsed = matter(facts.text, {});
  } catch (error) {
    throw new ArticleError(file, [`frontmatter is not valid YAML: ${(error as Error).message}`]);
  }
  const result = frontmatterSchema.safeParse(parsed.data);
  if (!result.success) throw new ArticleError(file, result.error.issues.map(describeIssue));

  const expectedName = `${result.data.slug}.mdx`;
  if (!file.replace(/\\/g, '/').endsWith(`/${expectedName}`) && file !== expectedName) {
    throw new ArticleError(file, [`field "slug": "${result.data.slug}" must match the file name (${expectedName})`]);
  }
  const body = parsed.content.trim();
  if (!body) throw new ArticleError(file, ['the article has no text after the frontmatter']);
  const problems = contentProblems(result.data, body);
  if (problems.length) throw new ArticleError(file, problems);

  // Steps written in the frontmatter are read as part of the article where <HowToSteps /> shows them.
  const stepWords = body.includes('<HowToSteps')
    ? (result.data.howTo?.steps ?? []).reduce((sum, step) => sum + countWords(`${step.name} ${step.text}`), 0)
    : 0;
  const words = countWords(body) + stepWords;
  return {
    ...result.data,
    file,
    body,
    imagePairs: [...caseStudyPairs(result.data.caseStudy), ...(result.data.images ?? [])],
    words,
    readingMinutes: readingMinutes(words),
  };
}

/**
 * What would mislead a reader although every field is well formed: HowTo steps in the structured data that the
 * page does not show, or the outline's placeholder text (PLACEHOLDER_MARK) left in a published article.
 */
function contentProblems(data: Frontmatter, body: string): string[] {
  const problems: string[] = [];
  const showsSteps = /<HowToSteps\b/.test(body);
  if (data.howTo && !showsSteps) problems.push('field "howTo": the steps must be shown in the text too: add <HowToSteps /> where they belong');
  if (!data.howTo && showsSteps) problems.push('field "howTo": <HowToSteps /> is in the text, but the frontmatter has no howTo steps');
  if (!data.draft) {
    for (const [field, text] of [['title', data.title], ['description', data.description], ['(text)', body]] as const) {
      if (text.includes(PLACEHOLDER_MARK)) {
        problems.push(`field "${field}": still holds the outline's "${PLACEHOLDER_MARK}" text; replace it, or keep "draft: true" until the article is ready`);
      }
    }
  }
  return problems;
}

/**
 * Images an article names that public/ does not hold: the cover with its small copies and the before/after
 * screenshots. `exists` answers for a site path such as "/images/blog/x.webp".
 */
export function articleImageProblems(article: Article, exists: (sitePath: string) => boolean): string[] {
  const problems: string[] = [];
  if (article.image) {
    for (const path of [article.image, coverSmallPath(article.image, COVER_SMALL_WIDTH), coverSmallPath(article.image, COVER_TINY_WIDTH)]) {
      if (!exists(path)) problems.push(`field "image": public${path} does not exist (draw the cover with scripts/assets/blog/render-covers.mjs)`);
    }
  }
  for (const pair of article.imagePairs) {
    for (const path of [pair.before, pair.after]) if (!exists(path)) problems.push(`field "images": public${path} does not exist`);
  }
  return problems;
}

/** Check the set of articles as a whole: ids and slugs are unique. Returns them in list order (id 1 first). */
export function orderArticles(articles: Article[]): Article[] {
  for (const key of ['id', 'slug'] as const) {
    const seen = new Map<string, string>();
    for (const article of articles) {
      const other = seen.get(article[key]);
      if (other) throw new ArticleError(article.file, [`field "${key}": "${article[key]}" is already used by ${other}`]);
      seen.set(article[key], article.file);
    }
  }
  return [...articles].sort((a, b) => Number(a.id) - Number(b.id));
}
