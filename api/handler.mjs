/**
 * The tester API as one Web Fetch handler, from Request to Response. Platform entries stay thin: Netlify's
 * function (netlify/functions/api.mjs) and the local server (api/node.mjs, used by scripts/dev/serve.mjs) only pass
 * the request (its signal fires when the client goes away) and the client's IP address.
 *
 * The endpoints, their methods and limits, the error codes and the shape of every answer are the tester's
 * contract (lib/tester/contract.mjs, ENDPOINTS); this file serves each endpoint of that table (SERVE below) and
 * nothing else. docs/tester.md, "Website tester API", describes them; "Adding an API endpoint" says how to add one.
 *
 * Every piece of outbound work of one API request (DNS lookups, connections, redirects, the TLS probe) holds
 * one outbound slot while it runs and ends by the request's deadline, whatever the other side does.
 */
import { apiSecurityHeaders } from '../lib/site-headers/headers.mjs';
import { getServers } from 'node:dns';
import { setMaxListeners } from 'node:events';
import { dnsServerText, readApiConfig, USER_AGENT } from './config.mjs';
import { API_PREFIX, ENDPOINTS, isEndpointName } from '../lib/tester/contract.mjs';
import { createDnsClient } from './dns-client.mjs';
import { blameDns, createResolverHealth, rootProbe } from './dns-failure.mjs';
import { checkDomain } from './domain-trust.mjs';
import { ApiError } from './errors.mjs';
import { inspectSite } from './inspect.mjs';
import { createRateLimiter, createSlots, untilAborted } from './limits.mjs';
import { requestOnce } from './outbound.mjs';
import { followRedirects } from './redirects.mjs';
import { createResolverLookup, createTargetChecker, parseTargetUrl, portOf } from './target.mjs';
import { probeTls } from './tls-probe.mjs';
import { createPageSpeed, createValidator } from './upstream.mjs';

export { API_PREFIX };

/** Response headers the tester may read across origins. */
const EXPOSED_HEADERS = 'X-Upstream-Status, X-Upstream-Content-Type, X-Final-Url, X-Redirects, X-Body-Truncated, Retry-After';

/**
 * The type /api/proxy answers with, whatever the tested site sent: a browser neither runs nor renders it
 * (with nosniff it is no script, style or document on our origin). The site's own type is in
 * X-Upstream-Content-Type, where the tester reads it back (lib/tester/engine/api.ts, proxyFetch).
 */
export const PROXY_CONTENT_TYPE = 'application/octet-stream';

/** Statuses whose response cannot have a body. */
const NULL_BODY_STATUSES = new Set([204, 205, 304]);

/** The product token of our own User-Agent: a request carrying it comes from this API (a loop). */
const OWN_PRODUCT = USER_AGENT.split('/')[0];

/**
 * @typedef {object} HandlerOptions
 * @property {Record<string, string | undefined>} [env] server environment (default process.env)
 * @property {string[]} [localOrigins] origins of the local server, answered by CORS (and the API's own hosts)
 * @property {string | null} [production] treat the environment as production for this reason (Netlify's entry)
 * @property {Partial<import('./config.mjs').ApiConfig>} [overrides] settings for tests (timeouts, limits)
 * @property {import('./target.mjs').LookupAll} [lookup] DNS for tests (default: c-ares, asking TESTER_DNS_SERVER when set)
 * @property {(signal?: AbortSignal) => Promise<boolean>} [resolverAnswers] whether our resolver answers (tests;
 *   default: the root zone asked of the same resolver, api/dns-failure.mjs)
 * @property {string | Buffer | Array<string | Buffer>} [ca] extra trusted roots for tests (NODE_EXTRA_CA_CERTS also works)
 * @property {typeof fetch} [fetch] for the PageSpeed and validator calls
 * @property {(line: string) => void} [log] one line per request (default console.log)
 */

/** @typedef {{ clientIp?: string }} RequestInfo */

/**
 * One API request's share of the instance: who asked (for the per-client limits), its deadline as a signal and
 * as a time.
 * @typedef {{ client: string | undefined, signal: AbortSignal, until: number }} Call
 */

/**
 * @param {HandlerOptions} [options]
 * @returns {(request: Request, info?: RequestInfo) => Promise<Response>}
 */
export function createApiHandler(options = {}) {
  const read = readApiConfig(options.env ?? process.env, { localOrigins: options.localOrigins, production: options.production });
  const config = { ...read, ...options.overrides };
  const log = options.log ?? ((line) => console.log(line));
  for (const line of config.warnings) console.warn(line);
  /** The PageSpeed key never appears in a log line, whatever an error message quotes. @param {string} text */
  const redact = (text) => {
    const safe = text.replace(/([?&]key=)[^&\s)'"]*/gi, '$1[redacted]');
    return config.pageSpeedApiKey ? safe.split(config.pageSpeedApiKey).join('[redacted]') : safe;
  };

  const servers = config.dnsServer ? [dnsServerText(config.dnsServer)] : undefined;
  /** Whether our resolver answers at all, asked (at most once a minute) before a failed lookup is blamed on a site. */
  const resolverAnswers = options.resolverAnswers ?? createResolverHealth({ probe: rootProbe({ timeoutMs: config.dnsTimeoutMs, servers }) });
  const checkTarget = createTargetChecker({
    allowHosts: config.allowHosts,
    connectTo: config.connectTo,
    ownHosts: config.ownHosts,
    lookup: options.lookup ?? createResolverLookup({ timeoutMs: config.dnsTimeoutMs, servers }),
    dnsTimeoutMs: config.dnsTimeoutMs,
    resolverAnswers,
  });
  /**
   * The resolver of /api/dns: TESTER_DNS_SERVER, else the system's first name server (read once, at the first
   * question).
   * @type {import('./dns-client.mjs').DnsQuery | null}
   */
  let dnsClient = null;
  const dnsQuery = () => {
    if (dnsClient) return dnsClient;
    const server = config.dnsServer ?? systemDnsServer();
    if (!server) throw new ApiError('dns_unavailable', { detail: 'no name server configured' });
    dnsClient = createDnsClient({ server, timeoutMs: config.dnsTimeoutMs });
    return dnsClient;
  };
  const rateLimiter = createRateLimiter({ limit: config.rateLimitPerMinute });
  const pageSpeedLimiter = createRateLimiter({ limit: config.pageSpeedPerMinute });
  const slots = createSlots(config.maxOutbound, { perClient: Math.min(config.maxOutboundPerClient, config.maxOutbound) });
  const pageSpeedSlots = createSlots(config.maxPageSpeed);
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
   * Run `task` holding an outbound slot of the call's client. It ends for the caller at the call's deadline
   * whatever it does, and the slot is given back then at the latest.
   * @template T @param {Call} call @param {() => Promise<T>} task @returns {Promise<T>}
   */
  const withSlot = async (call, task) => {
    const release = slots.acquire({ client: call.client, until: call.until });
    try {
      return await untilAborted(task(), call.signal);
    } finally {
      release();
    }
  };

  /** The target check of a call: its DNS lookup holds a slot and ends by the deadline. @param {Call} call */
  const check = (call) => (/** @type {URL} */ url, /** @type {{ redirect?: boolean }} */ context = {}) =>
    withSlot(call, () => checkTarget(url, { ...context, signal: call.signal }));

  /** @param {Call} call @param {'GET' | 'HEAD'} method @param {'decode' | 'start' | 'none'} body @param {boolean} verifyTls */
  const outbound = (call, method, body, verifyTls) => (/** @type {import('./target.mjs').CheckedTarget} */ target) =>
    withSlot(call, () =>
      requestOnce(target, {
        method,
        body,
        signal: call.signal,
        verifyTls,
        connectTimeoutMs: config.connectTimeoutMs,
        maxBodyBytes: config.maxBodyBytes,
        ca: options.ca,
      }),
    );

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
      // sandboxing Content-Security-Policy of every API answer, below, sees to that too).
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
      probeTls: (target) => withSlot(call, () => probeTls(target, { signal: call.signal, connectTimeoutMs: config.connectTimeoutMs, ca: options.ca })),
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

  /**
   * The domain of the target's host in DNS. The host passes the address rules that apply to a name (a host name
   * that can exist, ports 80 and 443, no IP address, no internal or reserved name); no connection to the site is
   * opened, and every question goes to the API's resolver, one outbound slot each, ending by the deadline.
   * @param {URL} requestUrl @param {Call} call
   */
  async function domainTrust(requestUrl, call) {
    const url = targetOf(requestUrl);
    const hostname = url.hostname.toLowerCase();
    const port = portOf(url);
    if (port !== 80 && port !== 443 && !config.allowHosts.has(`${hostname}:${port}`)) throw new ApiError('port');
    const client = dnsQuery();
    // Each question in flight watches the deadline (about 10 at once): not a leak.
    setMaxListeners(64, call.signal);
    /** @type {import('./dns-client.mjs').DnsQuery} */
    const query = (name, type, options) => withSlot(call, () => client(name, type, { ...options, signal: call.signal }));
    try {
      return json(200, { url: url.href, ...(await checkDomain(hostname, { query, allowTestNames: config.dnsAllowTestNames })) });
    } catch (error) {
      throw await blameDns(error, resolverAnswers, call.signal);
    }
  }

  /**
   * How each endpoint of the contract is served: a name missing here, or one the contract does not have, fails
   * the type check (npm run typecheck).
   * @type {Record<import('../lib/tester/contract.mjs').EndpointName, (request: Request, requestUrl: URL, call: Call) => Promise<Response>>}
   */
  const SERVE = {
    health: async () => json(200, { ok: true }),
    proxy,
    inspect: (_request, requestUrl, call) => inspect(requestUrl, call),
    pagespeed: (_request, requestUrl, call) => pageSpeedScores(requestUrl, call),
    validate: (_request, requestUrl, call) => validatorMessages(requestUrl, call),
    dns: (_request, requestUrl, call) => domainTrust(requestUrl, call),
  };

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
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(new ApiError('timeout')), config.totalTimeoutMs);
    // A client that goes away ends the work done for it.
    const clientGone = () => deadline.abort(new ApiError('timeout', { detail: 'the client went away' }));
    request.signal?.addEventListener('abort', clientGone, { once: true });
    /** @type {Call} */
    const call = { client: info.clientIp, signal: deadline.signal, until: Date.now() + config.totalTimeoutMs };
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
      } else {
        const name = route.startsWith(`${API_PREFIX}/`) ? route.slice(API_PREFIX.length + 1) : '';
        if (!isEndpointName(name)) throw new ApiError('not_found');
        const endpoint = ENDPOINTS[name];
        if (!endpoint.methods.includes(/** @type {'GET' | 'HEAD'} */ (request.method))) throw new ApiError('method');
        if (endpoint.guarded) {
          // The API asking itself (under a name it does not know as its own): the loop stops here.
          if ((request.headers.get('user-agent') ?? '').startsWith(`${OWN_PRODUCT}/`)) throw new ApiError('loop');
          rateLimiter.take(call.client);
        }
        response = await SERVE[name](request, requestUrl, call);
      }
    } catch (error) {
      failure = error instanceof ApiError ? error : new ApiError('internal', { detail: String(/** @type {Error} */ (error)?.stack ?? error) });
      if (failure.code === 'internal') console.error('[tester-api] unexpected error', redact(failure.detail ?? ''));
      response = json(failure.status, failure);
      if (failure.retryAfter) response.headers.set('Retry-After', String(failure.retryAfter));
      const name = route.slice(API_PREFIX.length + 1);
      if (failure.code === 'method' && isEndpointName(name)) response.headers.set('Allow', ENDPOINTS[name].methods.join(', '));
    } finally {
      clearTimeout(timer);
      request.signal?.removeEventListener('abort', clientGone);
      deadline.abort(); // ends any request still running for this call (e.g. a probe after an error)
    }
    withApiHeaders(response);
    for (const [name, value] of Object.entries(corsHeaders(origin))) response.headers.set(name, value);
    const target = requestUrl.searchParams.get('url');
    log(
      redact(
        `[tester-api] ${request.method} ${route} ${response.status} ${Math.round(performance.now() - started)}ms` +
          (target ? ` target=${safeHost(target)}` : '') +
          (failure ? ` error=${failure.code}${failure.detail ? ` (${failure.detail.split('\n')[0]})` : ''}` : ''),
      ),
    );
    return response;
  };
}

/**
 * The site's security headers (lib/site-headers/headers.mjs, the values out/_headers carries) on an API answer,
 * with a policy under which no answer can run or load anything (static hosts do not apply _headers to
 * functions), and no caching.
 * @param {Response} response @returns {Response}
 */
export function withApiHeaders(response) {
  for (const [name, value] of Object.entries(apiSecurityHeaders)) response.headers.set(name, value);
  response.headers.set('Cache-Control', 'no-store');
  return response;
}

/**
 * An error answer of the API outside the handler (the local server's fallback and host check), with the same
 * headers as every other answer.
 * @param {import('./errors.mjs').ApiErrorCode} code
 */
export function errorAnswer(code) {
  const error = new ApiError(code);
  return withApiHeaders(json(error.status, error));
}

/** The system's first name server (node:dns reads /etc/resolv.conf), as the DNS client's server. */
function systemDnsServer() {
  const first = getServers()[0];
  if (!first) return null;
  const match = /^\[(.+)\]:(\d+)$/.exec(first) ?? /^([^:]+):(\d+)$/.exec(first);
  const address = match ? match[1] : first;
  return { address, port: match ? Number(match[2]) : 53, family: /** @type {4 | 6} */ (address.includes(':') ? 6 : 4) };
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
