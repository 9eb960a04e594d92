/**
 * GET /api/inspect: what a browser cannot see of a site. Follows the redirect chain (every hop checked), reads
 * the final answer's headers and times, shakes hands with the https address (TLS version, HTTP/2, certificate),
 * checks whether the http address leads to https, and scores the security headers.
 */
import { followRedirects } from './redirects.mjs';
import { portOf } from './target.mjs';
import { scoreSecurity } from './security-score.mjs';
import { runObservatoryTests } from './observatory.mjs';
import { setCookieLines } from './observatory/cookies.mjs';
import { gradeTests } from './observatory/grade.mjs';
import { readPage } from './observatory/page.mjs';
import { readResources } from './page-resources.mjs';

/**
 * @typedef {object} InspectDeps
 * @property {import('./target.mjs').CheckTarget} checkTarget
 * @property {(target: import('./target.mjs').CheckedTarget, body: 'start' | 'none') => Promise<import('./outbound.mjs').UpstreamResponse>} request
 *   a GET to a checked target ('start': count the body and keep its decoded start, for the page's <meta> tags)
 * @property {(target: import('./target.mjs').CheckedTarget) => Promise<import('./tls-probe.mjs').TlsInfo>} probeTls
 * @property {number} maxRedirects
 * @property {() => number} [now] milliseconds, for the timings
 */

/** @param {unknown} error */
const codeOf = (error) => /** @type {{ code?: string }} */ (error)?.code ?? 'unreachable';

/**
 * Whether the site's http address ends up on https (the counterpart of an https address, on port 80).
 * @param {URL} httpsUrl @param {InspectDeps} deps
 */
async function probeHttpToHttps(httpsUrl, deps) {
  const from = `http://${httpsUrl.host}/`;
  try {
    const chain = await followRedirects(new URL(from), { ...deps, request: (t) => deps.request(t, 'none') });
    const to = chain.final.url;
    return { applicable: true, reachable: true, redirects: to.startsWith('https:'), from, to, status: chain.redirects[0]?.status ?? chain.final.status, route: routeOf(chain) };
  } catch (error) {
    return { applicable: true, reachable: false, redirects: false, from, error: codeOf(error), route: [] };
  }
}

/**
 * Every address of a chain with its status, first to last (the Observatory's redirect route).
 * @param {import('./redirects.mjs').Chain} chain
 */
const routeOf = (chain) => [...chain.redirects.map(({ url, status }) => ({ url, status })), { url: chain.final.url, status: chain.final.status }];

/** Statuses the Observatory grades; it gives no grade for any other answer (an error page, say). */
const GRADED_STATUS = (/** @type {number} */ status) => (status >= 200 && status < 400) || status === 401 || status === 403;

/**
 * TLS facts of the site's https address: the final address when it is https, else https://host/ on port 443.
 * @param {import('./redirects.mjs').Chain} chain @param {InspectDeps} deps
 */
async function tlsOfSite(chain, deps) {
  const finalUrl = new URL(chain.final.url);
  if (finalUrl.protocol === 'https:') {
    try {
      return { info: await deps.probeTls(chain.target), error: null };
    } catch (error) {
      return { info: null, error: codeOf(error) };
    }
  }
  if (chain.target.exempt && portOf(finalUrl) !== 80) return null; // a plain-http test target: https cannot apply
  try {
    const target = await deps.checkTarget(new URL(`https://${finalUrl.hostname}/`));
    return { info: await deps.probeTls(target), error: null };
  } catch (error) {
    return { info: null, error: codeOf(error) };
  }
}

/**
 * The page's start as text, when the answer is an HTML document (its <meta> tags count, its subresources are
 * listed). Read as Latin-1: the tags and addresses read are ASCII, and each byte stays one character.
 * @param {import('./outbound.mjs').UpstreamResponse} response
 */
function pageOf(response) {
  const type = (response.headers['content-type'] ?? 'text/html').toLowerCase();
  if (!response.body || !/\b(text\/html|application\/xhtml\+xml)\b/.test(type)) return null;
  return response.body.toString('latin1');
}

/**
 * @param {URL} url a parsed target (the caller has checked its form; every hop is checked here)
 * @param {InspectDeps} deps
 */
export async function inspectSite(url, deps) {
  const now = deps.now ?? (() => performance.now());
  const started = now();
  // The http counterpart of an https address is asked at the same time as the address itself.
  const counterpart =
    url.protocol === 'https:' && portOf(url) === 443 ? probeHttpToHttps(url, deps) : null;
  counterpart?.catch(() => undefined);

  const chain = await followRedirects(url, { ...deps, request: (t) => deps.request(t, 'start') });
  const afterChain = now();
  const { final } = chain;
  const finalUrl = new URL(final.url);
  const tls = await tlsOfSite(chain, deps);

  const httpsRedirect =
    url.protocol === 'http:'
      ? { applicable: true, reachable: true, redirects: finalUrl.protocol === 'https:', from: url.href, to: final.url, status: chain.redirects[0]?.status ?? final.status }
      : counterpart
        ? await counterpart
        : { applicable: false, reachable: false, redirects: false };

  const html = pageOf(final);
  const certificate = tls?.info?.certificate;
  const verified = Boolean(certificate && certificate.trusted && certificate.hostnameMatches && certificate.daysLeft >= 0);
  /** @type {import('./observatory/input.mjs').ObservatoryInput} */
  const observatoryInput = {
    url: url.href,
    headers: final.headers,
    html,
    https: finalUrl.protocol === 'https:' ? { headers: final.headers, verified } : null,
    // The http address: its route; a route that ends on https verified as that https answer did.
    http: httpsRedirect.reachable ? { verified: httpsRedirect.redirects ? verified : true } : null,
    httpRedirects: url.protocol === 'http:' ? routeOf(chain) : ('route' in httpsRedirect ? (httpsRedirect.route ?? []) : []),
    // No Origin is sent, so an answer that reflects it cannot be seen: the headers as they are (docs/tester.md).
    cors: { headers: final.headers, requestOrigin: null },
  };
  // The page is read once for its <meta> policies and scripts, and once for what it loads; both linear.
  const page = readPage(html);
  const observatoryTests = runObservatoryTests(observatoryInput, page);
  const resources = html === null ? undefined : readResources(html, final.url);
  const scored = scoreSecurity({
    finalUrl: final.url,
    headers: final.headers,
    metaCsp: page.metaCsp,
    metaReferrer: page.referrer,
    setCookies: setCookieLines(final.headers),
    resources,
    observatory: observatoryTests,
    httpTestTarget: finalUrl.protocol === 'http:' && tls === null,
    tls,
    httpsRedirect,
  });
  const { route: _route, ...httpsRedirectAnswer } = /** @type {typeof httpsRedirect & { route?: unknown }} */ (httpsRedirect);

  const redirectTime = chain.redirects.length ? afterChain - started - final.totalMs : 0;
  return {
    url: url.href,
    finalUrl: final.url,
    status: final.status,
    redirects: chain.redirects,
    tooManyRedirects: chain.tooManyRedirects,
    headers: final.headers,
    xRobotsTag: final.headers['x-robots-tag']?.trim() || null,
    timing: {
      ttfbMs: Math.round(redirectTime + final.ttfbMs),
      totalMs: Math.round(afterChain - started),
    },
    bodyBytes: final.bodyBytes,
    bodyTruncated: final.truncated,
    compression: final.headers['content-encoding']?.trim().toLowerCase() || null,
    tls: tls?.info ?? null,
    tlsError: tls?.error ?? null,
    http2: tls?.info ? tls.info.alpn === 'h2' : null,
    httpsRedirect: httpsRedirectAnswer,
    // What the contract's answer carries of each finding: its verdict and facts (the points stay here).
    security: { score: scored.score, findings: scored.findings.map(({ id, status, facts }) => ({ id, status, facts })) },
    // Mozilla's HTTP Observatory grade of the same answers; none for an answer it does not grade (an error page).
    observatory: GRADED_STATUS(final.status) ? gradeTests(observatoryTests) : null,
    // The hosts of other sites the page loads from (the report names the common services).
    thirdParties: resources ? { hosts: resources.thirdParty, total: resources.thirdPartyHosts } : null,
  };
}
