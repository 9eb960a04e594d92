/**
 * Settings of the tester API, read once from server environment variables (never NEXT_PUBLIC_*, apart from the
 * site's own addresses, which only decide which origins CORS answers). Every limit has the value the issue
 * asks for; the variables exist so tests and the load benchmark can point the API at loopback fixtures.
 */

import { classifyIp } from './address.mjs';

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
 * @property {number} rateLimitPerMinute requests per client and minute; 0 turns the limit off
 * @property {number} maxOutbound outbound requests at once per instance
 * @property {number} connectTimeoutMs
 * @property {number} totalTimeoutMs one API request's outbound work, redirects included
 * @property {number} pageSpeedTimeoutMs
 * @property {number} validatorTimeoutMs
 * @property {number} maxBodyBytes
 * @property {number} maxRedirects
 * @property {number} pageSpeedCacheMs
 */

/** @typedef {{ address: string, family: 4 | 6, port: number }} ConnectTo */

const HOST_PORT = /^(\[[0-9a-f:.]+\]|[^:\s[\]=]+):(\d{1,5})$/;

/** @param {string | undefined} value */
const allowEntries = (value) =>
  (value ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);

/** @param {string | undefined} value @param {number} fallback */
function number(value, fallback) {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : fallback;
}

/** @param {string | undefined} value */
function originOf(value) {
  try {
    return value ? new URL(value).origin : null;
  } catch {
    return null;
  }
}

/**
 * "host:port" entries of TESTER_API_ALLOW_HOSTS, lower-cased; IPv6 hosts in brackets ("[::1]:8080"). An entry
 * "name:port=127.0.0.1:4011" lists name:port too (see parseConnectTo).
 * @param {string | undefined} value
 */
export function parseAllowHosts(value) {
  return new Set(
    allowEntries(value)
      .map((entry) => entry.split('=')[0].trim())
      .filter((entry) => HOST_PORT.test(entry)),
  );
}

/**
 * Entries "name:port=address:port" of TESTER_API_ALLOW_HOSTS (tests only): a request for name:port connects to
 * that loopback address and port instead, as curl's --connect-to does, and the name is still the one sent (Host
 * header, TLS server name, certificate check). End-to-end tests use it to give loopback fixture sites the names
 * and standard ports a visitor types ("https://paikesekiir.test" on 443), without DNS. Only a loopback literal
 * address is accepted as the destination; any other entry is ignored.
 * @param {string | undefined} value
 * @returns {Map<string, ConnectTo>}
 */
export function parseConnectTo(value) {
  /** @type {Map<string, ConnectTo>} */
  const map = new Map();
  for (const entry of allowEntries(value)) {
    const [from, to, ...rest] = entry.split('=').map((part) => part.trim());
    const destination = to === undefined || rest.length ? null : HOST_PORT.exec(to);
    if (!HOST_PORT.test(from) || !destination) continue;
    const cls = classifyIp(destination[1].replace(/^\[|\]$/g, ''));
    const port = Number(destination[2]);
    if (!cls || cls.range !== 'loopback' || port < 1 || port > 65535) continue;
    map.set(from, { address: cls.address, family: cls.version, port });
  }
  return map;
}

/**
 * @param {Record<string, string | undefined>} env
 * @param {{ localOrigins?: string[] }} [options] origins of the local server (npm start)
 * @returns {ApiConfig}
 */
export function readApiConfig(env, options = {}) {
  const origins = [
    originOf(env.NEXT_PUBLIC_SITE_URL || DEFAULT_SITE_URL),
    originOf(env.NEXT_PUBLIC_SITE_URL_EN || DEFAULT_SITE_URL_EN),
    ...(options.localOrigins ?? []).map(originOf),
  ];
  return {
    allowHosts: parseAllowHosts(env.TESTER_API_ALLOW_HOSTS),
    connectTo: parseConnectTo(env.TESTER_API_ALLOW_HOSTS),
    pageSpeedApiKey: (env.PAGESPEED_API_KEY ?? '').trim(),
    pageSpeedApiUrl: (env.PAGESPEED_API_URL ?? '').trim() || DEFAULT_PAGESPEED_API_URL,
    w3cValidatorUrl: (env.W3C_VALIDATOR_URL ?? '').trim() || DEFAULT_W3C_VALIDATOR_URL,
    allowedOrigins: [...new Set(origins.filter((o) => o !== null))],
    rateLimitPerMinute: number(env.TESTER_API_RATE_LIMIT, 60),
    maxOutbound: number(env.TESTER_API_MAX_OUTBOUND, 50) || 50,
    connectTimeoutMs: 5_000,
    totalTimeoutMs: 15_000,
    pageSpeedTimeoutMs: 55_000,
    validatorTimeoutMs: 15_000,
    maxBodyBytes: 3 * 1024 * 1024,
    maxRedirects: 10,
    pageSpeedCacheMs: 10 * 60_000,
  };
}

/** The warning printed once when TESTER_API_ALLOW_HOSTS is set. @param {ApiConfig} config */
export function allowHostsWarning(config) {
  if (config.allowHosts.size === 0) return null;
  return (
    `[tester-api] WARNING: TESTER_API_ALLOW_HOSTS is set (${[...config.allowHosts]
      .map((host) => (config.connectTo.has(host) ? `${host} -> ${describeConnectTo(/** @type {ConnectTo} */ (config.connectTo.get(host)))}` : host))
      .join(', ')}): ` +
    'these loopback targets bypass the address rules. Use it for tests only, never in production.'
  );
}

/** @param {ConnectTo} to */
const describeConnectTo = (to) => `${to.family === 6 ? `[${to.address}]` : to.address}:${to.port}`;
