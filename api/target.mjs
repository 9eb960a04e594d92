/**
 * Which targets the API may contact (SSRF guard): http or https on port 80 or 443, no credentials, and every
 * address the host resolves to public unicast. The check resolves the name once and hands back the address it
 * checked, so the connection goes to exactly that address (no second lookup, no DNS rebinding).
 * TESTER_API_ALLOW_HOSTS lets listed "host:port" targets through when they resolve to loopback only (tests), and
 * connects listed "name:port" targets to a given loopback address and port instead of asking DNS (tests).
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import { classifyIp, isMalformedIPv4 } from './address.mjs';
import { ApiError, toApiError } from './errors.mjs';

/**
 * @typedef {object} CheckedTarget
 * @property {URL} url
 * @property {string} address the IP address to connect to
 * @property {4 | 6} family
 * @property {number} port the port to connect to (the address's port, unless TESTER_API_ALLOW_HOSTS maps it)
 * @property {boolean} exempt true when the target passed through TESTER_API_ALLOW_HOSTS (a test target)
 */

/** @typedef {(hostname: string) => Promise<Array<{ address: string, family: number }>>} LookupAll */

/** @type {LookupAll} */
const systemLookup = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

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
  url.hash = '';
  return url;
}

/** @param {URL} url */
export function portOf(url) {
  return Number(url.port || (url.protocol === 'https:' ? 443 : 80));
}

/** @param {string} hostname */
const bare = (hostname) => (hostname.startsWith('[') ? hostname.slice(1, -1) : hostname);

/**
 * @param {{ allowHosts?: Set<string>, connectTo?: Map<string, import('./config.mjs').ConnectTo>, lookup?: LookupAll }} [options]
 */
export function createTargetChecker(options = {}) {
  const allowHosts = options.allowHosts ?? new Set();
  const connectTo = options.connectTo ?? new Map();
  const lookup = options.lookup ?? systemLookup;

  /**
   * Check `url` (the first address or a redirect hop) and resolve it to the address to connect to.
   * @param {URL} url
   * @param {{ redirect?: boolean }} [context] a redirect hop answers forbidden_redirect instead of forbidden_address
   * @returns {Promise<CheckedTarget>}
   */
  return async function checkTarget(url, context = {}) {
    const forbidden = () => new ApiError(context.redirect ? 'forbidden_redirect' : 'forbidden_address', { detail: url.host });
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw context.redirect ? forbidden() : new ApiError('bad_url');
    if (url.username || url.password) throw context.redirect ? forbidden() : new ApiError('credentials');
    const port = portOf(url);
    const hostname = url.hostname.toLowerCase();
    const mapped = connectTo.get(`${hostname}:${port}`);
    if (mapped) return { url, address: mapped.address, family: mapped.family, port: mapped.port, exempt: true };
    const exempt = allowHosts.has(`${hostname}:${port}`);
    const portAllowed = exempt || port === 80 || port === 443;

    /** @param {import('./address.mjs').AddressClass} cls */
    const allowed = (cls) => cls.isPublic || (exempt && cls.range === 'loopback');

    // The address rules come first, so a non-public address is refused as such whatever its port.
    const literal = classifyIp(bare(hostname));
    if (literal) {
      if (!allowed(literal)) throw forbidden();
      if (!portAllowed) throw context.redirect ? forbidden() : new ApiError('port');
      return { url, address: literal.address, family: literal.version, port, exempt };
    }
    if (isMalformedIPv4(hostname)) throw context.redirect ? forbidden() : new ApiError('bad_url');
    // Names that are loopback by definition (RFC 6761) are refused without asking DNS.
    if (!exempt && (hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === 'localhost.')) throw forbidden();
    if (!portAllowed) throw context.redirect ? forbidden() : new ApiError('port');

    let answers;
    try {
      answers = await lookup(hostname);
    } catch (error) {
      throw toApiError(error);
    }
    if (answers.length === 0) throw new ApiError('dns');
    const classes = answers.map((a) => classifyIp(a.address));
    // Every address must pass: a name with one private address among public ones is refused.
    if (classes.some((cls) => !cls || !allowed(cls))) throw forbidden();
    // IPv4 first: serverless platforms often have no IPv6 route out.
    const first = /** @type {import('./address.mjs').AddressClass} */ (classes.find((c) => c?.version === 4) ?? classes[0]);
    return { url, address: first.address, family: first.version, port, exempt };
  };
}

/** @typedef {ReturnType<typeof createTargetChecker>} CheckTarget */
