import type { PortfolioProjectId } from '@/content/portfolio';

/**
 * The portfolio's projects in words, keyed by the project's id in content/portfolio.ts (which holds the facts: name,
 * address, screenshot, platform, type, design) and joins the two.
 */
export interface PortfolioProjectsMessages {
  /** What was built and what it did for the client: the card's text (60 to 220 characters). */
  descriptions: Record<PortfolioProjectId, string>;
}
