/**
 * The contract between the website tester in the browser (lib/tester) and its API (api/), defined once and
 * imported by both: the endpoint table (name, methods, query, timeouts), the error codes and a zod schema for
 * every answer. The API dispatches from ENDPOINTS and answers what the schemas describe; the browser checks every
 * answer against them, so an answer that does not match is an error with a code (BAD_ANSWER), never a cast.
 *
 * Plain JavaScript with JSDoc types (like lib/site-headers/headers.mjs): the API runs in Node without a build step.
 * TypeScript reads the types from the code itself (allowJs), so nothing here is written twice.
 */
import * as z from 'zod/mini';

// The site's Content-Security-Policy forbids eval: zod must not even probe for it (a probe is reported as a
// violation although zod catches it), so it checks answers without compiled fast paths.
z.config({ jitless: true });

/** Where the API lives on the site's own host (NEXT_PUBLIC_TESTER_API may point elsewhere). */
export const API_PREFIX = '/api';

/**
 * What the browser waits beyond the server's own limit for the answer to travel (a cold serverless start, a slow
 * phone connection): the client's timeout of an endpoint is always its server's plus this.
 */
export const TRANSIT_MS = 5_000;

/** The server's limits, in ms: one request's whole outbound work, and the two outside services. */
export const SERVER_TIMEOUTS = Object.freeze({
  /** One API request's outbound work, DNS and redirects included. */
  total: 15_000,
  /** PageSpeed Insights: a Lighthouse run takes 20-50 s. */
  pageSpeed: 55_000,
  /** The W3C Nu HTML checker fetches the page itself and answers within seconds. */
  validator: 15_000,
});

// ---------------------------------------------------------------------------------------------------------------
// Error codes

/**
 * Every error the API answers, by code, with its HTTP status. The answer is JSON `{ error: code, detail? }`;
 * the words for the visitor live in the tester's report layer (lib/tester/report/errors.ts), never on the wire.
 */
export const API_ERRORS = Object.freeze({
  bad_url: 400,
  bad_host: 400,
  no_domain: 400,
  credentials: 400,
  port: 400,
  forbidden_address: 400,
  forbidden_redirect: 400,
  own_api: 400,
  fetch_only: 403,
  not_found: 404,
  method: 405,
  wrong_host: 421,
  rate_limited: 429,
  /** The name does not exist (NXDOMAIN). */
  dns_not_found: 502,
  /** The name exists but has no address (no A or AAAA record). */
  dns_no_address: 502,
  /** The lookup failed (SERVFAIL, REFUSED, no answer in time) while our resolver answers: the site's DNS. */
  dns_failed: 502,
  unreachable: 502,
  tls: 502,
  too_many_redirects: 502,
  bad_response: 502,
  pagespeed_forbidden: 502,
  pagespeed_failed: 502,
  pagespeed_network: 502,
  validator_failed: 502,
  validator_network: 502,
  validator_unreadable: 502,
  busy: 503,
  /** Our own resolver does not answer: nothing is known about the site's name. */
  dns_unavailable: 503,
  pagespeed_key_missing: 503,
  connect_timeout: 504,
  timeout: 504,
  validator_timeout: 504,
  loop: 508,
  internal: 500,
});

/** @typedef {keyof typeof API_ERRORS} ApiErrorCode */

/**
 * Errors the browser finds itself about an API call: no answer in time, no connection, an answer that is not
 * the API's (e.g. a host without the functions: a 404 page), or an answer the schema refuses.
 */
export const CLIENT_ERRORS = Object.freeze({
  /** The API did not answer within the endpoint's client timeout. */
  TIMEOUT: 'client_timeout',
  /** The request did not reach the API (offline, refused, cut). */
  NETWORK: 'network',
  /** An error status without the API's error body. */
  HTTP: 'http',
  /** An answer whose body does not match the endpoint's schema. */
  BAD_ANSWER: 'bad_answer',
});

/** @typedef {(typeof CLIENT_ERRORS)[keyof typeof CLIENT_ERRORS]} ClientErrorCode */
/** @typedef {ApiErrorCode | ClientErrorCode} ErrorCode */

/** Codes of an https address that does not answer at all: the site may still answer over plain http. */
export const NO_HTTPS_CODES = Object.freeze(['unreachable', 'tls', 'connect_timeout']);

/** Codes meaning the tested site itself could not be reached (rather than the API refusing or being busy). */
export const UNREACHABLE_CODES = Object.freeze([
  'unreachable', 'tls', 'connect_timeout', 'timeout', 'dns_not_found', 'dns_no_address', 'dns_failed', 'too_many_redirects', 'bad_response', 'client_timeout',
]);

// ---------------------------------------------------------------------------------------------------------------
// Answers

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

const maybeNumber = z.nullable(z.number().check(z.minimum(0)));

/** One real-visitor (CrUX) metric: the 75th percentile (ms; CLS unitless). */
const fieldMetric = z.nullable(z.object({ p75: z.number().check(z.minimum(0)) }));

/** How many fixes of Lighthouse the answer carries at most (the largest savings first). */
export const PAGESPEED_MAX_FIXES = 20;

/**
 * What the tester reads of a PageSpeed answer beyond the four scores: the lab metrics of the Lighthouse run (ms,
 * CLS unitless), the real-visitor data of the last 28 days (CrUX, p75) for the page or, when Google has none for
 * the page, for the whole site (null when it has neither), and the failing audits with an estimated saving, the
 * largest first (ids only: the words are the tester's).
 */
export const pageSpeedDetails = z.object({
  lab: z.object({ lcpMs: maybeNumber, fcpMs: maybeNumber, tbtMs: maybeNumber, cls: maybeNumber, speedIndexMs: maybeNumber }),
  field: z.nullable(z.object({ scope: z.enum(['page', 'origin']), lcpMs: fieldMetric, inpMs: fieldMetric, cls: fieldMetric })),
  fixes: z.array(z.object({ id: z.string().check(z.maxLength(80)), savingsMs: z.number().check(z.minimum(0)), savingsBytes: z.number().check(z.minimum(0)) })).check(z.maxLength(PAGESPEED_MAX_FIXES)),
});

/** @param {unknown} value */
const finite = (value) => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null);

/** CrUX's metric keys in a PageSpeed answer; CLS comes as its value times 100. */
const FIELD_KEYS = /** @type {const} */ ({ lcpMs: 'LARGEST_CONTENTFUL_PAINT_MS', inpMs: 'INTERACTION_TO_NEXT_PAINT', cls: 'CUMULATIVE_LAYOUT_SHIFT_SCORE' });

/**
 * @typedef {{ p75: number } | null} FieldMetric
 * @param {any} experience
 * @returns {{ lcpMs: FieldMetric, inpMs: FieldMetric, cls: FieldMetric } | null}
 */
function fieldOf(experience) {
  const metrics = experience?.metrics;
  if (!metrics || typeof metrics !== 'object') return null;
  /** @param {keyof typeof FIELD_KEYS} key */
  const read = (key) => {
    const p75 = finite(metrics[FIELD_KEYS[key]]?.percentile);
    return p75 === null ? null : { p75: key === 'cls' ? p75 / 100 : p75 };
  };
  const field = { lcpMs: read('lcpMs'), inpMs: read('inpMs'), cls: read('cls') };
  return field.lcpMs || field.inpMs || field.cls ? field : null;
}

/**
 * The details of a PageSpeed Insights v5 answer, read the same way by the API and by the browser's fallback; never
 * throws (a missing or odd part is null or left out).
 * @param {any} body the parsed answer
 * @returns {z.infer<typeof pageSpeedDetails>}
 */
export function pageSpeedDetailsOf(body) {
  const audits = body?.lighthouseResult?.audits ?? {};
  /** @param {string} id */
  const metric = (id) => finite(audits[id]?.numericValue);
  const page = body?.loadingExperience?.origin_fallback ? null : fieldOf(body?.loadingExperience);
  const origin = page ? null : fieldOf(body?.originLoadingExperience) ?? (body?.loadingExperience?.origin_fallback ? fieldOf(body?.loadingExperience) : null);
  /** @type {z.infer<typeof pageSpeedDetails>['fixes']} */
  const fixes = [];
  for (const [id, audit] of Object.entries(audits)) {
    if (typeof audit !== 'object' || audit === null || id.length > 80) continue;
    const score = /** @type {any} */ (audit).score;
    if (typeof score !== 'number' || score >= 0.9) continue;
    const details = /** @type {any} */ (audit).details ?? {};
    const savings = /** @type {any} */ (audit).metricSavings ?? {};
    const savingsMs = finite(details.overallSavingsMs) ?? Math.max(0, ...['LCP', 'FCP', 'TBT', 'INP'].map((key) => finite(savings[key]) ?? 0));
    const savingsBytes = finite(details.overallSavingsBytes) ?? 0;
    if (savingsMs > 0 || savingsBytes > 0) fixes.push({ id, savingsMs: Math.round(savingsMs), savingsBytes: Math.round(savingsBytes) });
  }
  fixes.sort((a, b) => b.savingsMs - a.savingsMs || b.savingsBytes - a.savingsBytes || (a.id < b.id ? -1 : 1));
  return {
    lab: {
      lcpMs: metric('largest-contentful-paint'),
      fcpMs: metric('first-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      speedIndexMs: metric('speed-index'),
    },
    field: page ? { scope: 'page', ...page } : origin ? { scope: 'origin', ...origin } : null,
    fixes: fixes.slice(0, PAGESPEED_MAX_FIXES),
  };
}

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
/** @typedef {z.infer<typeof pageSpeedDetails>} PageSpeedDetails */
/** @typedef {z.infer<typeof validateAnswer>} ValidateAnswer */
/** @typedef {z.infer<typeof errorAnswer>} ErrorAnswer */

// ---------------------------------------------------------------------------------------------------------------
// Endpoints

/**
 * @typedef {object} Endpoint
 * @property {readonly ('GET' | 'HEAD')[]} methods
 * @property {readonly string[]} query the query parameters it reads
 * @property {boolean} guarded counted by the per-client rate limit and refused when the API asks itself (a loop)
 * @property {number | null} serverMs the server's limit for its work (null: none, it answers at once)
 * @property {number} clientMs how long the browser waits for the answer: the server's limit plus TRANSIT_MS
 * @property {z.ZodMiniType | null} answer the schema of its JSON answer (null: the proxy passes the site's bytes)
 */

/**
 * @template {z.ZodMiniType | null} A
 * @param {Omit<Endpoint, 'clientMs' | 'answer'> & { clientMs?: number, answer: A }} endpoint
 * @returns {Omit<Endpoint, 'answer'> & { answer: A }}
 */
const endpoint = (endpoint) => ({
  ...endpoint,
  clientMs: endpoint.clientMs ?? (endpoint.serverMs ?? 0) + TRANSIT_MS,
});

/**
 * Every endpoint of the API, under API_PREFIX. The proxy's answer is the tested site's own (status and body,
 * its type in X-Upstream-Content-Type); the others answer JSON.
 */
export const ENDPOINTS = Object.freeze({
  /** { ok: true }: tells the tester the API is there. Short: a missing API must cost the run little. */
  health: endpoint({ methods: ['GET'], query: [], guarded: false, serverMs: null, clientMs: 4_000, answer: healthAnswer }),
  /**
   * The target's status and body (a drop-in for the CORS proxy prefix). Each check that reads through it waits
   * at most its own time (lib/tester/engine/deps.ts, TIMEOUTS), which is never longer than this.
   */
  proxy: endpoint({ methods: ['GET', 'HEAD'], query: ['url'], guarded: true, serverMs: SERVER_TIMEOUTS.total, answer: null }),
  inspect: endpoint({ methods: ['GET'], query: ['url'], guarded: true, serverMs: SERVER_TIMEOUTS.total, answer: inspectAnswer }),
  pagespeed: endpoint({ methods: ['GET'], query: ['url'], guarded: true, serverMs: SERVER_TIMEOUTS.pageSpeed, answer: pageSpeedAnswer }),
  validate: endpoint({ methods: ['GET'], query: ['url'], guarded: true, serverMs: SERVER_TIMEOUTS.validator, answer: validateAnswer }),
  /** The domain of the target's host in DNS, asked of the API's resolver (TESTER_DNS_SERVER). */
  dns: endpoint({ methods: ['GET'], query: ['url'], guarded: true, serverMs: SERVER_TIMEOUTS.total, answer: dnsAnswer }),
});

/** @typedef {keyof typeof ENDPOINTS} EndpointName */
/** @typedef {'inspect' | 'pagespeed' | 'validate' | 'dns'} JsonEndpointName endpoints the browser calls for a target's JSON */

/** @param {string} name @returns {name is EndpointName} */
export const isEndpointName = (name) => Object.hasOwn(ENDPOINTS, name);

/**
 * The address of an endpoint, for a target: "/api/inspect?url=https%3A%2F%2Fnaide.ee".
 * @param {string} base the API's base address without a trailing slash ("/api" or "https://api.example.ee/api")
 * @param {EndpointName} name @param {string} [target]
 */
export const endpointUrl = (base, name, target) => `${base}/${name}${target === undefined ? '' : `?url=${encodeURIComponent(target)}`}`;
