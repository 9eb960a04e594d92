/**
 * What the agency makes: the project types, platforms and designs with their labels, defined once (in the built
 * language: each label is written in place as `EN ? English : Estonian`, lib/i18n/locale.ts).
 * The price list (lib/pricing), the portfolio filters (lib/portfolio) and the content schemas (lib/schemas) read
 * them. Plain data without zod, so client components can import it; its types come from its own lists.
 */

export const PROJECT_TYPES = ['website', 'ecommerce'] as const;
export const PLATFORMS = ['wordpress', 'custom', 'shopify'] as const;
export const THEMES = ['light', 'dark'] as const;

export type ProjectType = (typeof PROJECT_TYPES)[number];
export type Platform = (typeof PLATFORMS)[number];
export type Theme = (typeof THEMES)[number];

/** The English build (written in place, so the minifier keeps one language: lib/i18n/locale.ts). */
const EN = process.env.SITE_LOCALE === 'en';

export const PROJECT_TYPE_LABELS: Readonly<Record<ProjectType, string>> = EN
  ? { website: 'Website', ecommerce: 'Online shop' }
  : { website: 'Koduleht', ecommerce: 'E-pood' };
export const PLATFORM_LABELS: Readonly<Record<Platform, string>> = EN
  ? { wordpress: 'WordPress', custom: 'Custom-built', shopify: 'Shopify' }
  : { wordpress: 'WordPress', custom: 'Eritellimus', shopify: 'Shopify' };
export const THEME_LABELS: Readonly<Record<Theme, string>> = EN ? { light: 'Light', dark: 'Dark' } : { light: 'Hele', dark: 'Tume' };

/** [{ value, label }] of a list, in its order, e.g. labelled(PLATFORMS, PLATFORM_LABELS). */
export function labelled<T extends string>(values: readonly T[], labels: Readonly<Record<T, string>>): readonly { value: T; label: string }[] {
  return values.map((value) => ({ value, label: labels[value] }));
}
