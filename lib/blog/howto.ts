import { BLOG_ARTICLE } from '@messages/blog-article';

/**
 * The anchor of an article's HowTo step, in the built language: "samm-2" on the Estonian site, "step-2" on the
 * English one. The step's list item carries it (components/ui/NumberedSteps) and the HowTo structured data links
 * to it (lib/seo/blog.ts), so both say the same.
 */
export function howToStepAnchor(position: number): string {
  return `${BLOG_ARTICLE.stepAnchor}-${position}`;
}
