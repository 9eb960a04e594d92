/**
 * Settings of the tester API, read once from server environment variables (never NEXT_PUBLIC_*, apart from the
 * site's own addresses, which decide which origins CORS answers and which hosts are the API's own). Every limit
 * has the value the issue asks for; the variables exist so tests and the load benchmark can point the API at
 * loopback fixtures. A setting the API cannot run with (a malformed number or address, a test-only setting in
 * production) is a ConfigError: the server does not start, and says why.
 */

import { classifyIp } from './ip.mjs';
import { SERVER_TIMEOUTS } from '../lib/tester/contract.mjs';

export const DEFAULT_PAGESPEED_API_URL = 'https://www.googleapis.com/pagespeedonline/v5/runPagespeed';
export const DEFAULT_W3C_VALIDATOR_URL = 'https://validator.w3.org/nu/';
export const DEFAULT_SITE_URL = 'https://veebiselge.ee';
export const DEFAULT_SITE_URL_EN = 'https://en.veebiselge.ee';

/** The fixed User-Agent of every outbound request: it names the site, so a tested site's owner knows who asked. */
export const USER_AGENT = 'VeebiselgeTester/1.0 (+https://veebiselge.ee/#audit)';

/**
 * @typedef {object} ApiConfig
 * @property {Set<string>} allowHosts loopback "host:port" targets exempt from the address rules (tests only)
 * @property {Map<string, ConnectTo>} connectTo "name:port" targets whose connection goes to a loopback address (tests only)
 * @property {string} pageSpeedApiKey
 * @property {string} pageSpeedApiUrl
 * @property {string} w3cValidatorUrl
 * @property {string[]} allowedOrigins origins CORS answers
 * @property {Set<string>} ownHosts host names the API answers to (the site's, Netlify's, the local server's): a
 *   target or redirect under /api/ on one of them is refused, so the API never calls itself
 * @property {number} rateLimitPerMinute requests per client and minute
 * @property {number} pageSpeedPerMinute /api/pagespeed requests per client and minute (each spends quota)
 * @property {number} maxOutbound outbound requests (and DNS lookups) at once per instance
 * @property {number} maxOutboundPerClient of those, at most this many for one client
 * @property {number} maxPageSpeed PageSpeed calls at once per instance (each can take 55 s; a pool of their own)
 * @property {number} connectTimeoutMs
 * @property {number} totalTimeoutMs one API request's outbound work, DNS and redirects included
 * @property {number} dnsTimeoutMs one DNS query (within the request's deadline)
 * @property {import('./dns-client.mjs').DnsServer | null} dnsServer the recursive resolver every DNS question of the
 *   API goes to (TESTER_DNS_SERVER); null: the system's first name server (/etc/resolv.conf)
 * @property {boolean} dnsAllowTestNames reserved test names (*.test, *.example) may be asked: only with the
 *   test-only TESTER_API_ALLOW_HOSTS set and a loopback resolver
 * @property {number} pageSpeedTimeoutMs
 * @property {number} validatorTimeoutMs
 * @property {number} maxBodyBytes
 * @property {number} maxRedirects
 * @property {number} pageSpeedCacheMs
 * @property {string[]} warnings lines to print once at startup
 */

/** @typedef {{ address: string, family: 4 | 6, port: number }} ConnectTo */

/** A setting the API cannot run with: the server refuses to start, with this message. */
export class ConfigError extends Error {
  /** @param {string} message */
  constructor(message) {
    super(`[tester-api] ${message}`);
    this.name = 'ConfigError';
  }
}

/** Settings that exist for tests only: refused whenever the environment is a production one. */
export const TEST_ONLY_SETTINGS = Object.freeze(['TESTER_API_ALLOW_HOSTS']);

/**
 * Why `env` is a production environment, or null: NODE_ENV=production, Netlify's production context
 * (CONTEXT=production), or an AWS Lambda function (where Netlify's functions run). The Netlify function itself
 * is production in every deploy context (netlify/functions/api.mjs says so). A local `npm start` or a test is not.
 * @param {Record<string, string | undefined>} env
 */
export function productionReason(env) {
  if (env.NODE_ENV === 'production') return 'NODE_ENV=production';
  if (env.CONTEXT === 'production') return 'CONTEXT=production';
  if (env.AWS_LAMBDA_FUNCTION_NAME) return 'AWS_LAMBDA_FUNCTION_NAME is set';
  return null;
}

const HOST_PORT = /^(\[[0-9a-f:.]+\]|[^:\s[\]=]+):(\d{1,5})$/;

/** Names that can never be a real site (RFC 2606, RFC 6761): the only names a test may connect to loopback. */
const RESERVED_NAME = /^(?:[a-z0-9_-]+\.)*[a-z0-9_-]+\.(test|example|invalid|localhost)$/;

/**
 * TESTER_DNS_SERVER: the recursive resolver the API asks, an IP address with an optional port ("127.0.0.1:5353",
 * "[::1]:5353", "9.9.9.9"); empty: the system's. A name is refused (a resolver's own name would need a resolver).
 * @param {string | undefined} value
 * @returns {import('./dns-client.mjs').DnsServer | null}
 */
export function parseDnsServer(value) {
  const text = (value ?? '').trim();
  if (!text) return null;
  const withPort = /^\[([0-9a-f:.]+)\]:(\d{1,5})$/i.exec(text) ?? /^([0-9.]+):(\d{1,5})$/.exec(text);
  const address = withPort ? withPort[1] : text.replace(/^\[|\]$/g, '');
  const port = withPort ? Number(withPort[2]) : 53;
  const cls = classifyIp(address);
  if (!cls || (cls.version === 4 && !/^\d{1,3}(\.\d{1,3}){3}$/.test(address)) || port < 1 || port > 65535) {
    throw new ConfigError(`TESTER_DNS_SERVER must be an IP address with an optional port, e.g. 127.0.0.1:5353 or [::1]:53 (it is "${text.slice(0, 60)}").`);
  }
  return { address: cls.address, port, family: cls.version };
}

/** The resolver in the form node:dns setServers() takes. @param {import('./dns-client.mjs').DnsServer} server */
export const dnsServerText = (server) => (server.family === 6 ? `[${server.address}]:${server.port}` : `${server.address}:${server.port}`);

/** @param {string | undefined} value */
const listEntries = (value) =>
  (value ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);

/**
 * A whole number of at least 1, or the fallback when unset; anything else is a ConfigError (a typo must not
 * silently turn a limit off or into its default).
 * @param {Record<string, string | undefined>} env @param {string} name @param {number} fallback
 */
function positiveInteger(env, name, fallback) {
  const value = env[name];
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value.trim());
  if (!Number.isInteger(n) || n < 1) throw new ConfigError(`${name} must be a whole number of at least 1 (it is "${value.slice(0, 40)}").`);
  return n;
}

/**
 * The address of an upstream service (PageSpeed, the W3C checker): an http(s) URL; https in production. The
 * value is never repeated in the message (it could carry a key).
 * @param {Record<string, string | undefined>} env @param {string} name @param {string} fallback @param {string | null} production
 */
function serviceUrl(env, name, fallback, production) {
  const value = (env[name] ?? '').trim();
  if (!value) return fallback;
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`${name} is not a valid address.`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new ConfigError(`${name} must be an http or https address.`);
  if (url.username || url.password) throw new ConfigError(`${name} must not contain a user name or password.`);
  if (production && url.protocol !== 'https:') throw new ConfigError(`${name} must be an https address in production (${production}).`);
  return value;
}

/** @param {string | undefined} value */
function originOf(value) {
  try {
    return value ? new URL(value).origin : null;
  } catch {
    return null;
  }
}

/** @param {string | null | undefined} value */
function hostOf(value) {
  try {
    return value ? new URL(value).hostname.toLowerCase().replace(/\.$/, '') : null;
  } catch {
    return null;
  }
}

/** The site's two addresses. @param {Record<string, string | undefined>} env */
const siteUrlsOf = (env) => [env.NEXT_PUBLIC_SITE_URL || DEFAULT_SITE_URL, env.NEXT_PUBLIC_SITE_URL_EN || DEFAULT_SITE_URL_EN];

/**
 * The host names the API answers to: the site's two hosts, Netlify's addresses of the site (its main URL, this
 * deploy's and the branch's: URL, DEPLOY_URL, DEPLOY_PRIME_URL) and the local server's origins. Lower-case,
 * without port or final dot; IPv6 in brackets.
 * @param {Record<string, string | undefined>} env @param {string[]} localOrigins
 * @returns {Set<string>}
 */
export function ownHostsOf(env, localOrigins) {
  const urls = [...siteUrlsOf(env), env.URL, env.DEPLOY_URL, env.DEPLOY_PRIME_URL, ...localOrigins];
  return new Set(urls.map(hostOf).filter((host) => host !== null));
}

/** @param {string} host a "host:port" host part, IPv6 in brackets */
const loopbackOf = (host) => classifyIp(host.replace(/^\[|\]$/g, ''));

/**
 * TESTER_API_ALLOW_HOSTS, comma-separated, for tests only:
 * - "host:port": a loopback target exempt from the address and port rules; the host is a loopback literal
 *   ("127.0.0.1", "[::1]") or "localhost";
 * - "name:port=address:port": a request for name:port connects to that loopback address and port instead, as
 *   curl's --connect-to does, and the name is still the one sent (Host header, TLS server name, certificate
 *   check). The name must be one that can never be a real site (*.test, *.example, *.invalid, *.localhost).
 *   End-to-end tests use it to give loopback fixture sites the names and standard ports a visitor types
 *   ("https://paikesekiir.test" on 443), without DNS.
 * Any other entry is a ConfigError: the server does not start with it.
 * @param {string | undefined} value
 * @returns {{ allowHosts: Set<string>, connectTo: Map<string, ConnectTo> }}
 */
export function parseAllowList(value) {
  /** @type {Set<string>} */
  const allowHosts = new Set();
  /** @type {Map<string, ConnectTo>} */
  const connectTo = new Map();
  const refuse = (/** @type {string} */ entry, /** @type {string} */ why) => {
    throw new ConfigError(`TESTER_API_ALLOW_HOSTS entry "${entry.slice(0, 80)}" is refused: ${why}.`);
  };
  for (const entry of listEntries(value)) {
    const [from, to, ...rest] = entry.split('=').map((part) => part.trim());
    const source = HOST_PORT.exec(from);
    if (!source || rest.length) refuse(entry, 'write host:port or name:port=127.0.0.1:port');
    const [, host, portText] = /** @type {RegExpExecArray} */ (source);
    if (Number(portText) < 1 || Number(portText) > 65535) refuse(entry, 'the port must be 1-65535');
    if (to === undefined) {
      if (host !== 'localhost' && loopbackOf(host)?.range !== 'loopback') refuse(entry, 'only loopback targets (127.0.0.1, [::1], localhost) can be allowed');
      allowHosts.add(from);
      continue;
    }
    const destination = HOST_PORT.exec(to);
    const cls = destination ? loopbackOf(destination[1]) : null;
    const port = destination ? Number(destination[2]) : 0;
    if (!destination || !cls || cls.range !== 'loopback' || port < 1 || port > 65535) refuse(entry, 'the destination must be a loopback address and port');
    if (!RESERVED_NAME.test(host)) refuse(entry, 'only reserved names (*.test, *.example, *.invalid, *.localhost) can be connected to loopback');
    allowHosts.add(from);
    connectTo.set(from, { address: /** @type {import('./ip.mjs').AddressClass} */ (cls).address, family: /** @type {import('./ip.mjs').AddressClass} */ (cls).version, port });
  }
  return { allowHosts, connectTo };
}

/**
 * @param {Record<string, string | undefined>} env
 * @param {{ localOrigins?: string[], production?: string | null }} [options] origins of the local server (npm start);
 *   production: a reason to treat the environment as production whatever its variables say (Netlify's entry)
 * @returns {ApiConfig}
 */
export function readApiConfig(env, options = {}) {
  const production = options.production ?? productionReason(env);
  for (const name of TEST_ONLY_SETTINGS) {
    if ((env[name] ?? '').trim() && production) {
      throw new ConfigError(`${name} is a test-only setting and is refused in production (${production}). Remove it from the server's environment.`);
    }
  }
  const { allowHosts, connectTo } = parseAllowList(env.TESTER_API_ALLOW_HOSTS);
  const origins = [...siteUrlsOf(env), ...(options.localOrigins ?? [])].map(originOf);
  const ownHosts = ownHostsOf(env, options.localOrigins ?? []);
  const maxOutbound = positiveInteger(env, 'TESTER_API_MAX_OUTBOUND', 50);
  const rateLimitPerMinute = positiveInteger(env, 'TESTER_API_RATE_LIMIT', 60);
  /** @type {string[]} */
  const warnings = [];
  if (production && env.NODE_EXTRA_CA_CERTS) {
    warnings.push(`[tester-api] NODE_EXTRA_CA_CERTS is set in production (${production}): its certificates are trusted as roots for every tested site.`);
  }
  const dnsServer = parseDnsServer(env.TESTER_DNS_SERVER);
  const config = {
    allowHosts,
    connectTo,
    pageSpeedApiKey: (env.PAGESPEED_API_KEY ?? '').trim(),
    pageSpeedApiUrl: serviceUrl(env, 'PAGESPEED_API_URL', DEFAULT_PAGESPEED_API_URL, production),
    w3cValidatorUrl: serviceUrl(env, 'W3C_VALIDATOR_URL', DEFAULT_W3C_VALIDATOR_URL, production),
    allowedOrigins: [...new Set(origins.filter((o) => o !== null))],
    ownHosts,
    rateLimitPerMinute,
    // A sixth of the general limit (10 of 60): the tester asks PageSpeed once per run, and each ask spends quota.
    pageSpeedPerMinute: Math.max(1, Math.ceil(rateLimitPerMinute / 6)),
    maxOutbound,
    maxOutboundPerClient: Math.min(positiveInteger(env, 'TESTER_API_MAX_OUTBOUND_PER_CLIENT', 16), maxOutbound),
    maxPageSpeed: 8,
    connectTimeoutMs: 5_000,
    totalTimeoutMs: SERVER_TIMEOUTS.total,
    dnsTimeoutMs: 2_000,
    dnsServer,
    dnsAllowTestNames: allowHosts.size > 0 && dnsServer !== null && classifyIp(dnsServer.address)?.range === 'loopback',
    pageSpeedTimeoutMs: SERVER_TIMEOUTS.pageSpeed,
    validatorTimeoutMs: SERVER_TIMEOUTS.validator,
    maxBodyBytes: 3 * 1024 * 1024,
    maxRedirects: 10,
    pageSpeedCacheMs: 10 * 60_000,
    warnings,
  };
  const warning = allowHostsWarning(config);
  if (warning) warnings.push(warning);
  return config;
}

/**
 * The warning printed once when TESTER_API_ALLOW_HOSTS is set (only possible outside production).
 * @param {Pick<ApiConfig, 'allowHosts' | 'connectTo'>} config
 */
export function allowHostsWarning(config) {
  if (config.allowHosts.size === 0) return null;
  return (
    `[tester-api] WARNING: TESTER_API_ALLOW_HOSTS is set (${[...config.allowHosts]
      .map((host) => (config.connectTo.has(host) ? `${host} -> ${describeConnectTo(/** @type {ConnectTo} */ (config.connectTo.get(host)))}` : host))
      .join(', ')}): ` +
    'these loopback targets bypass the address rules. Use it for tests only; it is refused in production.'
  );
}

/** @param {ConnectTo} to */
const describeConnectTo = (to) => `${to.family === 6 ? `[${to.address}]` : to.address}:${to.port}`;
