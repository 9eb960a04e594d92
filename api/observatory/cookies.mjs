/**
 * The Observatory's cookie test (api/observatory.mjs), and the Set-Cookie reader the security score shares
 * (api/security-score.mjs): the jar a browser keeps from the final answer, judged by its worst cookie.
 */
import { headerValues } from './input.mjs';

/** @typedef {import('./scores.mjs').ObservatoryResult} ObservatoryResult */
/** @typedef {import('./input.mjs').ObservatoryInput} ObservatoryInput */

/**
 * @typedef {object} Cookie
 * @property {string} name
 * @property {boolean} secure
 * @property {boolean} httpOnly
 * @property {string | null} sameSite "strict", "lax", "none", "unspecified" (an unknown value) or null (absent)
 * @property {string | null} domain
 * @property {string | null} path
 * @property {boolean} invalidSameSite the raw attribute is empty or not Strict, Lax or None
 */

/**
 * One Set-Cookie line as browsers read it (RFC 6265bis): name=value, then attributes; the last of an attribute
 * counts. Linear in the line's length. Null when there is no name.
 * @param {string} line
 * @returns {Cookie | null}
 */
export function parseSetCookie(line) {
  const [pair, ...attributes] = line.split(';');
  const eq = pair.indexOf('=');
  const name = (eq < 0 ? '' : pair.slice(0, eq)).trim();
  /** @type {Cookie} */
  const cookie = { name, secure: false, httpOnly: false, sameSite: null, domain: null, path: null, invalidSameSite: false };
  for (const attribute of attributes) {
    const at = attribute.indexOf('=');
    const key = (at < 0 ? attribute : attribute.slice(0, at)).trim().toLowerCase();
    const value = at < 0 ? '' : attribute.slice(at + 1).trim();
    if (key === 'secure') cookie.secure = true;
    else if (key === 'httponly') cookie.httpOnly = true;
    else if (key === 'domain') cookie.domain = value.replace(/^\./, '').toLowerCase() || null;
    else if (key === 'path') cookie.path = value.startsWith('/') ? value : null;
    else if (key === 'samesite') {
      const lower = value.toLowerCase();
      cookie.sameSite = ['strict', 'lax', 'none'].includes(lower) ? lower : 'unspecified';
      cookie.invalidSameSite = cookie.sameSite === 'unspecified';
    }
  }
  return name ? cookie : null;
}

/**
 * Whether a browser keeps the cookie from this host: a Domain attribute must match the host, and the __Secure-
 * and __Host- prefixes their rules (__Host-: Secure, Path=/ and no Domain).
 * @param {Cookie} cookie @param {string} host @param {boolean} https
 */
export function cookieAccepted(cookie, host, https) {
  if (cookie.domain && host !== cookie.domain && !host.endsWith(`.${cookie.domain}`)) return false;
  if (cookie.secure && !https) return false;
  return !prefixBroken(cookie);
}

/**
 * Whether a cookie breaks the rules of its name's prefix: __Secure- needs Secure; __Host- needs Secure, Path=/
 * and no Domain (browsers then drop it).
 * @param {Cookie} cookie
 */
export function prefixBroken(cookie) {
  const lower = cookie.name.toLowerCase();
  if (lower.startsWith('__secure-')) return !cookie.secure;
  if (lower.startsWith('__host-')) return !cookie.secure || cookie.domain !== null || cookie.path !== '/';
  return false;
}

/**
 * Whether any SameSite attribute of a raw Set-Cookie line is empty or not Strict, Lax or None.
 * @param {string} line
 */
export function hasInvalidSameSite(line) {
  return line.split(';').slice(1).some((attribute) => {
    const [key, value = ''] = attribute.split('=');
    return key.trim().toLowerCase() === 'samesite' && !['strict', 'lax', 'none'].includes(value.trim().toLowerCase());
  });
}

/** @param {Record<string, string | string[]>} headers */
export const setCookieLines = (headers) => headerValues(headers, 'set-cookie').flatMap((v) => v.split('\n')).filter((l) => l.trim());

/** A cookie that looks like a login or session identifier (the Observatory's rule: "login" or "sess" in its name). */
export const isSessionCookie = (/** @type {string} */ name) => /login|sess/i.test(name);

/** Worst last: the cookie results in the Observatory's order. */
const COOKIE_ORDER = /** @type {ObservatoryResult[]} */ ([
  'cookies-without-secure-flag-but-protected-by-hsts',
  'cookies-without-secure-flag',
  'cookies-session-without-secure-flag-but-protected-by-hsts',
  'cookies-samesite-flag-invalid',
  'cookies-anticsrf-without-samesite-flag',
  'cookies-session-without-httponly-flag',
  'cookies-session-without-secure-flag',
]);

/** @param {ObservatoryResult | null} current @param {ObservatoryResult} next */
const worseCookie = (current, next) => (current === null || COOKIE_ORDER.indexOf(next) > COOKIE_ORDER.indexOf(current) ? next : current);

/**
 * The cookie test: the worst cookie of the jar (one without Secure counts less when HSTS protects it).
 * @param {ObservatoryInput} input @param {boolean} hstsPass @returns {{ result: ObservatoryResult, pass: boolean }}
 */
export function cookiesTest(input, hstsPass) {
  const lines = setCookieLines(input.headers);
  /** @type {ObservatoryResult | null} */
  let result = null;
  if (lines.some(hasInvalidSameSite)) result = 'cookies-samesite-flag-invalid';
  const url = new URL(input.url);
  /** @type {Map<string, Cookie>} the jar: the last cookie of a name, domain and path */
  const jar = new Map();
  for (const line of lines) {
    const cookie = parseSetCookie(line);
    if (!cookie || cookie.name === 'heroku-session-affinity' || !cookieAccepted(cookie, url.hostname, url.protocol === 'https:')) continue;
    jar.set(`${cookie.name}\n${cookie.domain ?? url.hostname}\n${cookie.path ?? '/'}`, cookie);
  }
  if (jar.size === 0) return { result: 'cookies-not-found', pass: true };
  let missingSameSite = false;
  for (const cookie of jar.values()) {
    const session = isSessionCookie(cookie.name);
    if (!cookie.secure && cookie.sameSite === 'none') result = worseCookie(result, 'cookies-samesite-flag-invalid');
    if (!cookie.secure) result = worseCookie(result, hstsPass ? 'cookies-without-secure-flag-but-protected-by-hsts' : 'cookies-without-secure-flag');
    if (/csrf/i.test(cookie.name) && !cookie.sameSite) result = worseCookie(result, 'cookies-anticsrf-without-samesite-flag');
    if (session && !cookie.secure) {
      result = worseCookie(result, hstsPass ? 'cookies-session-without-secure-flag-but-protected-by-hsts' : 'cookies-session-without-secure-flag');
    }
    if (session && !cookie.httpOnly) result = worseCookie(result, 'cookies-session-without-httponly-flag');
    if (!cookie.sameSite) missingSameSite = true;
  }
  result ??= missingSameSite ? 'cookies-secure-with-httponly-sessions' : 'cookies-secure-with-httponly-sessions-and-samesite';
  return { result, pass: ['cookies-secure-with-httponly-sessions', 'cookies-secure-with-httponly-sessions-and-samesite'].includes(result) };
}
