/**
 * What each page analyser reports when it could not run: the spec's fallback texts (section 8) with empty
 * values. Kept apart from the analysers, so the network side of the engine (page.ts, on the main thread)
 * can use them without loading the HTML parser, which only the analysis worker needs.
 */
import { FALLBACK_ERRORS } from '@/lib/tester/engine/deps';
import type { HtmlAnalysis, ImageAnalysis, SocialMeta, StructuredData } from '@/lib/tester/state/schema';

export const failedHtmlAnalysis = (): HtmlAnalysis => ({
  title: null,
  titleLength: 0,
  metaDescription: null,
  metaDescriptionLength: 0,
  h1Count: 0,
  langAttribute: null,
  canonicalUrl: null,
  error: FALLBACK_ERRORS.html,
});

export const failedImageAnalysis = (): ImageAnalysis => ({
  totalImages: 0,
  imagesWithoutAlt: 0,
  imagesWithEmptyAlt: 0,
  altCoverage: 0,
  error: FALLBACK_ERRORS.images,
});

export const failedStructuredData = (): StructuredData => ({
  hasJsonLd: false,
  hasMicrodata: false,
  jsonLdCount: 0,
  invalidJsonLdCount: 0,
  microdataCount: 0,
  types: [],
  error: FALLBACK_ERRORS.structuredData,
});

export const failedSocialMeta = (): SocialMeta => ({
  openGraph: { hasTitle: false, hasDescription: false, hasImage: false, hasUrl: false, coverage: 0 },
  twitterCard: { hasCard: false, hasTitle: false, hasDescription: false, hasImage: false, coverage: 0 },
  hasFavicon: false,
  overallScore: 0,
  error: FALLBACK_ERRORS.socialMeta,
});
