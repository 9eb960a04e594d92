/**
 * Follow a redirect chain hop by hop: every hop's address is checked again before anything is sent to it, so a
 * public page cannot redirect the API into the internal network. At most `maxRedirects` redirects are followed.
 */
import { isRedirectStatus } from './outbound.mjs';

/**
 * @typedef {object} RedirectHop
 * @property {string} url the address that answered with a redirect
 * @property {number} status its 3xx status
 * @property {string} location the absolute address it redirected to
 */

/**
 * @typedef {object} Chain
 * @property {RedirectHop[]} redirects
 * @property {import('./outbound.mjs').UpstreamResponse} final the first answer that is not a followed redirect
 * @property {import('./target.mjs').CheckedTarget} target the checked target of the final answer
 * @property {boolean} tooManyRedirects the final answer is a redirect that was not followed (limit reached)
 */

/**
 * @param {URL} start
 * @param {{
 *   checkTarget: import('./target.mjs').CheckTarget,
 *   request: (target: import('./target.mjs').CheckedTarget) => Promise<import('./outbound.mjs').UpstreamResponse>,
 *   maxRedirects: number,
 * }} deps
 * @returns {Promise<Chain>}
 */
export async function followRedirects(start, { checkTarget, request, maxRedirects }) {
  /** @type {RedirectHop[]} */
  const redirects = [];
  let url = start;
  for (;;) {
    const target = await checkTarget(url, { redirect: redirects.length > 0 });
    const response = await request(target);
    const location = isRedirectStatus(response.status) ? response.headers.location : undefined;
    /** @type {URL | null} */
    let next = null;
    try {
      next = location ? new URL(location, url) : null;
    } catch {
      next = null; // An unreadable Location: the redirect itself is the answer.
    }
    if (!next) return { redirects, final: response, target, tooManyRedirects: false };
    if (redirects.length >= maxRedirects) return { redirects, final: response, target, tooManyRedirects: true };
    next.hash = '';
    redirects.push({ url: url.href, status: response.status, location: next.href });
    url = next;
  }
}
