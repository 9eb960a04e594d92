/**
 * The site's language, fixed at build time. `npm run build` makes the Estonian site (out/), `npm run build:en`
 * the English one (out-en/, SITE_LOCALE=en), from the same code: a fact, a price or a check is defined once.
 *
 * How a text picks its language (docs/architecture.md, "Two languages"): next.config.ts writes SITE_LOCALE into every bundle
 * as a literal, so a module that reaches the browser writes
 *
 *     export const TEXTS: Texts = process.env.SITE_LOCALE === 'en' ? { ...English } : { ...Estonian };
 *
 * and the minifier keeps only the built language's branch: each page ships its own language, no dictionary.
 * The test `tests/unit/locale-bundles.test.ts` reads the English export's scripts for Estonian words.
 * Write the comparison in place, in the module that holds the texts: a constant imported from this module is
 * not folded across modules, and both languages would ship. Server-only code (route files, metadata, JSON-LD)
 * may use LOCALE below; none of it reaches the browser.
 */
export type Locale = 'et' | 'en';

export const LOCALE: Locale = process.env.SITE_LOCALE === 'en' ? 'en' : 'et';
export const isEnglish = LOCALE === 'en';
/** The other language: the language switch links to it, hreflang pairs point to it. */
export const OTHER_LOCALE: Locale = isEnglish ? 'et' : 'en';
/** Open Graph's locale of each language. */
export const OG_LOCALES: Record<Locale, string> = { et: 'et_EE', en: 'en_GB' };
