/**
 * The security score 0-100 of an inspected site: one finding per item, each with a stable id, a status (pass,
 * warn, fail, or na when the item cannot apply) and the facts it was judged on, `case` naming which rule decided
 * (the tester's report says each case in words: lib/tester/report/finding-words.ts). Pass earns the item's weight, warn
 * half of it, fail nothing; items that are not applicable are left out of the score (the score is the share of
 * the applicable weight earned). The policies are read by api/policies.mjs; nothing here is worded.
 */
import { cspScriptFacts, parseCsp, parseHsts, parseMetaCsp } from './policies.mjs';
import { hasInvalidSameSite, isSessionCookie, parseSetCookie, prefixBroken } from './observatory/cookies.mjs';
import { effectiveReferrerPolicy } from './observatory/headers.mjs';

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
 * @property {Record<string, { result: string, pass: boolean }>} [observatory] the Observatory's tests on the same
 *   answers (api/observatory.mjs): where its rules and ours would disagree, ours follow it (docs/tester.md)
 * @property {string | null} [metaReferrer] the page's <meta name="referrer">
 * @property {string[]} [setCookies] the final answer's Set-Cookie lines
 * @property {import('./page-resources.mjs').PageResources} [resources] what the page loads (null: not a page)
 */

/** Weight of every item (the score is the share of the applicable weight earned). */
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
  cookies: 10,
  sri: 5,
  'mixed-content': 10,
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
  const observatory = facts.observatory?.redirection.result;
  if (r.redirects) {
    // The first hop decides whether HSTS can protect the next visit (the Observatory's rule).
    if (observatory === 'redirection-not-to-https-on-initial-redirection') return finding('https-redirect', 'warn', 'first-hop-http', data);
    if (observatory === 'redirection-off-host-from-http') return finding('https-redirect', 'warn', 'off-host', data);
    return finding('https-redirect', 'pass', 'redirects', data);
  }
  if (!r.applicable) return finding('https-redirect', 'na', 'no-counterpart', data);
  if (facts.httpTestTarget) return finding('https-redirect', 'na', 'http-test', data);
  // No http address at all: nobody is served unencrypted, but someone who types http:// may see an error; the
  // server card says the same (needs attention). The Observatory's grade passes it, and is computed on its own.
  if (!r.reachable) return finding('https-redirect', 'warn', 'no-http', data);
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
  // The Observatory's reading decides: a header sent twice or without max-age is invalid, a certificate that
  // does not verify makes it void, max-age=0 counts as too short.
  const observatory = facts.observatory?.['strict-transport-security'].result;
  if (observatory === 'hsts-invalid-cert') return finding('hsts', 'fail', 'invalid-cert', data);
  if (observatory === 'hsts-header-invalid') return finding('hsts', 'fail', 'invalid', data);
  if (!hsts || hsts.maxAge === null) return finding('hsts', 'fail', 'missing', data);
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
  if (enforced.length === 0) return reportOnly ? finding('csp', 'fail', 'report-only', data) : finding('csp', 'fail', 'missing', data);
  // What counts as a working policy is the Observatory's (api/observatory.mjs) when it was run.
  const observatory = facts.observatory?.['content-security-policy'].result;
  if (observatory === 'csp-header-invalid') return finding('csp', 'fail', 'invalid', data);
  if (!script.hasScriptPolicy) return finding('csp', 'warn', 'no-script-rules', data);
  if (script.scriptSrcUnsafeInline) return finding('csp', 'warn', 'unsafe-inline', data);
  /** @type {Record<string, string>} */
  const weak = {
    'csp-implemented-with-unsafe-inline': 'too-broad',
    'csp-implemented-with-insecure-scheme': 'insecure-scheme',
    'csp-implemented-with-unsafe-eval': 'unsafe-eval',
    'csp-implemented-with-insecure-scheme-in-passive-content-only': 'insecure-images',
  };
  if (observatory && weak[observatory]) return finding('csp', 'warn', weak[observatory], data);
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
  if (xfo && /^allow-from/i.test(xfo)) return finding('frame', 'warn', 'x-frame-options-obsolete', data);
  if (xfo) return finding('frame', 'fail', 'x-frame-options-invalid', data);
  return finding('frame', 'fail', 'missing', data);
}

/** Policies that never send the page's address to other sites (the Observatory's "private" ones). */
const PRIVATE_REFERRER = new Set(['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin']);

/** @param {SecurityFacts} facts @returns {Finding} */
function judgeReferrer(facts) {
  const raw = facts.headers['referrer-policy'] ?? null;
  // The last value a browser knows wins, the page's <meta name="referrer"> after the header.
  const values = [...(raw ? [raw] : []), ...(facts.metaReferrer ? [facts.metaReferrer] : [])];
  const effective = effectiveReferrerPolicy(values);
  const data = { value: values.join(', ') || null, effective: effective || null };
  // Without a policy, browsers use strict-origin-when-cross-origin: nothing leaks (the Observatory passes it).
  if (effective === null) return finding('referrer-policy', 'pass', 'default', data);
  if (PRIVATE_REFERRER.has(effective)) return finding('referrer-policy', 'pass', 'strict', data);
  if (effective === '') return finding('referrer-policy', 'warn', 'invalid', data);
  return finding('referrer-policy', 'warn', effective === 'origin' || effective === 'origin-when-cross-origin' ? 'origin' : 'full-address', data);
}

/** @param {SecurityFacts} facts @returns {Finding} */
function judgePermissions(facts) {
  const value = facts.headers['permissions-policy'] ?? null;
  if (value && value.trim()) return finding('permissions-policy', 'pass', 'on', { value });
  // A missing Permissions-Policy is a warning, not a problem (copy review T15): the browser still asks the visitor.
  return finding('permissions-policy', 'warn', 'missing', { value });
}

/** At most this many cookie names or hosts are named in a finding's facts. */
const MAX_NAMED = 5;
/** @param {string[]} names */
const named = (names) => [...new Set(names)].slice(0, MAX_NAMED).join(', ');

/**
 * Cookies of the final answer, as a browser keeps them: Secure, HttpOnly for login and session cookies (their
 * names hold "sess" or "login", the Observatory's rule), SameSite, and the __Host- and __Secure- prefixes.
 * @param {SecurityFacts} facts @returns {Finding}
 */
function judgeCookies(facts) {
  const lines = facts.setCookies ?? [];
  /** @type {Array<{ line: string, cookie: import('./observatory/cookies.mjs').Cookie }>} */
  const cookies = [];
  for (const line of lines) {
    const cookie = parseSetCookie(line);
    if (cookie) cookies.push({ line, cookie });
  }
  if (cookies.length === 0) return finding('cookies', 'na', 'none', { count: 0 });
  /** @type {Array<[string, FindingStatus, (c: { line: string, cookie: import('./observatory/cookies.mjs').Cookie }) => boolean]>} */
  const rules = [
    ['prefix-broken', 'fail', ({ cookie }) => prefixBroken(cookie)],
    ['not-secure', 'fail', ({ cookie }) => !cookie.secure],
    ['session-not-httponly', 'fail', ({ cookie }) => isSessionCookie(cookie.name) && !cookie.httpOnly],
    ['samesite-invalid', 'fail', ({ line, cookie }) => hasInvalidSameSite(line) || (cookie.sameSite === 'none' && !cookie.secure)],
    ['no-samesite', 'warn', ({ cookie }) => !cookie.sameSite],
  ];
  const sessionNames = cookies.filter(({ cookie }) => isSessionCookie(cookie.name) && !/^__host-/i.test(cookie.name)).map(({ cookie }) => cookie.name);
  const base = { count: cookies.length, sessionWithoutHostPrefix: named(sessionNames) || null };
  for (const [rule, status, applies] of rules) {
    const hit = cookies.filter(applies);
    if (hit.length) return finding('cookies', status, rule, { ...base, names: named(hit.map(({ cookie }) => cookie.name)), affected: hit.length });
  }
  return finding('cookies', 'pass', 'secure', { ...base, names: named(cookies.map(({ cookie }) => cookie.name)), affected: 0 });
}

/**
 * Other sites' scripts: loaded over https and with an integrity hash (subresource integrity), by the
 * Observatory's reading of the page's scripts.
 * @param {SecurityFacts} facts @returns {Finding}
 */
function judgeSri(facts) {
  const result = facts.observatory?.['subresource-integrity'].result ?? null;
  const without = facts.resources?.scriptsWithoutIntegrity ?? [];
  const data = { hosts: named(without.map((h) => h.host)) || null, scripts: without.reduce((sum, h) => sum + h.count, 0) };
  if (result === 'sri-not-implemented-and-external-scripts-not-loaded-securely' || result === 'sri-implemented-but-external-scripts-not-loaded-securely') {
    return finding('sri', 'fail', 'insecure', data);
  }
  if (result === 'sri-not-implemented-but-external-scripts-loaded-securely') return finding('sri', 'warn', 'missing', data);
  if (result === 'sri-implemented-and-external-scripts-loaded-securely') return finding('sri', 'pass', 'all', data);
  return finding('sri', 'na', 'no-external', data);
}

/**
 * Mixed content: plain-http subresources on an https page. Browsers block scripts, styles, frames and fonts
 * (the page breaks) and upgrade or warn about images and media.
 * @param {SecurityFacts} facts @returns {Finding}
 */
function judgeMixed(facts) {
  const r = facts.resources;
  const data = { active: r?.mixedActive ?? 0, passive: r?.mixedPassive ?? 0, example: r?.mixed[0]?.url ?? null };
  if (facts.httpTestTarget) return finding('mixed-content', 'na', 'http-test', data);
  if (!facts.finalUrl.startsWith('https:')) return finding('mixed-content', 'na', 'plain-http', data);
  if (!r) return finding('mixed-content', 'na', 'not-a-page', data);
  if (r.mixedActive) return finding('mixed-content', 'fail', 'active', data);
  if (r.mixedPassive) return finding('mixed-content', 'warn', 'passive', data);
  return finding('mixed-content', 'pass', 'none', data);
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
    judgeCookies(facts),
    judgeSri(facts),
    judgeMixed(facts),
  ];
  const weight = findings.reduce((sum, f) => sum + f.weight, 0);
  const points = findings.reduce((sum, f) => sum + f.points, 0);
  return { score: weight ? Math.round((100 * points) / weight) : 0, findings };
}
