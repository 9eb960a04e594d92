/**
 * Which targets the API may contact (SSRF guard): http or https on port 80 or 443, no credentials, a host name
 * that can exist, not the API itself, and every address the host resolves to public unicast. The check resolves
 * the name once and hands back the address it checked, so the connection goes to exactly that address (no
 * second lookup, no DNS rebinding). The lookup ends with the API request's deadline.
 * TESTER_API_ALLOW_HOSTS lets listed "host:port" targets through when they resolve to loopback only (tests), and
 * connects listed "name:port" targets to a given loopback address and port instead of asking DNS (tests).
 */
import { Resolver } from 'node:dns/promises';
import { classifyIp, isMalformedIPv4 } from './ip.mjs';
import { addressLookupError, blameDns, createResolverHealth, dnsLookupError, rootProbe } from './dns-failure.mjs';
import { ApiError } from './errors.mjs';
import { untilAborted } from './limits.mjs';

/**
 * @typedef {object} CheckedTarget
 * @property {URL} url
 * @property {string} address the IP address to connect to
 * @property {4 | 6} family
 * @property {number} port the port to connect to (the address's port, unless TESTER_API_ALLOW_HOSTS maps it)
 * @property {boolean} exempt true when the target passed through TESTER_API_ALLOW_HOSTS (a test target)
 */

/**
 * Every address of a name (A and AAAA). `signal` is the API request's deadline: when it fires the lookup is
 * given up (and cancelled where the resolver can).
 * @typedef {(hostname: string, options?: { signal?: AbortSignal }) => Promise<Array<{ address: string, family: number }>>} LookupAll
 */

/**
 * The API's DNS: c-ares queries (node:dns Resolver), not getaddrinfo. getaddrinfo runs on libuv's four-thread
 * pool and cannot be cancelled, so four names whose name servers never answer would hold every thread (and with
 * them zlib and file reads) for the system resolver's whole timeout. c-ares runs on the event loop, each query
 * gives up after `timeoutMs` (one try), and a fired deadline cancels it. It does not read /etc/hosts: no public
 * site needs it, "localhost" is refused by name, and tests connect names to loopback with TESTER_API_ALLOW_HOSTS.
 * @param {{ timeoutMs: number, servers?: string[] }} options servers: name servers to ask (tests: a loopback one)
 * @returns {LookupAll}
 */
export function createResolverLookup({ timeoutMs, servers }) {
  return async (hostname, { signal } = {}) => {
    const resolver = new Resolver({ timeout: timeoutMs, tries: 1 });
    if (servers) resolver.setServers(servers);
    const cancel = () => resolver.cancel();
    signal?.addEventListener('abort', cancel, { once: true });
    try {
      const [v4, v6] = await Promise.allSettled([resolver.resolve4(hostname), resolver.resolve6(hostname)]);
      if (signal?.aborted) throw new ApiError('timeout', { detail: `DNS lookup of ${hostname} cut at the deadline` });
      const answers = [
        ...(v4.status === 'fulfilled' ? v4.value.map((address) => ({ address, family: 4 })) : []),
        ...(v6.status === 'fulfilled' ? v6.value.map((address) => ({ address, family: 6 })) : []),
      ];
      if (answers.length > 0) return answers;
      throw addressLookupError(v4, v6, hostname);
    } finally {
      signal?.removeEventListener('abort', cancel);
    }
  };
}

/** @param {string} hostname */
const bare = (hostname) => (hostname.startsWith('[') ? hostname.slice(1, -1) : hostname);

/** The longest host name (without its final dot) and the longest label DNS can carry (RFC 1035 2.3.4). */
export const MAX_HOST_NAME = 253;
export const MAX_LABEL = 63;

/**
 * Why a host name cannot exist, or null when it can: a label over 63 characters, a name over 253, an empty
 * label, or a label that starts or ends with a hyphen. One final dot (the root) is allowed. Refused before any
 * DNS lookup: such a name is a typing mistake, not a site that is down.
 * @param {string} hostname a name, not an IP literal (the WHATWG URL parser's ASCII form)
 * @returns {string | null}
 */
export function hostNameProblem(hostname) {
  const name = hostname.endsWith('.') ? hostname.slice(0, -1) : hostname;
  if (name.length > MAX_HOST_NAME) return `name of ${name.length} characters`;
  for (const label of name.split('.')) {
    if (label === '') return 'empty label';
    if (label.length > MAX_LABEL) return `label of ${label.length} characters`;
    if (label.startsWith('-') || label.endsWith('-')) return 'label starts or ends with a hyphen';
  }
  return null;
}

/**
 * The `url` query parameter as an absolute http(s) URL, or an ApiError.
 * @param {string | null} raw
 */
export function parseTargetUrl(raw) {
  const value = (raw ?? '').trim();
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new ApiError('bad_url');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ApiError('bad_url');
  if (!url.hostname) throw new ApiError('bad_url');
  if (url.username || url.password) throw new ApiError('credentials');
  const problem = classifyIp(bare(url.hostname)) || isMalformedIPv4(url.hostname) ? null : hostNameProblem(url.hostname);
  if (problem) throw new ApiError('bad_host', { detail: problem });
  url.hash = '';
  return url;
}

/**
 * Whether `url` is an address of the API itself: one of its own hosts with a path under /api (compared after
 * percent-decoding, with repeated slashes and case folded, as a platform's router may read it).
 * @param {URL} url @param {Set<string>} ownHosts
 */
export function isOwnApi(url, ownHosts) {
  if (!ownHosts.has(url.hostname.toLowerCase().replace(/\.$/, ''))) return false;
  let path = url.pathname;
  try {
    path = decodeURIComponent(path);
  } catch {
    /* keep it encoded */
  }
  path = path.replace(/[\\/]+/g, '/').toLowerCase();
  return path === '/api' || path.startsWith('/api/');
}

/** @param {URL} url */
export function portOf(url) {
  return Number(url.port || (url.protocol === 'https:' ? 443 : 80));
}

/**
 * @param {{
 *   allowHosts?: Set<string>, connectTo?: Map<string, import('./config.mjs').ConnectTo>, lookup?: LookupAll,
 *   ownHosts?: Set<string>, dnsTimeoutMs?: number, resolverAnswers?: (signal?: AbortSignal) => Promise<boolean>,
 * }} [options] resolverAnswers: whether our resolver answers at all (api/dns-failure.mjs), asked before a failed
 *   lookup is blamed on the site; without it, a given lookup is trusted to answer and the system's is asked
 */
export function createTargetChecker(options = {}) {
  const allowHosts = options.allowHosts ?? new Set();
  const connectTo = options.connectTo ?? new Map();
  const ownHosts = options.ownHosts ?? new Set();
  const dnsTimeoutMs = options.dnsTimeoutMs ?? 2_000;
  const lookup = options.lookup ?? createResolverLookup({ timeoutMs: dnsTimeoutMs });
  const resolverAnswers =
    options.resolverAnswers ?? (options.lookup ? async () => true : createResolverHealth({ probe: rootProbe({ timeoutMs: dnsTimeoutMs }) }));

  /**
   * Check `url` (the first address or a redirect hop) and resolve it to the address to connect to.
   * @param {URL} url
   * @param {{ redirect?: boolean, signal?: AbortSignal }} [context] a redirect hop answers forbidden_redirect
   *   instead of forbidden_address; signal: the API request's deadline, which ends the DNS lookup too
   * @returns {Promise<CheckedTarget>}
   */
  return async function checkTarget(url, context = {}) {
    const forbidden = () => new ApiError(context.redirect ? 'forbidden_redirect' : 'forbidden_address', { detail: url.host });
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw context.redirect ? forbidden() : new ApiError('bad_url');
    if (url.username || url.password) throw context.redirect ? forbidden() : new ApiError('credentials');
    // The API never calls itself, under any of its names (a page redirecting to /api/proxy?url=itself).
    if (isOwnApi(url, ownHosts)) throw new ApiError('own_api', { detail: `${url.host}${url.pathname}` });
    const port = portOf(url);
    const hostname = url.hostname.toLowerCase();
    const mapped = connectTo.get(`${hostname}:${port}`);
    if (mapped) return { url, address: mapped.address, family: mapped.family, port: mapped.port, exempt: true };
    const exempt = allowHosts.has(`${hostname}:${port}`);
    const portAllowed = exempt || port === 80 || port === 443;

    /** @param {import('./ip.mjs').AddressClass} cls */
    const allowed = (cls) => cls.isPublic || (exempt && cls.range === 'loopback');

    // The address rules come first, so a non-public address is refused as such whatever its port.
    const literal = classifyIp(bare(hostname));
    if (literal) {
      if (!allowed(literal)) throw forbidden();
      if (!portAllowed) throw context.redirect ? forbidden() : new ApiError('port');
      return { url, address: literal.address, family: literal.version, port, exempt };
    }
    if (isMalformedIPv4(hostname)) throw context.redirect ? forbidden() : new ApiError('bad_url');
    const problem = hostNameProblem(hostname);
    if (problem) throw context.redirect ? forbidden() : new ApiError('bad_host', { detail: problem });
    // Names that are loopback by definition (RFC 6761) are refused without asking DNS.
    const name = hostname.endsWith('.') ? hostname.slice(0, -1) : hostname;
    if (!exempt && (name === 'localhost' || name.endsWith('.localhost'))) throw forbidden();
    if (!portAllowed) throw context.redirect ? forbidden() : new ApiError('port');
    // An allowed "localhost:port" test target is loopback by definition: no DNS either.
    if (exempt && name === 'localhost') return { url, address: '127.0.0.1', family: 4, port, exempt };

    let answers;
    try {
      answers = await untilAborted(lookup(hostname, { signal: context.signal }), context.signal);
    } catch (error) {
      throw await blameDns(dnsLookupError(error, hostname), resolverAnswers, context.signal);
    }
    if (answers.length === 0) throw new ApiError('dns_no_address', { detail: hostname });
    const classes = answers.map((a) => classifyIp(a.address));
    // Every address must pass: a name with one private address among public ones is refused.
    if (classes.some((cls) => !cls || !allowed(cls))) throw forbidden();
    // IPv4 first: serverless platforms often have no IPv6 route out.
    const first = /** @type {import('./ip.mjs').AddressClass} */ (classes.find((c) => c?.version === 4) ?? classes[0]);
    return { url, address: first.address, family: first.version, port, exempt };
  };
}

/** @typedef {ReturnType<typeof createTargetChecker>} CheckTarget */
