/**
 * The tester API as one Web Fetch handler, from Request to Response. Platform entries stay thin: Netlify's
 * function (netlify/functions/api.mjs) and the local server (api/node.mjs, used by scripts/dev/serve.mjs) only pass
 * the request (its signal fires when the client goes away) and the client's IP address.
 *
 * The endpoints, their methods and limits, the error codes and the shape of every answer are the tester's
 * contract (lib/tester/contract.mjs, ENDPOINTS); this file checks a request against that table (method, loop,
 * rate limit) and serves each endpoint of it (SERVE, api/handler/endpoints.mjs) and nothing else. docs/tester.md,
 * "Website tester API", describes them; "Adding an API endpoint" says how to add one.
 *
 * The parts, in api/handler/: the endpoints (endpoints.mjs, the domain checks' in dns.mjs), the outbound work of
 * one request (work.mjs: every DNS lookup, connection, redirect and TLS probe holds one outbound slot while it
 * runs and ends by the request's deadline, whatever the other side does), the answers' headers (answers.mjs) and
 * the log line (log.mjs).
 */
import { dnsServerText, readApiConfig, USER_AGENT } from './config.mjs';
import { API_PREFIX, ENDPOINTS, isEndpointName } from '../lib/tester/contract.mjs';
import { createResolverHealth, rootProbe } from './dns-failure.mjs';
import { ApiError } from './errors.mjs';
import { corsHeaders, json, withApiHeaders } from './handler/answers.mjs';
import { createEndpoints } from './handler/endpoints.mjs';
import { redactor, requestLine } from './handler/log.mjs';
import { createCallWork } from './handler/work.mjs';
import { createRateLimiter, createSlots } from './limits.mjs';
import { createResolverLookup, createTargetChecker } from './target.mjs';

/** The error answer outside the handler, for Netlify's entry (netlify/functions/api.mjs). */
export { errorAnswer } from './handler/answers.mjs';

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

/** @typedef {import('./handler/work.mjs').Call} Call */

/**
 * @param {HandlerOptions} [options]
 * @returns {(request: Request, info?: RequestInfo) => Promise<Response>}
 */
export function createApiHandler(options = {}) {
  const read = readApiConfig(options.env ?? process.env, { localOrigins: options.localOrigins, production: options.production });
  const config = { ...read, ...options.overrides };
  const log = options.log ?? ((line) => console.log(line));
  for (const line of config.warnings) console.warn(line);
  /** The PageSpeed key never appears in a log line, whatever an error message quotes. */
  const redact = redactor(config.pageSpeedApiKey);

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
  const rateLimiter = createRateLimiter({ limit: config.rateLimitPerMinute });
  const slots = createSlots(config.maxOutbound, { perClient: Math.min(config.maxOutboundPerClient, config.maxOutbound) });
  const work = createCallWork({ config, slots, checkTarget, ca: options.ca });
  const SERVE = createEndpoints({ config, work, resolverAnswers, ca: options.ca, fetch: options.fetch });

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
    for (const [name, value] of Object.entries(corsHeaders(origin, config.allowedOrigins))) response.headers.set(name, value);
    const target = requestUrl.searchParams.get('url');
    log(redact(requestLine({ method: request.method, route, status: response.status, ms: performance.now() - started, target, failure })));
    return response;
  };
}
