/**
 * The security score 0-100 of an inspected site: one finding per item, each with a stable id, a status (pass,
 * warn, fail, or na when the item cannot apply) and the facts it was judged on, `case` naming which rule decided
 * (the tester's report says each case in words: lib/tester/report/finding-words.ts). Pass earns the item's weight, warn
 * half of it, fail nothing; items that are not applicable are left out of the score (the score is the share of
 * the applicable weight earned). The policies are read by api/policies.mjs; nothing here is worded.
 */
import { cspScriptFacts, parseCsp, parseHsts, parseMetaCsp } from './policies.mjs';

/** @typedef {import('../lib/tester/contract.mjs').SecurityFinding} SecurityFinding */
/** @typedef {SecurityFinding['status']} FindingStatus */
/** @typedef {SecurityFinding['facts']} Facts */

/**
 * A finding as judged here: what the answer carries, and the points it earned of those at stake (0 when na).
 * @typedef {SecurityFinding & { points: number, weight: number }} Finding
 */

/**
 * @typedef {object} SecurityFacts
 * @property {string} finalUrl the address whose answer was judged
 * @property {Record<string, string>} headers that answer's headers, lower-case names
 * @property {string[]} [metaCsp] the content of each <meta http-equiv="Content-Security-Policy"> in the page's head
 * @property {boolean} httpTestTarget the answer came over plain http from a TESTER_API_ALLOW_HOSTS target: the
 *   https items cannot apply
 * @property {{ info: import('./tls-probe.mjs').TlsInfo | null, error: string | null } | null} tls
 *   the TLS handshake with the site's https address (null when not applicable)
 * @property {{ applicable: boolean, redirects: boolean, reachable: boolean, from?: string, to?: string, status?: number }} httpsRedirect
 */

/** Weight of every item; they add up to 100. */
export const SECURITY_WEIGHTS = Object.freeze({
  'https-redirect': 15,
  certificate: 15,
  tls: 10,
  hsts: 15,
  csp: 15,
  nosniff: 10,
  frame: 10,
  'referrer-policy': 5,
  'permissions-policy': 5,
});

/** HSTS max-age of at least six months (180 days), in seconds. */
export const HSTS_MIN_MAX_AGE = 180 * 24 * 60 * 60;
/** A certificate valid for this many days or fewer is about to expire. */
export const CERT_WARN_DAYS = 14;

/**
 * @param {keyof typeof SECURITY_WEIGHTS} id
 * @param {FindingStatus} status
 * @param {string} rule the case that decided, e.g. "expiring"
 * @param {Facts} [facts]
 * @returns {Finding}
 */
function finding(id, status, rule, facts = {}) {
  const weight = status === 'na' ? 0 : SECURITY_WEIGHTS[id];
  const points = status === 'pass' ? weight : status === 'warn' ? Math.round(weight / 2) : 0;
  return { id, status, facts: { case: rule, ...facts }, points, weight };
}

/** @param {SecurityFacts} facts @returns {Finding} */
function judgeHttpsRedirect(facts) {
  const r = facts.httpsRedirect;
  const data = { from: r.from ?? null, to: r.to ?? null, status: r.status ?? null };
  if (r.redirects) return finding('https-redirect', 'pass', 'redirects', data);
  if (!r.applicable) return finding('https-redirect', 'na', 'no-counterpart', data);
  if (facts.httpTestTarget) return finding('https-redirect', 'na', 'http-test', data);
  if (!r.reachable) return finding('https-redirect', 'warn', 'silent', data);
  return finding('https-redirect', 'fail', 'stays-http', data);
}

/** @param {SecurityFacts} facts @returns {Finding} */
function judgeCertificate(facts) {
  if (!facts.tls) return finding('certificate', 'na', 'http-test');
  const cert = facts.tls.info?.certificate;
  if (!cert) return finding('certificate', 'fail', 'none', { error: facts.tls.error });
  const data = {
    subject: cert.subject,
    issuer: cert.issuer,
    validTo: cert.validTo,
    daysLeft: cert.daysLeft,
    trusted: cert.trusted,
    hostnameMatches: cert.hostnameMatches,
    error: cert.error,
  };
  if (cert.daysLeft < 0 || cert.error === 'CERT_HAS_EXPIRED') return finding('certificate', 'fail', 'expired', data);
  if (!cert.trusted) return finding('certificate', 'fail', 'untrusted', data);
  if (!cert.hostnameMatches) return finding('certificate', 'fail', 'wrong-host', data);
  if (cert.daysLeft <= CERT_WARN_DAYS) return finding('certificate', 'warn', 'expiring', data);
  return finding('certificate', 'pass', 'valid', data);
}

/** @param {SecurityFacts} facts @returns {Finding} */
function judgeTls(facts) {
  if (!facts.tls) return finding('tls', 'na', 'http-test');
  const protocol = facts.tls.info?.protocol ?? null;
  if (!protocol) return finding('tls', 'fail', 'none', { protocol, error: facts.tls.error });
  if (protocol === 'TLSv1.2' || protocol === 'TLSv1.3') return finding('tls', 'pass', 'modern', { protocol });
  return finding('tls', 'fail', 'outdated', { protocol });
}

/** @param {SecurityFacts} facts @returns {Finding} */
function judgeHsts(facts) {
  const hsts = parseHsts(facts.headers['strict-transport-security']);
  const data = {
    maxAge: hsts?.maxAge ?? null,
    includeSubDomains: hsts?.includeSubDomains ?? false,
    preload: hsts?.preload ?? false,
    minMaxAge: HSTS_MIN_MAX_AGE,
  };
  if (facts.httpTestTarget) return finding('hsts', 'na', 'http-test', data);
  if (!facts.finalUrl.startsWith('https:')) return finding('hsts', 'fail', 'plain-http', data);
  if (!hsts || hsts.maxAge === null || hsts.maxAge === 0) return finding('hsts', 'fail', 'missing', data);
  if (hsts.maxAge < HSTS_MIN_MAX_AGE) return finding('hsts', 'warn', 'short', data);
  return finding('hsts', 'pass', 'on', data);
}

/** @param {SecurityFacts} facts @returns {Finding} */
function judgeCsp(facts) {
  // Every policy a browser enforces: the header's and the page's <meta> tags' (a script must pass all of them).
  const header = parseCsp(facts.headers['content-security-policy']);
  const meta = parseMetaCsp(facts.metaCsp ?? []);
  const enforced = [...header, ...meta];
  const reportOnly = parseCsp(facts.headers['content-security-policy-report-only']).length > 0;
  const script = cspScriptFacts(enforced);
  const data = { present: enforced.length > 0, inHeader: header.length > 0, inMeta: meta.length > 0, reportOnly, ...script };
  if (enforced.length === 0) return reportOnly ? finding('csp', 'warn', 'report-only', data) : finding('csp', 'fail', 'missing', data);
  if (!script.hasScriptPolicy) return finding('csp', 'warn', 'no-script-rules', data);
  if (script.scriptSrcUnsafeInline) return finding('csp', 'warn', 'unsafe-inline', data);
  return finding('csp', 'pass', 'strict', data);
}

/** @param {SecurityFacts} facts @returns {Finding} */
function judgeNosniff(facts) {
  const value = facts.headers['x-content-type-options'] ?? null;
  if (value && value.trim().toLowerCase() === 'nosniff') return finding('nosniff', 'pass', 'on', { value });
  return finding('nosniff', 'fail', 'missing', { value });
}

/** @param {SecurityFacts} facts @returns {Finding} */
function judgeFrame(facts) {
  const ancestors = parseCsp(facts.headers['content-security-policy'])
    .map((p) => p.get('frame-ancestors'))
    .find((list) => list !== undefined);
  const xfo = facts.headers['x-frame-options']?.trim() ?? null;
  const data = { frameAncestors: ancestors ? ancestors.join(' ') : null, xFrameOptions: xfo };
  if (ancestors) {
    if (ancestors.includes('*') || ancestors.includes('https:') || ancestors.includes('http:')) return finding('frame', 'warn', 'ancestors-open', data);
    return finding('frame', 'pass', 'ancestors', data);
  }
  if (xfo && /^(deny|sameorigin)$/i.test(xfo)) return finding('frame', 'pass', 'x-frame-options', data);
  if (xfo) return finding('frame', 'warn', 'x-frame-options-obsolete', data);
  return finding('frame', 'fail', 'missing', data);
}

const STRICT_REFERRER = new Set(['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin', 'origin', 'origin-when-cross-origin']);

/** @param {SecurityFacts} facts @returns {Finding} */
function judgeReferrer(facts) {
  const raw = facts.headers['referrer-policy'] ?? null;
  // The last value the browser knows wins.
  const tokens = (raw ?? '').split(',').map((t) => t.trim().toLowerCase()).filter(Boolean);
  const value = [...tokens].reverse().find((t) => STRICT_REFERRER.has(t) || t === 'unsafe-url' || t === 'no-referrer-when-downgrade') ?? null;
  const data = { value: raw, effective: value };
  if (!raw) return finding('referrer-policy', 'warn', 'missing', data);
  if (value && STRICT_REFERRER.has(value)) return finding('referrer-policy', 'pass', 'strict', data);
  return finding('referrer-policy', 'warn', 'full-address', data);
}

/** @param {SecurityFacts} facts @returns {Finding} */
function judgePermissions(facts) {
  const value = facts.headers['permissions-policy'] ?? null;
  if (value && value.trim()) return finding('permissions-policy', 'pass', 'on', { value });
  // A missing Permissions-Policy is a warning, not a problem (copy review T15): the browser still asks the visitor.
  return finding('permissions-policy', 'warn', 'missing', { value });
}

/**
 * @param {SecurityFacts} facts
 * @returns {{ score: number, findings: Finding[] }}
 */
export function scoreSecurity(facts) {
  const findings = [
    judgeHttpsRedirect(facts),
    judgeCertificate(facts),
    judgeTls(facts),
    judgeHsts(facts),
    judgeCsp(facts),
    judgeNosniff(facts),
    judgeFrame(facts),
    judgeReferrer(facts),
    judgePermissions(facts),
  ];
  const weight = findings.reduce((sum, f) => sum + f.weight, 0);
  const points = findings.reduce((sum, f) => sum + f.points, 0);
  return { score: weight ? Math.round((100 * points) / weight) : 0, findings };
}
