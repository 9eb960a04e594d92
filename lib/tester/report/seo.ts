/**
 * The report's section "SEO põhitõed" ("SEO basics"): what Google and social media read from the home page. Each
 * card's words are in the site's language (process.env.SITE_LOCALE, compared in place); the grading is shared.
 *
 * The cards are in seo-head.ts (title, description, H1, metadata), seo-content.ts (images, structured data,
 * social) and seo-server-files.ts (robots.txt and sitemap.xml); what they share is in seo-common.ts.
 */
import { IMAGES_CARD, SOCIAL_CARD, STRUCTURED_DATA_CARD } from '@/lib/tester/report/seo-content';
import { DESCRIPTION_CARD, H1_CARD, METADATA_CARD, TITLE_CARD } from '@/lib/tester/report/seo-head';
import { SERVER_FILES_CARD } from '@/lib/tester/report/seo-server-files';
import type { CardBuilder } from '@/lib/tester/report/cards';

/** The section's cards, in the order shown. */
export const SEO_CARDS: CardBuilder[] = [
  TITLE_CARD,
  DESCRIPTION_CARD,
  H1_CARD,
  METADATA_CARD,
  IMAGES_CARD,
  STRUCTURED_DATA_CARD,
  SOCIAL_CARD,
  SERVER_FILES_CARD,
];
