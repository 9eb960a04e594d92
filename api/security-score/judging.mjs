/**
 * How the security score judges (api/security-score.mjs): the facts it judges, the weight of every item, and a
 * finding with the points it earned.
 */

/** @typedef {import('../../lib/tester/contract.mjs').SecurityFinding} SecurityFinding */
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
 * @property {{ info: import('../tls-probe.mjs').TlsInfo | null, error: string | null } | null} tls
 *   the TLS handshake with the site's https address (null when not applicable)
 * @property {{ applicable: boolean, redirects: boolean, reachable: boolean, from?: string, to?: string, status?: number }} httpsRedirect
 * @property {Record<string, { result: string, pass: boolean }>} [observatory] the Observatory's tests on the same
 *   answers (api/observatory.mjs): where its rules and ours would disagree, ours follow it (docs/tester.md)
 * @property {string | null} [metaReferrer] the page's <meta name="referrer">
 * @property {string[]} [setCookies] the final answer's Set-Cookie lines
 * @property {import('../page-resources.mjs').PageResources} [resources] what the page loads (null: not a page)
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

/**
 * @param {keyof typeof SECURITY_WEIGHTS} id
 * @param {FindingStatus} status
 * @param {string} rule the case that decided, e.g. "expiring"
 * @param {Facts} [facts]
 * @returns {Finding}
 */
export function finding(id, status, rule, facts = {}) {
  const weight = status === 'na' ? 0 : SECURITY_WEIGHTS[id];
  const points = status === 'pass' ? weight : status === 'warn' ? Math.round(weight / 2) : 0;
  return { id, status, facts: { case: rule, ...facts }, points, weight };
}
