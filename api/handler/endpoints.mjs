/**
 * How each endpoint of the tester's contract (lib/tester/contract.mjs, ENDPOINTS) is served (api/handler.mjs runs
 * SERVE after the contract's method, loop and rate checks): the proxy, the inspection, PageSpeed, the validator
 * and the domain checks (api/handler/dns.mjs). Every outbound piece of work holds a slot of the call
 * (api/handler/work.mjs).
 */
import { ApiError } from '../errors.mjs';
import { inspectSite } from '../inspect.mjs';
import { createRateLimiter, createSlots } from '../limits.mjs';
import { followRedirects } from '../redirects.mjs';
import { parseTargetUrl } from '../target.mjs';
import { probeTls } from '../tls-probe.mjs';
import { createPageSpeed, createValidator } from '../upstream.mjs';
import { json } from './answers.mjs';
import { createDomainTrust } from './dns.mjs';

/** @typedef {import('./work.mjs').Call} Call */

/**
 * The type /api/proxy answers with, whatever the tested site sent: a browser neither runs nor renders it
 * (with nosniff it is no script, style or document on our origin). The site's own type is in
 * X-Upstream-Content-Type, where the tester reads it back (lib/tester/engine/api.ts, proxyFetch).
 */
export const PROXY_CONTENT_TYPE = 'application/octet-stream';

/** Statuses whose response cannot have a body. */
const NULL_BODY_STATUSES = new Set([204, 205, 304]);

/** @param {URL} requestUrl */
const targetOf = (requestUrl) => parseTargetUrl(requestUrl.searchParams.get('url'));

/**
 * The proxy answers fetch() only: a browser that opens it as a page, or loads it as a script, style, image,
 * worker or download, is refused (Sec-Fetch-Dest is "empty" for fetch(); clients that are not browsers send
 * none of these headers).
 * @param {Request} request
 */
const refuseBrowserLoads = (request) => {
  const dest = request.headers.get('sec-fetch-dest');
  if ((dest && dest !== 'empty') || request.headers.get('sec-fetch-mode') === 'navigate') {
    throw new ApiError('fetch_only', { detail: `sec-fetch-dest=${dest ?? ''}` });
  }
};

/**
 * @param {object} options
 * @param {import('../config.mjs').ApiConfig} options.config
 * @param {ReturnType<typeof import('./work.mjs').createCallWork>} options.work the call's outbound work
 * @param {(signal?: AbortSignal) => Promise<boolean>} options.resolverAnswers whether our resolver answers
 * @param {string | Buffer | Array<string | Buffer>} [options.ca] extra trusted roots (tests)
 * @param {typeof globalThis.fetch} [options.fetch] for the PageSpeed and validator calls
 */
export function createEndpoints({ config, work, resolverAnswers, ca, fetch }) {
  const { withSlot, check, outbound } = work;
  const pageSpeedLimiter = createRateLimiter({ limit: config.pageSpeedPerMinute });
  const pageSpeedSlots = createSlots(config.maxPageSpeed);
  const pageSpeed = createPageSpeed({
    apiKey: config.pageSpeedApiKey,
    apiUrl: config.pageSpeedApiUrl,
    timeoutMs: config.pageSpeedTimeoutMs,
    cacheMs: config.pageSpeedCacheMs,
    fetch,
  });
  const validate = createValidator({
    validatorUrl: config.w3cValidatorUrl,
    timeoutMs: config.validatorTimeoutMs,
    maxBytes: config.maxBodyBytes,
    fetch,
  });

  /** @param {Request} request @param {URL} requestUrl @param {Call} call */
  async function proxy(request, requestUrl, call) {
    refuseBrowserLoads(request);
    const url = targetOf(requestUrl);
    const method = request.method === 'HEAD' ? 'HEAD' : 'GET';
    const chain = await followRedirects(url, { checkTarget: check(call), request: outbound(call, method, 'decode', true), maxRedirects: config.maxRedirects });
    if (chain.tooManyRedirects) throw new ApiError('too_many_redirects');
    const { final } = chain;
    if (final.status < 200 || final.status > 599) throw new ApiError('bad_response', { detail: `status ${final.status}` });
    const headers = new Headers({
      'Content-Type': PROXY_CONTENT_TYPE,
      'X-Upstream-Status': String(final.status),
      'X-Final-Url': final.url,
      'X-Redirects': String(chain.redirects.length),
      'X-Body-Truncated': String(final.truncated),
      // Content of a tested site never runs on our origin, even when someone opens this address in a tab (the
      // sandboxing Content-Security-Policy of every API answer, api/handler/answers.mjs, sees to that too).
      'Content-Disposition': 'attachment',
    });
    const upstreamType = final.headers['content-type'];
    if (upstreamType) headers.set('X-Upstream-Content-Type', upstreamType);
    const body = method === 'HEAD' || NULL_BODY_STATUSES.has(final.status) || !final.body ? null : new Uint8Array(final.body);
    return new Response(body, { status: final.status, headers });
  }

  /** @param {URL} requestUrl @param {Call} call */
  async function inspect(requestUrl, call) {
    const url = targetOf(requestUrl);
    const result = await inspectSite(url, {
      checkTarget: check(call),
      request: (target, body) => outbound(call, 'GET', body, false)(target),
      probeTls: (target) => withSlot(call, () => probeTls(target, { signal: call.signal, connectTimeoutMs: config.connectTimeoutMs, ca })),
      maxRedirects: config.maxRedirects,
    });
    return json(200, result);
  }

  /** @param {URL} requestUrl @param {Call} call */
  async function pageSpeedScores(requestUrl, call) {
    const url = targetOf(requestUrl);
    await check(call)(url);
    // Only a question PageSpeed is really asked counts (a cached or running one costs no quota): its own
    // per-client limit and its own small pool, so its 55 s calls never take the slots the other endpoints use.
    const admit = () => {
      pageSpeedLimiter.take(call.client);
      return pageSpeedSlots.acquire({ client: call.client, until: Date.now() + config.pageSpeedTimeoutMs });
    };
    return json(200, { url: url.href, ...(await pageSpeed(url.href, admit)) });
  }

  /** @param {URL} requestUrl @param {Call} call */
  async function validatorMessages(requestUrl, call) {
    const url = targetOf(requestUrl);
    await check(call)(url);
    return json(200, { url: url.href, ...(await withSlot(call, () => validate(url.href, call.signal))) });
  }

  const domainTrust = createDomainTrust({ config, resolverAnswers, withSlot });

  /**
   * How each endpoint of the contract is served: a name missing here, or one the contract does not have, fails
   * the type check (npm run typecheck).
   * @type {Record<import('../../lib/tester/contract.mjs').EndpointName, (request: Request, requestUrl: URL, call: Call) => Promise<Response>>}
   */
  const SERVE = {
    health: async () => json(200, { ok: true }),
    proxy,
    inspect: (_request, requestUrl, call) => inspect(requestUrl, call),
    pagespeed: (_request, requestUrl, call) => pageSpeedScores(requestUrl, call),
    validate: (_request, requestUrl, call) => validatorMessages(requestUrl, call),
    dns: (_request, requestUrl, call) => domainTrust(requestUrl, call),
  };
  return SERVE;
}
