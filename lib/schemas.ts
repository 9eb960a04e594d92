/**
 * The zod schema of each shared data type, defined once; its TypeScript type is inferred from it (z.infer).
 * content/ validates its lists with these schemas when it is loaded. Client components import the types only
 * (`import type`), so zod stays out of the pages' JavaScript.
 */
import { z } from 'zod';
import { PLATFORMS, PROJECT_TYPES, THEMES } from '@/lib/offer';

export const projectTypeSchema = z.enum(PROJECT_TYPES);
export const platformSchema = z.enum(PLATFORMS);
export const themeSchema = z.enum(THEMES);

export type ProjectType = z.infer<typeof projectTypeSchema>;
export type Platform = z.infer<typeof platformSchema>;
export type Theme = z.infer<typeof themeSchema>;

/** A finished project of the portfolio (content/portfolio.ts). */
export const portfolioProjectSchema = z.object({
  id: z.number().int().positive(),
  title: z.string().min(2),
  /** The client's site address (fictional). */
  url: z.url(),
  /** Screenshot path under /images/portfolio/. */
  image: z.string().regex(/^\/images\/portfolio\/[a-z0-9-]+\.webp$/),
  platform: platformSchema,
  type: projectTypeSchema,
  theme: themeSchema,
  description: z.string().min(60).max(220),
  /** The id of the project's client story in content/case-studies.ts, where there is one: its card links there. */
  caseStudy: z.string().min(1).optional(),
});

export type PortfolioProject = z.infer<typeof portfolioProjectSchema>;
