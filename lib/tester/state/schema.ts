/**
 * The test result, defined once as a zod/mini schema: the engine's return
 * type is inferred from it and saved results are validated against it before they are shown again.
 *
 * Beyond the spec's fields: w3c.info and w3c.error (the validator's info count and the spec's HTML-check
 * error texts); robotsTxt.blocksGooglebot (whether Google's crawler in particular is shut out, beside the
 * spec's verdict for user-agent *); structuredData.invalidJsonLdCount (JSON-LD blocks that do not parse and
 * so do not count); and an optional `error` on imageAnalysis, structuredData and socialMeta carrying the
 * spec's sub-check fallback texts ('Image analysis failed', ...) so a card can say "not checked".
 *
 * With the tester API (lib/tester/engine/api.ts): security {score, findings} is measured (measured: true; otherwise the
 * score is the spec's fixed 75 and `error` says why nothing was measured), and `server` holds what the API saw of
 * the server: redirects, HTTP/2, compression and response times (null without the API).
 */
import * as z from 'zod/mini';
import { FINDING_STATUSES, observatoryAnswer, pageSpeedDetails, securityFinding, thirdPartiesAnswer } from '@/lib/tester/contract.mjs';
import { REGISTERED_SHAPE } from '@/lib/tester/checks/registry';
import { pageSignalsSchema } from '@/lib/tester/checks/page-signals';

const score = z.number().check(z.minimum(0), z.maximum(100));
const count = z.int().check(z.minimum(0));
const text = z.string();
const maybeText = z.nullable(z.string());
const flag = z.boolean();

export const SSL_STATUSES = ['READY', 'IN_PROGRESS'] as const;
/** A security finding's verdict: pass, warning, fail, or "not applicable" (left out of the score). */
export { FINDING_STATUSES };
const maybeCount = z.nullable(count);
/**
 * Whether the run reached the site: it answered; it did not answer (or the proxy in between could not say); its
 * name does not exist (NXDOMAIN: no website there); its name has no address (NODATA); the lookup of its name
 * failed while our resolver answers (its DNS); our resolver did not answer (nothing known about the name); or our
 * own check service failed, so nothing is known about it.
 */
export const REACH_KINDS = ['answered', 'no-answer', 'no-site', 'no-address', 'dns-failed', 'resolver', 'service'] as const;
export type Reach = (typeof REACH_KINDS)[number];

export const testResultSchema = z.object({
  displayUrl: text,
  analysisUrl: text,
  ssl: z.object({
    valid: flag,
    grade: maybeText,
    issuedTo: maybeText,
    error: maybeText,
    status: z.enum(SSL_STATUSES),
  }),
  stats: z.object({
    bounceRate: score,
    avgVisitDuration: z.string().check(z.regex(/^\d+:[0-5]\d$/)),
    pagesPerVisit: z.number().check(z.minimum(0)),
    monthlyVisitors: count,
  }),
  lighthouse: z.object({
    performance: score,
    accessibility: score,
    bestPractices: score,
    seo: score,
    error: maybeText,
    /** Metrics in seconds, real-visitor data and the largest fixes (null when PageSpeed gave none; missing in older results). */
    details: z.optional(z.nullable(pageSpeedDetails)),
  }),
  w3c: z.object({
    valid: flag,
    errors: count,
    warnings: count,
    info: count,
    error: maybeText,
  }),
  httpStatus: z.object({
    status: z.int().check(z.minimum(0), z.maximum(999)),
    statusText: text,
    error: maybeText,
  }),
  htmlAnalysis: z.object({
    title: maybeText,
    titleLength: count,
    metaDescription: maybeText,
    metaDescriptionLength: count,
    h1Count: count,
    langAttribute: maybeText,
    canonicalUrl: maybeText,
    error: maybeText,
  }),
  imageAnalysis: z.object({
    totalImages: count,
    imagesWithoutAlt: count,
    imagesWithEmptyAlt: count,
    altCoverage: score,
    /** Up to 10 file names of pictures without an alt attribute (plain text); missing in results saved before. */
    missingAltFiles: z.optional(z.array(text)),
    error: z.optional(text),
  }),
  structuredData: z.object({
    hasJsonLd: flag,
    hasMicrodata: flag,
    jsonLdCount: count,
    invalidJsonLdCount: count,
    microdataCount: count,
    types: z.array(text),
    error: z.optional(text),
  }),
  socialMeta: z.object({
    openGraph: z.object({ hasTitle: flag, hasDescription: flag, hasImage: flag, hasUrl: flag, coverage: score }),
    twitterCard: z.object({ hasCard: flag, hasTitle: flag, hasDescription: flag, hasImage: flag, coverage: score }),
    hasFavicon: flag,
    overallScore: score,
    error: z.optional(text),
  }),
  security: z.object({
    score,
    measured: flag,
    findings: z.array(securityFinding),
    error: maybeText,
    /** Mozilla's HTTP Observatory grade (missing in results saved before it existed, and without the API). */
    observatory: z.optional(observatoryAnswer),
    /** The hosts of other sites the page loads from (missing as above). */
    thirdParties: z.optional(thirdPartiesAnswer),
  }),
  /** The page's robots meta and platform: null when the page could not be read (missing in older results). */
  pageSignals: z.optional(z.nullable(pageSignalsSchema)),
  /** Missing in results saved before it existed: then the HTTP status tells. */
  reach: z.optional(z.enum(REACH_KINDS)),
  /** When the test ended (ms since 1970), for the report's date, the history and a shared link; missing in older saves. */
  testedAt: z.optional(z.int().check(z.minimum(0))),
  server: z.nullable(
    z.object({
      finalUrl: text,
      redirects: z.array(z.object({ url: text, status: count, location: text })),
      httpsRedirect: z.object({ applicable: flag, reachable: flag, redirects: flag, from: maybeText, to: maybeText, status: maybeCount }),
      http2: z.nullable(flag),
      compression: maybeText,
      bodyBytes: count,
      ttfbMs: count,
      totalMs: count,
      /** The final answer's X-Robots-Tag header (null: none; missing in older results). */
      robotsTag: z.optional(maybeText),
    }),
  ),
  /** One field per registered check (robotsTxt, sitemapXml, …), each with the schema its module defines. */
  ...REGISTERED_SHAPE,
});

export type TestResult = z.infer<typeof testResultSchema>;
export type SslResult = TestResult['ssl'];
export type VisitorStats = TestResult['stats'];
export type LighthouseResult = TestResult['lighthouse'];
export type W3cResult = TestResult['w3c'];
export type HttpStatusResult = TestResult['httpStatus'];
export type { RobotsTxtResult } from '@/lib/tester/checks/robots';
export type { SitemapXmlResult } from '@/lib/tester/checks/sitemap';
export type HtmlAnalysis = TestResult['htmlAnalysis'];
export type ImageAnalysis = TestResult['imageAnalysis'];
export type StructuredData = TestResult['structuredData'];
export type SocialMeta = TestResult['socialMeta'];
export type SecurityResult = TestResult['security'];
export type SecurityFinding = SecurityResult['findings'][number];
export type ServerFacts = NonNullable<TestResult['server']>;
