/**
 * The contract's answers (lib/tester/contract.mjs): a zod schema for every JSON answer of the API, which the API
 * answers and the browser checks, and their types.
 */
import './jitless.mjs';
import * as z from 'zod/mini';
import { API_ERRORS } from './errors.mjs';
import { pageSpeedDetails } from './pagespeed.mjs';

/** @typedef {import('./errors.mjs').ApiErrorCode} ApiErrorCode */

const text = z.string();
const count = z.int().check(z.minimum(0));
const ms = z.number().check(z.minimum(0));

/** The API's own error: a code, and for some codes a short datum (an upstream status, a service's own message). */
export const errorAnswer = z.object({
  error: z.enum(/** @type {[ApiErrorCode, ...ApiErrorCode[]]} */ (Object.keys(API_ERRORS))),
  /** upstream: the outside service's HTTP status */
  status: z.optional(z.int()),
  /** the outside service's own message (English), quoted as the spec's texts ask */
  detail: z.optional(z.string().check(z.maxLength(300))),
});

export const healthAnswer = z.object({ ok: z.literal(true) });

export const FINDING_STATUSES = /** @type {const} */ (['pass', 'warn', 'fail', 'na']);

/** A fact behind a security finding: a header's value, a number of days, whether something was found. */
export const findingFact = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/**
 * One security finding: what was checked (id), its verdict, and the facts it was judged on; facts.case names the
 * rule that decided ("expiring", "missing"...). No words: the report says each case (lib/tester/report/finding-words.ts).
 */
export const securityFinding = z.object({
  id: text,
  status: z.enum(FINDING_STATUSES),
  facts: z.record(z.string(), findingFact),
});

const certificate = z.object({
  subject: text,
  issuer: text,
  altNames: z.array(text),
  validFrom: text,
  validTo: text,
  daysLeft: z.int(),
  trusted: z.boolean(),
  hostnameMatches: z.boolean(),
  error: z.nullable(text),
});

const httpsRedirect = z.object({
  applicable: z.boolean(),
  reachable: z.boolean(),
  redirects: z.boolean(),
  from: z.optional(text),
  to: z.optional(text),
  status: z.optional(count),
  /** why the http address did not answer (an ApiErrorCode) */
  error: z.optional(text),
});

/** One test of Mozilla's HTTP Observatory: its name, the result it decided (the Observatory's own names) and its modifier. */
const observatoryTest = z.object({ id: text, result: text, modifier: z.int(), pass: z.boolean() });

/** Mozilla's HTTP Observatory grade of the inspected answers (api/observatory.mjs); null when it grades none. */
export const observatoryAnswer = z.nullable(
  z.object({ grade: z.enum(['A+', 'A', 'A-', 'B+', 'B', 'B-', 'C+', 'C', 'C-', 'D+', 'D', 'D-', 'F']), score: z.int().check(z.minimum(0)), tests: z.array(observatoryTest) }),
);

/** The hosts of other sites a page loads from: what they serve (script, style, frame…) and how many times. */
export const thirdPartiesAnswer = z.nullable(
  z.object({ hosts: z.array(z.object({ host: text, kinds: z.array(text), count: count })), total: count }),
);

/** GET /inspect: redirects, headers, timings, TLS, HTTP/2, compression and the security findings. */
export const inspectAnswer = z.object({
  url: text,
  finalUrl: text,
  status: count,
  redirects: z.array(z.object({ url: text, status: count, location: text })),
  tooManyRedirects: z.boolean(),
  headers: z.record(z.string(), text),
  /** The final answer's X-Robots-Tag header(s) (repeated ones joined by ", "), which may keep the page out of search; null: none. */
  xRobotsTag: z.nullable(text),
  timing: z.object({ ttfbMs: ms, totalMs: ms }),
  bodyBytes: count,
  bodyTruncated: z.boolean(),
  compression: z.nullable(text),
  tls: z.nullable(
    z.object({ protocol: z.nullable(text), alpn: z.nullable(text), cipher: z.nullable(text), certificate: z.nullable(certificate) }),
  ),
  tlsError: z.nullable(text),
  http2: z.nullable(z.boolean()),
  httpsRedirect,
  security: z.object({ score: z.number().check(z.minimum(0), z.maximum(100)), findings: z.array(securityFinding) }),
  observatory: observatoryAnswer,
  thirdParties: thirdPartiesAnswer,
});

const score = z.number().check(z.minimum(0), z.maximum(100));

/**
 * GET /pagespeed: the four Lighthouse category scores (0..100), asked with the server's key, and the details the
 * tester shows in seconds (optional: an answer without them still gives the scores).
 */
export const pageSpeedAnswer = z.object({
  url: text,
  scores: z.object({ performance: score, accessibility: score, bestPractices: score, seo: score }),
  details: z.optional(pageSpeedDetails),
  fetchedAt: text,
  cached: z.boolean(),
});

/** One message of the W3C Nu HTML checker, as far as the tester counts it. */
export const validatorMessage = z.object({
  type: text,
  subType: z.optional(text),
  message: z.optional(text),
});

/** GET /validate: the checker's messages about the page. */
export const validateAnswer = z.object({ url: text, messages: z.array(validatorMessage) });

/**
 * GET /dns: what the tested site's domain publishes in DNS (MX, SPF, DMARC, DNSSEC, CAA), one finding per item
 * (ids mx, spf, spf-lookups, spf-all, dmarc, dmarc-reports, dnssec, caa), judged like the security findings.
 * `domain` is the zone checked (the apex of the tested host).
 */
export const dnsAnswer = z.object({
  url: text,
  host: text,
  domain: text,
  findings: z.array(securityFinding).check(z.maxLength(20)),
});

/** @typedef {z.infer<typeof inspectAnswer>} InspectAnswer */
/** @typedef {z.infer<typeof dnsAnswer>} DnsAnswer */
/** @typedef {z.infer<typeof securityFinding>} SecurityFinding */
/** @typedef {z.infer<typeof observatoryAnswer>} ObservatoryAnswer */
/** @typedef {z.infer<typeof thirdPartiesAnswer>} ThirdPartiesAnswer */
/** @typedef {z.infer<typeof pageSpeedAnswer>} PageSpeedAnswer */
/** @typedef {z.infer<typeof validateAnswer>} ValidateAnswer */
/** @typedef {z.infer<typeof errorAnswer>} ErrorAnswer */
