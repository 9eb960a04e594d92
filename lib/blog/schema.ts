import { z } from 'zod';
import { caseStudies } from '@/content/case-studies';
import { CTA_VARIANTS, ctaContentSchema } from '@/lib/blog/cta';
import { isIsoDate, normaliseDate } from '@/lib/blog/dates';
import { DESCRIPTION_LENGTH, TITLE_LENGTH } from '@/lib/blog/new-article.mjs';

/**
 * The frontmatter of an article in content/blog/<slug>.mdx. Every field is checked at build time;
 * a wrong value fails the build with the file name and the field (see parseArticle).
 */

const sitePath = (folder: string) =>
  z.string().regex(new RegExp(`^/${folder}/[\\w./-]+\\.(webp|svg|avif|png|jpg)$`), `must be an image path under /${folder}/`);

const imagePairSchema = z.object({
  before: sitePath('images'),
  after: sitePath('images'),
  /** Intrinsic size of the screenshots (both the same), for width/height attributes. */
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

const howToStepSchema = z.object({ name: z.string().min(1), text: z.string().min(1) });

const caseStudyIds = caseStudies.map((study) => study.id) as [string, ...string[]];

export const frontmatterSchema = z
  .object({
    /** Position in the blog list: "1" is shown first. */
    id: z.string().regex(/^\d+$/, 'must be a number written as a string, e.g. "7"'),
    slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lowercase letters, digits and hyphens'),
    title: z.string().min(TITLE_LENGTH.min).max(TITLE_LENGTH.max),
    /** Meta description and card text. */
    description: z.string().min(DESCRIPTION_LENGTH.min).max(DESCRIPTION_LENGTH.max),
    date: z.preprocess(normaliseDate, z.string().refine(isIsoDate, 'must be an ISO date (YYYY-MM-DD)')),
    /** The blog filter offers every distinct tag; the first one is shown on the article's share picture. */
    tags: z.array(z.string().min(1)).min(1),
    /** A draft is left out of the production build (list, page, sitemap, RSS) and shown by `npm run dev`. */
    draft: z.boolean().default(false),
    /** Cover image (1200×630) for the card and the article header; public/ must hold it and its small copies. */
    image: z.string().regex(/^\/images\/blog\/[\w-]+\.webp$/, 'must be a WebP cover under /images/blog/').optional(),
    imageAlt: z.string().min(1).optional(),
    /** A client story from content/case-studies.ts: its screenshots become the article's before/after pair. */
    caseStudy: z.enum(caseStudyIds).optional(),
    /** Further before/after screenshot pairs, used by <BeforeAfter pair="2" /> and so on. */
    images: z.array(imagePairSchema).optional(),
    cta: z.enum(CTA_VARIANTS).default('default'),
    /**
     * An English article (content/blog-en/) names the Estonian article it adapts: the two point to each other
     * (hreflang, the language switch). The Estonian article names nothing; its pair is found from this field.
     */
    translationOf: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be the slug of an Estonian article').optional(),
    /** Content of the `custom` call to action (required with it, not allowed otherwise). */
    ctaContent: ctaContentSchema.optional(),
    howTo: z
      .object({
        name: z.string().min(1),
        description: z.string().min(1).optional(),
        steps: z.array(howToStepSchema).min(2),
      })
      .optional(),
  })
  .strict()
  .superRefine((data, ctx) => {
    if (data.cta === 'custom' && !data.ctaContent) {
      ctx.addIssue({ code: 'custom', path: ['ctaContent'], message: 'is required when cta is "custom"' });
    }
    if (data.cta !== 'custom' && data.ctaContent) {
      ctx.addIssue({ code: 'custom', path: ['ctaContent'], message: 'is only used with cta "custom"' });
    }
    if (data.image && !data.imageAlt) {
      ctx.addIssue({ code: 'custom', path: ['imageAlt'], message: 'is required when image is set' });
    }
  });

export type Frontmatter = z.infer<typeof frontmatterSchema>;
export type ImagePair = z.infer<typeof imagePairSchema>;
export type HowToStep = z.infer<typeof howToStepSchema>;

export interface Article extends Frontmatter {
  /** The file the article came from, relative to the project, for error messages. */
  file: string;
  /** The MDX body without the frontmatter. */
  body: string;
  /** Before/after pairs: the case study's screenshots first, then `images`. */
  imagePairs: ImagePair[];
  words: number;
  readingMinutes: number;
}
