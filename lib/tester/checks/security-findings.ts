/**
 * Security (spec: "security {score}", fixed at 75): measured by the tester API's inspection when the API is there,
 * with one finding per item in plain words (what is missing and what it risks: report/finding-words.ts); otherwise the spec's fixed
 * score, marked as not measured, with the reason. Also what the inspection saw of the server (redirects, HTTP/2,
 * compression, response times) for the report's server cards.
 */
import type { Inspection } from '@/lib/tester/engine/api';
import type { SecurityResult, ServerFacts } from '@/lib/tester/state/schema';

/** Security score: the fixed value the spec gives when it is not measured. */
export const SECURITY_SCORE = 75;

/**
 * Why nothing was measured, when the run had no tester API (the CORS proxy cannot see a site's headers): stored as
 * the result's error and said in the notification, in the site's language.
 */
export const SECURITY_NOT_RUN =
  process.env.SITE_LOCALE === 'en' ? 'the tester’s server (API) was not available' : 'meie testiserver (API) ei olnud kättesaadav';

/** Not measured: the spec's fixed score, and why (SECURITY_NOT_RUN, or the API's error code for this site). */
export const securityNotRun = (error: string = SECURITY_NOT_RUN): SecurityResult => ({
  score: SECURITY_SCORE,
  measured: false,
  findings: [],
  error,
});

export function securityOf(inspection: Inspection): SecurityResult {
  if (!inspection.ok) return securityNotRun(inspection.code);
  const { security } = inspection.report;
  return {
    score: Math.max(0, Math.min(100, Math.round(security.score))),
    measured: true,
    findings: security.findings.map(({ id, status, facts }) => ({ id, status, facts })),
    error: null,
    observatory: inspection.report.observatory,
    thirdParties: inspection.report.thirdParties,
  };
}

const whole = (ms: number) => Math.max(0, Math.round(ms));

export function serverOf(inspection: Inspection): ServerFacts | null {
  if (!inspection.ok) return null;
  const r = inspection.report;
  return {
    finalUrl: r.finalUrl,
    redirects: r.redirects.map(({ url, status, location }) => ({ url, status, location })),
    httpsRedirect: {
      applicable: r.httpsRedirect.applicable,
      reachable: r.httpsRedirect.reachable,
      redirects: r.httpsRedirect.redirects,
      from: r.httpsRedirect.from ?? null,
      to: r.httpsRedirect.to ?? null,
      status: r.httpsRedirect.status ?? null,
    },
    http2: r.http2,
    compression: r.compression,
    bodyBytes: whole(r.bodyBytes),
    ttfbMs: whole(r.timing.ttfbMs),
    totalMs: whole(r.timing.totalMs),
    robotsTag: r.xRobotsTag,
  };
}
