/**
 * The tester API as one Web Fetch handler, from Request to Response. Platform entries stay thin: Netlify's
 * function (netlify/functions/api.mjs) and the local server (api/node.mjs, used by scripts/serve.mjs) only pass
 * the request and the client's IP address.
 *
 *   GET|HEAD /api/proxy?url=     the target's status, content type and body (drop-in for the CORS proxy prefix)
 *   GET /api/inspect?url=        redirects, headers, timings, TLS, HTTP/2, compression and the security score
 *   GET /api/pagespeed?url=      PageSpeed Insights scores with the server's key, cached for 10 minutes
 *   GET /api/validate?url=       the W3C Nu HTML checker's messages about the page
 *   GET /api/health              { ok: true }: tells the tester the API is there
 */
import { apiSecurityHeaders } from '../lib/security/headers.mjs';
import { allowHostsWarning, readApiConfig } from './config.mjs';
import { ApiError } from './errors.mjs';
import { inspectSite } from './inspect.mjs';
import { createRateLimiter, createSlots } from './limits.mjs';
import { requestOnce } from './outbound.mjs';
import { followRedirects } from './redirects.mjs';
import { createTargetChecker, parseTargetUrl } from './target.mjs';
import { probeTls } from './tls-probe.mjs';
import { createPageSpeed, createValidator } from './upstream.mjs';

export const API_PREFIX = '/api';

/** Response headers the tester may read across origins. */
const EXPOSED_HEADERS = 'X-Upstream-Status, X-Final-Url, X-Redirects, X-Body-Truncated, Retry-After';

/** Statuses whose response cannot have a body. */
const NULL_BODY_STATUSES = new Set([204, 205, 304]);

/**
 * @typedef {object} HandlerOptions
 * @property {Record<string, string | undefined>} [env] server environment (default process.env)
 * @property {string[]} [localOrigins] origins of the local server, answered by CORS
 * @property {Partial<import('./config.mjs').ApiConfig>} [overrides] settings for tests (timeouts, limits)
 * @property {import('./target.mjs').LookupAll} [lookup] DNS for tests
 * @property {string | Buffer | Array<string | Buffer>} [ca] extra trusted roots for tests (NODE_EXTRA_CA_CERTS also works)
 * @property {typeof fetch} [fetch] for the PageSpeed and validator calls
 * @property {(line: string) => void} [log] one line per request (default console.log)
 */

/** @typedef {{ clientIp?: string }} RequestInfo */

/**
 * @param {HandlerOptions} [options]
 * @returns {(request: Request, info?: RequestInfo) => Promise<Response>}
 */
export function createApiHandler(options = {}) {
  const config = { ...readApiConfig(options.env ?? process.env, { localOrigins: options.localOrigins }), ...options.overrides };
  const log = options.log ?? ((line) => console.log(line));
  const warning = allowHostsWarning(config);
  if (warning) console.warn(warning);

  const checkTarget = createTargetChecker({ allowHosts: config.allowHosts, connectTo: config.connectTo, lookup: options.lookup });
  const rateLimiter = createRateLimiter({ limit: config.rateLimitPerMinute });
  const slots = createSlots(config.maxOutbound);
  const pageSpeed = createPageSpeed({
    apiKey: config.pageSpeedApiKey,
    apiUrl: config.pageSpeedApiUrl,
    timeoutMs: config.pageSpeedTimeoutMs,
    cacheMs: config.pageSpeedCacheMs,
    fetch: options.fetch,
  });
  const validate = createValidator({
    validatorUrl: config.w3cValidatorUrl,
    timeoutMs: config.validatorTimeoutMs,
    maxBytes: config.maxBodyBytes,
    fetch: options.fetch,
  });

  /**
   * Run `task` holding an outbound slot.
   * @template T @param {() => Promise<T>} task @returns {Promise<T>}
   */
  const withSlot = async (task) => {
    const release = slots.acquire();
    try {
      return await task();
    } finally {
      release();
    }
  };

  /** @param {AbortSignal} signal @param {'GET' | 'HEAD'} method @param {'decode' | 'start' | 'none'} body @param {boolean} verifyTls */
  const outbound = (signal, method, body, verifyTls) => (/** @type {import('./target.mjs').CheckedTarget} */ target) =>
    withSlot(() =>
      requestOnce(target, {
        method,
        body,
        signal,
        verifyTls,
        connectTimeoutMs: config.connectTimeoutMs,
        maxBodyBytes: config.maxBodyBytes,
        ca: options.ca,
      }),
    );

  /** @param {URL} requestUrl */
  const targetOf = (requestUrl) => parseTargetUrl(requestUrl.searchParams.get('url'));

  /** @param {Request} request @param {URL} requestUrl @param {AbortSignal} signal */
  async function proxy(request, requestUrl, signal) {
    const url = targetOf(requestUrl);
    const method = request.method === 'HEAD' ? 'HEAD' : 'GET';
    const chain = await followRedirects(url, { checkTarget, request: outbound(signal, method, 'decode', true), maxRedirects: config.maxRedirects });
    if (chain.tooManyRedirects) throw new ApiError('too_many_redirects');
    const { final } = chain;
    if (final.status < 200 || final.status > 599) throw new ApiError('bad_response', { detail: `status ${final.status}` });
    const headers = new Headers({
      'Content-Type': final.headers['content-type'] || 'application/octet-stream',
      'X-Upstream-Status': String(final.status),
      'X-Final-Url': final.url,
      'X-Redirects': String(chain.redirects.length),
      'X-Body-Truncated': String(final.truncated),
      // Content of a tested site never runs on our origin, even when someone opens this address in a tab (the
      // sandboxing Content-Security-Policy of every API answer, below, sees to that too).
      'Content-Disposition': 'attachment',
    });
    const body = method === 'HEAD' || NULL_BODY_STATUSES.has(final.status) || !final.body ? null : new Uint8Array(final.body);
    return new Response(body, { status: final.status, headers });
  }

  /** @param {URL} requestUrl @param {AbortSignal} signal */
  async function inspect(requestUrl, signal) {
    const url = targetOf(requestUrl);
    const result = await inspectSite(url, {
      checkTarget,
      request: (target, body) => outbound(signal, 'GET', body, false)(target),
      probeTls: (target) =>
        withSlot(() => probeTls(target, { signal, connectTimeoutMs: config.connectTimeoutMs, ca: options.ca })),
      maxRedirects: config.maxRedirects,
    });
    return json(200, result);
  }

  /** @param {URL} requestUrl */
  async function pageSpeedScores(requestUrl) {
    const url = targetOf(requestUrl);
    await checkTarget(url);
    return json(200, { url: url.href, ...(await pageSpeed(url.href, () => slots.acquire())) });
  }

  /** @param {URL} requestUrl */
  async function validatorMessages(requestUrl) {
    const url = targetOf(requestUrl);
    await checkTarget(url);
    return json(200, { url: url.href, ...(await withSlot(() => validate(url.href))) });
  }

  /** @param {string | null} origin */
  const corsHeaders = (origin) => {
    /** @type {Record<string, string>} */
    const headers = { Vary: 'Origin' };
    if (origin && config.allowedOrigins.includes(origin)) {
      headers['Access-Control-Allow-Origin'] = origin;
      headers['Access-Control-Expose-Headers'] = EXPOSED_HEADERS;
    }
    return headers;
  };

  /**
   * @param {Request} request
   * @param {RequestInfo} [info]
   * @returns {Promise<Response>}
   */
  return async function handleApiRequest(request, info = {}) {
    const started = performance.now();
    const requestUrl = new URL(request.url);
    const route = requestUrl.pathname.replace(/\/+$/, '');
    const origin = request.headers.get('origin');
    const client = info.clientIp || 'unknown';
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(new ApiError('timeout')), config.totalTimeoutMs);
    /** @type {Response} */
    let response;
    /** @type {ApiError | null} */
    let failure = null;
    try {
      if (request.method === 'OPTIONS') {
        response = new Response(null, {
          status: 204,
          headers: { 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS', 'Access-Control-Max-Age': '600' },
        });
      } else if (route === `${API_PREFIX}/health`) {
        response = json(200, { ok: true });
      } else {
        const known = ['proxy', 'inspect', 'pagespeed', 'validate'].map((name) => `${API_PREFIX}/${name}`);
        if (!known.includes(route)) throw new ApiError('not_found');
        const methods = route === `${API_PREFIX}/proxy` ? ['GET', 'HEAD'] : ['GET'];
        if (!methods.includes(request.method)) throw new ApiError('method');
        rateLimiter.take(client);
        if (route === `${API_PREFIX}/proxy`) response = await proxy(request, requestUrl, deadline.signal);
        else if (route === `${API_PREFIX}/inspect`) response = await inspect(requestUrl, deadline.signal);
        else if (route === `${API_PREFIX}/pagespeed`) response = await pageSpeedScores(requestUrl);
        else response = await validatorMessages(requestUrl);
      }
    } catch (error) {
      failure = error instanceof ApiError ? error : new ApiError('internal', { detail: String(/** @type {Error} */ (error)?.stack ?? error) });
      if (failure.code === 'internal') console.error('[tester-api] unexpected error', error);
      response = json(failure.status, { error: failure.message, code: failure.code });
      if (failure.retryAfter) response.headers.set('Retry-After', String(failure.retryAfter));
      if (failure.code === 'method') response.headers.set('Allow', route === `${API_PREFIX}/proxy` ? 'GET, HEAD' : 'GET');
    } finally {
      clearTimeout(timer);
      deadline.abort(); // ends any request still running for this call (e.g. a probe after an error)
    }
    // The site's security headers (lib/security/headers.mjs, the values out/_headers carries), with a policy
    // under which no answer can run or load anything: static hosts do not apply _headers to functions.
    for (const [name, value] of Object.entries(apiSecurityHeaders)) response.headers.set(name, value);
    response.headers.set('Cache-Control', 'no-store');
    for (const [name, value] of Object.entries(corsHeaders(origin))) response.headers.set(name, value);
    const target = requestUrl.searchParams.get('url');
    log(
      `[tester-api] ${request.method} ${route} ${response.status} ${Math.round(performance.now() - started)}ms` +
        (target ? ` target=${safeHost(target)}` : '') +
        (failure ? ` error=${failure.code}${failure.detail ? ` (${failure.detail.split('\n')[0]})` : ''}` : ''),
    );
    return response;
  };
}

/** @param {string} target the host of a target address, for the log (never the path or query) */
function safeHost(target) {
  try {
    return new URL(target).host;
  } catch {
    return '(invalid)';
  }
}

/** @param {number} status @param {unknown} body */
function json(status, body) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=utf-8' } });
}
