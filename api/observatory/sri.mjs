/**
 * The Observatory's subresource integrity test (api/observatory.mjs): other sites' scripts, loaded over https and
 * with an integrity hash.
 */
import { getDomain } from 'tldts';
import { firstHeader } from './input.mjs';

/** @typedef {import('./scores.mjs').ObservatoryResult} ObservatoryResult */
/** @typedef {import('./input.mjs').ObservatoryInput} ObservatoryInput */

const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);

/** Worst last: the SRI results in the Observatory's order. */
const SRI_ORDER = /** @type {ObservatoryResult[]} */ ([
  'sri-implemented-and-all-scripts-loaded-securely',
  'sri-implemented-and-external-scripts-loaded-securely',
  'sri-implemented-but-external-scripts-not-loaded-securely',
  'sri-not-implemented-but-external-scripts-loaded-securely',
  'sri-not-implemented-and-external-scripts-not-loaded-securely',
  'sri-not-implemented-response-not-html',
]);

/**
 * How a script's address relates to the site, by the Observatory's rules: a relative address is the site's own;
 * "//host/…" is another origin (its scheme follows the page); a full http(s) address is the site's own when its
 * registrable domain is the site's.
 * @param {string} src @param {string} siteDomain the site's registrable domain ('' when it has none)
 */
export function scriptOrigin(src, siteDomain) {
  if (/^\/\/[^/]/.test(src)) return { own: false, relative: false, protocolRelative: true, secure: false };
  if (/^https?:\/\//.test(src)) {
    const url = URL.canParse(src) ? new URL(src) : null;
    const domain = url ? (getDomain(url.hostname) ?? '') : '';
    return { own: domain !== '' && domain === siteDomain, relative: false, protocolRelative: false, secure: url?.protocol === 'https:' };
  }
  return { own: true, relative: true, protocolRelative: false, secure: false };
}

/**
 * The subresource integrity test: the worst of the page's scripts from other sites (none: the page's own decide).
 * @param {ObservatoryInput} input @param {Array<{ src: string | null, integrity: string | null }>} scripts
 * @returns {{ result: ObservatoryResult, pass: boolean }}
 */
export function sriTest(input, scripts) {
  const type = (firstHeader(input.headers, 'content-type') ?? '').split(';', 1)[0];
  /** @type {ObservatoryResult | null} */
  let result = null;
  if (type && !HTML_TYPES.has(type)) result = 'sri-not-implemented-response-not-html';
  else if (scripts.length === 0) result = 'sri-not-implemented-but-no-scripts-loaded';
  else {
    const pageHttps = new URL(input.url).protocol === 'https:';
    const siteDomain = getDomain(new URL(input.url).hostname) ?? '';
    let foreign = false;
    /** @param {ObservatoryResult} next */
    const worse = (next) => {
      if (result === null || SRI_ORDER.indexOf(next) > SRI_ORDER.indexOf(result)) result = next;
    };
    for (const { src, integrity } of scripts) {
      if (!src) continue;
      const origin = scriptOrigin(src, siteDomain);
      const secure = origin.secure || (origin.relative && pageHttps);
      if (origin.own) {
        if (integrity && secure && !result) result = 'sri-implemented-and-all-scripts-loaded-securely';
        continue;
      }
      foreign = true;
      if (integrity && !secure) worse('sri-implemented-but-external-scripts-not-loaded-securely');
      else if (!integrity && secure) worse('sri-not-implemented-but-external-scripts-loaded-securely');
      else if (!integrity) worse('sri-not-implemented-and-external-scripts-not-loaded-securely');
    }
    result ??= foreign ? 'sri-implemented-and-external-scripts-loaded-securely' : 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin';
  }
  const passes = [
    'sri-implemented-and-all-scripts-loaded-securely',
    'sri-implemented-and-external-scripts-loaded-securely',
    'sri-not-implemented-response-not-html',
    'sri-not-implemented-but-all-scripts-loaded-from-secure-origin',
    'sri-not-implemented-but-no-scripts-loaded',
  ];
  return { result, pass: passes.includes(result) };
}
