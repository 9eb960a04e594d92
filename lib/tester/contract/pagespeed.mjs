/**
 * The contract's PageSpeed details (lib/tester/contract.mjs): what the tester reads of a PageSpeed Insights answer
 * beyond the four scores, its schema, and the reader the API and the browser's fallback share.
 */
import './jitless.mjs';
import * as z from 'zod/mini';

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

/** @typedef {z.infer<typeof pageSpeedDetails>} PageSpeedDetails */
