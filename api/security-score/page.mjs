/**
 * The security findings of what the page carries (api/security-score.mjs): its cookies, other sites' scripts
 * (subresource integrity) and mixed content.
 */
import { hasInvalidSameSite, isSessionCookie, parseSetCookie, prefixBroken } from '../observatory/cookies.mjs';
import { finding } from './judging.mjs';

/** @typedef {import('./judging.mjs').SecurityFacts} SecurityFacts */
/** @typedef {import('./judging.mjs').Finding} Finding */
/** @typedef {import('./judging.mjs').FindingStatus} FindingStatus */

/** At most this many cookie names or hosts are named in a finding's facts. */
const MAX_NAMED = 5;
/** @param {string[]} names */
const named = (names) => [...new Set(names)].slice(0, MAX_NAMED).join(', ');

/**
 * Cookies of the final answer, as a browser keeps them: Secure, HttpOnly for login and session cookies (their
 * names hold "sess" or "login", the Observatory's rule), SameSite, and the __Host- and __Secure- prefixes.
 * @param {SecurityFacts} facts @returns {Finding}
 */
export function judgeCookies(facts) {
  const lines = facts.setCookies ?? [];
  /** @type {Array<{ line: string, cookie: import('../observatory/cookies.mjs').Cookie }>} */
  const cookies = [];
  for (const line of lines) {
    const cookie = parseSetCookie(line);
    if (cookie) cookies.push({ line, cookie });
  }
  if (cookies.length === 0) return finding('cookies', 'na', 'none', { count: 0 });
  /** @type {Array<[string, FindingStatus, (c: { line: string, cookie: import('../observatory/cookies.mjs').Cookie }) => boolean]>} */
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
export function judgeSri(facts) {
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
export function judgeMixed(facts) {
  const r = facts.resources;
  const data = { active: r?.mixedActive ?? 0, passive: r?.mixedPassive ?? 0, example: r?.mixed[0]?.url ?? null };
  if (facts.httpTestTarget) return finding('mixed-content', 'na', 'http-test', data);
  if (!facts.finalUrl.startsWith('https:')) return finding('mixed-content', 'na', 'plain-http', data);
  if (!r) return finding('mixed-content', 'na', 'not-a-page', data);
  if (r.mixedActive) return finding('mixed-content', 'fail', 'active', data);
  if (r.mixedPassive) return finding('mixed-content', 'warn', 'passive', data);
  return finding('mixed-content', 'pass', 'none', data);
}
