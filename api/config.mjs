/**
 * Settings of the tester API, read once from server environment variables (never NEXT_PUBLIC_*, apart from the
 * site's own addresses, which only decide which origins CORS answers). Every limit has the value the issue
 * asks for; the variables exist so tests and the load benchmark can point the API at loopback fixtures.
 */

export const DEFAULT_PAGESPEED_API_URL = 'https://www.googleapis.com/pagespeedonline/v5/runPagespeed';
export const DEFAULT_W3C_VALIDATOR_URL = 'https://validator.w3.org/nu/';
export const DEFAULT_SITE_URL = 'https://veebiselge.ee';
export const DEFAULT_SITE_URL_EN = 'https://en.veebiselge.ee';

/** The fixed User-Agent of every outbound request: it names the site, so a tested site's owner knows who asked. */
export const USER_AGENT = 'VeebiselgeTester/1.0 (+https://veebiselge.ee/#audit)';

/**
 * @typedef {object} ApiConfig
 * @property {Set<string>} allowHosts loopback "host:port" targets exempt from the address rules (tests only)
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
 * "host:port" entries of TESTER_API_ALLOW_HOSTS, lower-cased; IPv6 hosts in brackets ("[::1]:8080").
 * @param {string | undefined} value
 */
export function parseAllowHosts(value) {
  return new Set(
    (value ?? '')
      .split(',')
      .map((entry) => entry.trim().toLowerCase())
      .filter((entry) => /^(\[[0-9a-f:.]+\]|[^:\s[\]]+):\d{1,5}$/.test(entry)),
  );
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
    `[tester-api] WARNING: TESTER_API_ALLOW_HOSTS is set (${[...config.allowHosts].join(', ')}): ` +
    'these loopback targets bypass the address rules. Use it for tests only, never in production.'
  );
}
