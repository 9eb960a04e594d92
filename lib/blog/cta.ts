import { z } from 'zod';
import { ACTIONS } from '@/lib/actions';
import { AUDIT_TURNAROUND_TEXT } from '@/lib/pricing';
import { homeSection, ROUTES, HOME_SECTIONS } from '@/lib/routes';
import { BLOG_CTA } from '@messages/blog-cta';

/** The call-to-action variants an article can end with (chosen in its frontmatter, field `cta`). */
export const CTA_VARIANTS = [
  'audit',
  'case-study',
  'wordpress-comparison',
  'custom',
  'default',
  'speed-optimization',
  'ux-analysis',
] as const;

export type CtaVariant = (typeof CTA_VARIANTS)[number];

const actionSchema = z.object({
  label: z.string().min(1),
  /** A site path ("/kontakt", "/#audit") or an https address. */
  href: z.string().regex(/^(\/|https:\/\/)/, 'must be a site path starting with "/" or an https:// address'),
});

/** The content of a button block: a heading, a short text and one or two buttons (the first is primary). */
export const ctaContentSchema = z.object({
  title: z.string().min(1),
  text: z.string().min(1),
  actions: z.array(actionSchema).min(1).max(2),
});

export type CtaAction = z.infer<typeof actionSchema>;
export type CtaContent = z.infer<typeof ctaContentSchema>;

type FixedVariant = Exclude<CtaVariant, 'custom' | 'audit'>;

const audit = homeSection(HOME_SECTIONS.audit);

/** A block's heading and text (messages/blog-cta) with its buttons, the first primary. */
function block(words: { title: string; text: string }, ...actions: CtaAction[]): CtaContent {
  return { title: words.title, text: words.text, actions };
}

/**
 * The fixed button blocks, each button with where it leads (labels that are the site's shared actions come from
 * lib/actions.ts); `custom` takes its content from the article and `audit` shows the audit form.
 */
export const CTA_CONTENT: Record<FixedVariant, CtaContent> = {
  'case-study': block(
    BLOG_CTA.caseStudy,
    { label: BLOG_CTA.caseStudy.audit, href: audit },
    { label: BLOG_CTA.caseStudy.prices, href: homeSection(HOME_SECTIONS.pricing) },
  ),
  'wordpress-comparison': block(BLOG_CTA.wordpressComparison, { label: BLOG_CTA.wordpressComparison.quote, href: ROUTES.contact }),
  default: block(BLOG_CTA.default, { label: ACTIONS.quote, href: ROUTES.contact }),
  'speed-optimization': block(
    BLOG_CTA.speedOptimization,
    { label: ACTIONS.tester, href: ROUTES.tester },
    { label: ACTIONS.quote, href: ROUTES.contact },
  ),
  'ux-analysis': block(BLOG_CTA.uxAnalysis, { label: ACTIONS.audit, href: audit }, { label: ACTIONS.portfolio, href: ROUTES.portfolio }),
};

const AUDIT_CTA_ID = 'analuutika-audit';
/** Heading and text of the audit variant, which shows the audit form under them; `id` is its anchor. */
export const AUDIT_CTA: { id: typeof AUDIT_CTA_ID; title: string; text: string } = {
  id: AUDIT_CTA_ID,
  title: BLOG_CTA.audit.title,
  text: BLOG_CTA.audit.text(AUDIT_TURNAROUND_TEXT),
};
