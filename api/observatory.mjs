/**
 * The grade Mozilla's HTTP Observatory would give (A+ to F): the ten tests of its published scanner (npm
 * @mdn/mdn-http-observatory 1.4.8, algorithm version 4), each deciding one result with a score modifier, summed
 * from a base of 100. Penalties always count; bonuses only when the score with the penalties alone is still at
 * least 90. Written here from the Observatory's scoring table and test behaviour (MDN HTTP Observatory,
 * https://github.com/mdn/mdn-http-observatory, MPL-2.0; none of its code is used). Its own test cases, as data,
 * check this module: tests/fixtures/observatory/cases.mjs. The repository's main is ahead of that release: it
 * gives X-Frame-Options DENY/SAMEORIGIN a bonus of 5 (1.5.0) and adds COOP and COEP tests (not yet released); we
 * grade as the scanner owners actually get, so a short HSTS with a CSP of 'self' and XFO DENY is A (95), not A+.
 *
 * Pure functions over what the inspect endpoint read: the final answer's headers and the start of its body, the
 * https answer and whether its certificate verified, the route of the http address. Nothing is fetched here.
 * Differences that come from what we read (no HSTS preload list, no CORS preflight, the first 256 KiB of the
 * page) are listed in docs/tester.md ("The Observatory grade").
 */
import { getDomain } from 'tldts';
import { scanTags } from './page-tags.mjs';

/**
 * Every result and its score modifier: the Observatory's SCORE_TABLE as the published scanner has it
 * (@mdn/mdn-http-observatory 1.4.8 on npm, algorithm version 4), which is what owners' scans are graded by.
 */
export const OBSERVATORY_MODIFIERS = Object.freeze({
  'csp-implemented-with-no-unsafe-default-src-none': 10,
  'csp-implemented-with-no-unsafe': 5,
  'csp-implemented-with-unsafe-inline-in-style-src-only': 0,
  'csp-implemented-with-insecure-scheme-in-passive-content-only': -10,
  'csp-implemented-with-unsafe-eval': -10,
  'csp-implemented-with-unsafe-inline': -20,
  'csp-implemented-with-insecure-scheme': -20,
  'csp-header-invalid': -25,
  'csp-not-implemented': -25,
  'csp-not-implemented-but-reporting-enabled': -25,
  'csp-implemented-but-duplicate-directives': 0,
  'cookies-secure-with-httponly-sessions-and-samesite': 5,
  'cookies-secure-with-httponly-sessions': 0,
  'cookies-not-found': 0,
  'cookies-without-secure-flag-but-protected-by-hsts': -5,
  'cookies-session-without-secure-flag-but-protected-by-hsts': -10,
  'cookies-without-secure-flag': -20,
  'cookies-samesite-flag-invalid': -20,
  'cookies-anticsrf-without-samesite-flag': -20,
  'cookies-session-without-httponly-flag': -30,
  'cookies-session-without-secure-flag': -40,
  'cross-origin-resource-sharing-not-implemented': 0,
  'cross-origin-resource-sharing-implemented-with-public-access': 0,
  'cross-origin-resource-sharing-implemented-with-restricted-access': 0,
  'cross-origin-resource-sharing-implemented-with-universal-access': -50,
  'redirection-all-redirects-preloaded': 0,
  'redirection-to-https': 0,
  'redirection-not-needed-no-http': 0,
  'redirection-off-host-from-http': -5,
  'redirection-not-to-https-on-initial-redirection': -10,
  'redirection-missing': -20,
  'redirection-not-to-https': -20,
  'redirection-invalid-cert': -20,
  'referrer-policy-private': 5,
  'referrer-policy-not-implemented': 0,
  'referrer-policy-unsafe': -5,
  'referrer-policy-header-invalid': -5,
  'hsts-preloaded': 5,
  'hsts-implemented-max-age-at-least-six-months': 0,
  'hsts-implemented-max-age-less-than-six-months': -10,
  'hsts-not-implemented': -20,
  'hsts-header-invalid': -20,
  'hsts-not-implemented-no-https': -20,
  'hsts-invalid-cert': -20,
  'sri-implemented-and-all-scripts-loaded-securely': 5,
  'sri-implemented-and-external-scripts-loaded-securely': 5,
  'sri-not-implemented-response-not-html': 0,
  'sri-not-implemented-but-no-scripts-loaded': 0,
  'sri-not-implemented-but-all-scripts-loaded-from-secure-origin': 0,
  'sri-not-implemented-but-external-scripts-loaded-securely': -5,
  'sri-implemented-but-external-scripts-not-loaded-securely': -20,
  'sri-not-implemented-and-external-scripts-not-loaded-securely': -50,
  'x-content-type-options-nosniff': 0,
  'x-content-type-options-not-implemented': -5,
  'x-content-type-options-header-invalid': -5,
  'x-frame-options-implemented-via-csp': 5,
  // 0 in the published scanner (npm 1.4.8, algorithm version 4): the repository's main gives it 5 since 1.5.0.
  'x-frame-options-sameorigin-or-deny': 0,
  'x-frame-options-allow-from-origin': 0,
  'x-frame-options-not-implemented': -20,
  'x-frame-options-header-invalid': -20,
  'corp-header-invalid': -5,
  'corp-implemented-with-cross-origin': 0,
  'corp-implemented-with-same-origin': 10,
  'corp-implemented-with-same-site': 10,
  'corp-not-implemented': 0,
});

/** @typedef {keyof typeof OBSERVATORY_MODIFIERS} ObservatoryResult */

/** Bonuses count only when the score after the penalties is at least this. */
export const MINIMUM_SCORE_FOR_EXTRA_CREDIT = 90;

/** The grade of a score: the Observatory's chart, in steps of 5 (100 and more: A+). */
const GRADE_STEPS = /** @type {const} */ ([
  [100, 'A+'], [90, 'A'], [85, 'A-'], [80, 'B+'], [70, 'B'], [65, 'B-'], [60, 'C+'], [50, 'C'], [45, 'C-'],
  [40, 'D+'], [30, 'D'], [25, 'D-'], [0, 'F'],
]);

/** @param {number} score @returns {string} */
export function gradeOf(score) {
  const at = Math.max(0, score);
  return GRADE_STEPS.find(([floor]) => at >= floor)?.[1] ?? 'F';
}

/**
 * @typedef {object} ObservatoryInput
 * @property {string} url the address the scan started from (its scheme decides what "secure" means)
 * @property {Record<string, string | string[]>} headers the final answer's headers (any case; Set-Cookie lines
 *   as an array or joined by "\n")
 * @property {string | null} [html] the start of the final answer's body, when it is a page
 * @property {{ headers: Record<string, string | string[]>, verified: boolean } | null} https the site's https
 *   answer (null: no https), and whether its certificate chain verified
 * @property {{ verified: boolean } | null} http the http address's answer (null: it does not answer)
 * @property {Array<{ url: string, status: number }>} httpRedirects the http address's route, first to last
 * @property {{ headers: Record<string, string | string[]>, requestOrigin: string | null } | null} [cors]
 * @property {(host: string) => { includeSubDomains: boolean } | null} [preloaded] the HSTS preload list, when
 *   known (entries in force-https mode only)
 */

/** @typedef {{ id: string, result: ObservatoryResult, modifier: number, pass: boolean }} ObservatoryTest */

// ---------------------------------------------------------------------------------------------------------------
// Headers

/**
 * Every value of a header, by name in any case; a value that is an array gives each element.
 * @param {Record<string, string | string[]> | undefined} headers @param {string} name
 * @returns {string[]}
 */
export function headerValues(headers, name) {
  if (!headers) return [];
  const lower = name.toLowerCase();
  return Object.entries(headers)
    .filter(([key]) => key.toLowerCase() === lower)
    .flatMap(([, value]) => (Array.isArray(value) ? value : [value]));
}

/** @param {Record<string, string | string[]> | undefined} headers @param {string} name */
const firstHeader = (headers, name) => headerValues(headers, name)[0] ?? null;

/** @param {ObservatoryInput} input */
const preloadOf = (input) => {
  const lookup = input.preloaded;
  if (!lookup) return () => null;
  /** @param {string} host */
  return (host) => {
    const exact = lookup(host);
    if (exact) return exact;
    const labels = host.split('.');
    for (let i = 1; i < labels.length; i += 1) {
      const parent = lookup(labels.slice(i).join('.'));
      if (parent?.includeSubDomains) return parent;
    }
    return null;
  };
};

// ---------------------------------------------------------------------------------------------------------------
// The page: its <meta> policies and scripts

/**
 * What the grade reads of a page, in one linear pass: the Content-Security-Policy of <meta http-equiv> tags in
 * the head, the last <meta name="referrer">, and each script's src, integrity and crossorigin.
 * @param {string | null | undefined} html
 */
export function readPage(html) {
  /** @type {string[]} */
  const metaCsp = [];
  /** @type {string | null} */
  let referrer = null;
  /** @type {Array<{ src: string | null, integrity: string | null }>} */
  const scripts = [];
  if (html) {
    scanTags(html, ['meta', 'script'], (name, attributes, inHead) => {
      if (name === 'script') {
        scripts.push({ src: attributes.get('src') ?? null, integrity: attributes.get('integrity') || null });
        return;
      }
      const equiv = attributes.get('http-equiv');
      const content = attributes.get('content');
      if (equiv !== undefined && content !== undefined) {
        if (inHead && content.trim() && equiv.trim().toLowerCase() === 'content-security-policy') metaCsp.push(content);
      } else if (attributes.get('name')?.trim().toLowerCase() === 'referrer' && content) {
        referrer = content;
      }
    });
  }
  return { metaCsp, referrer, scripts };
}

// ---------------------------------------------------------------------------------------------------------------
// Content-Security-Policy

/** The shortest policy that can be valid ("img-src" less one character). */
const SHORTEST_POLICY = 6;
const DUPLICATES_ALLOWED = new Set(['report-uri', 'report-to']);
const HEADER_ONLY = ['frame-ancestors', 'report-uri', 'sandbox'];
const collator = new Intl.Collator('en');

/**
 * Whether source `b` is covered by source `a` of another policy, part by part between "/" (a trailing "/" of
 * `a` covers everything under it). Throws on a malformed percent-escape, as the Observatory does.
 * @param {string} a @param {string} b
 */
function pathCovers(a, b) {
  if (a === '') return true;
  if (a === '/' && b === '') return true;
  const prefix = a.endsWith('/');
  const partsA = a.split('/');
  const partsB = b.split('/');
  if (partsA.length > partsB.length) return false;
  if (!prefix && partsA.length !== partsB.length) return false;
  if (prefix) partsA.pop();
  return partsA.every((part, i) => decodeURIComponent(part) === decodeURIComponent(partsB[i]));
}

/**
 * Policies combined as the Observatory combines them: the first policy's sources, and from every later policy
 * the sources that a source of another policy covers (see pathCovers). A directive named twice in one policy
 * makes the whole list invalid (a thrown Error), except report-uri and report-to (then `duplicates` is set).
 * A source list without sources is 'none'.
 * @param {string[]} list serialized policies
 * @returns {{ directives: Map<string, Set<string>>, duplicates: boolean }}
 */
export function combinePolicies(list) {
  const policies = list.map((text) => text.replace(/[\r\n]/g, '').trim());
  /** @type {Map<string, Array<{ source: string, index: number, keep: boolean }>>} */
  const combined = new Map();
  let duplicates = false;
  for (const text of policies) if (text.length < SHORTEST_POLICY) throw new Error('invalid policy');
  policies.forEach((text, index) => {
    const seen = new Set();
    for (const part of text.split(';')) {
      const [first, ...rest] = part.trim().split(/\s+/);
      if (!first) continue;
      const directive = first.toLowerCase();
      if (seen.has(directive)) {
        if (!DUPLICATES_ALLOWED.has(directive)) throw new Error(`directive ${directive} twice`);
        duplicates = true;
      }
      seen.add(directive);
      const keep = index === 0;
      const sources = rest.map((s) => ({ source: s.trim().toLowerCase(), index, keep }));
      if (sources.length === 0 && directive.endsWith('-src')) sources.push({ source: "'none'", index, keep });
      const all = index === 0 ? sources : [...(combined.get(directive) ?? []), ...sources];
      all.sort((x, y) => collator.compare(x.source, y.source));
      for (let i = 1; i < all.length; i += 1) {
        const [previous, current] = [all[i - 1], all[i]];
        if (current.index === previous.index && current.source.startsWith(previous.source)) current.keep = false;
        if (current.index !== previous.index && pathCovers(previous.source, current.source)) current.keep = true;
      }
      const kept = all.filter((s) => s.keep);
      combined.set(directive, kept);
      if (index === 0 && policies.length > 1) for (const s of kept) s.keep = false;
    }
  });
  const directives = new Map(
    [...combined].map(([name, sources]) => [name, new Set(sources.length ? sources.map((s) => s.source) : ["'none'"])]),
  );
  return { directives, duplicates };
}

/** @param {string[]} values */
const splitPolicies = (values) => values.flatMap((v) => v.split(',').map((s) => s.trim()));

const BROAD = new Set(['ftp:', 'http:', 'https:', '*', 'http://*', 'http://*.*', 'https://*', 'https://*.*']);
const INLINE = new Set(["'unsafe-inline'", 'data:']);
const PASSIVE = ['img-src', 'media-src'];
/** @param {Set<string>} sources */
const hasNonceOrHash = (sources) => [...sources].some((s) => /^'(sha256-|sha384-|sha512-|nonce-)/.test(s));
/** @param {string} s */
const broadOrInline = (s) => BROAD.has(s) || INLINE.has(s);
/** @param {string} s */
const insecureScheme = (s) => s.startsWith('http:') || s.startsWith('ftp:');

/**
 * The CSP test, and the combined policy's directives (the frame-ancestors test reads them).
 * @param {ObservatoryInput} input @param {string[]} metaCsp
 * @returns {{ result: ObservatoryResult, pass: boolean, directives: Map<string, Set<string>> | null }}
 */
export function cspTest(input, metaCsp) {
  const header = splitPolicies(headerValues(input.headers, 'content-security-policy'));
  const meta = splitPolicies(metaCsp);
  /** @type {Map<string, Set<string>>} */
  let csp;
  let duplicates = false;
  try {
    ({ directives: csp, duplicates } = combinePolicies([...header, ...meta]));
  } catch {
    return { result: 'csp-header-invalid', pass: false, directives: null };
  }
  /** @param {string[]} list */
  const sizeOf = (list, metaOnly = false) => {
    try {
      const { directives } = combinePolicies(list);
      if (metaOnly) for (const name of HEADER_ONLY) directives.delete(name);
      return { directives, size: directives.size };
    } catch {
      return { directives: new Map(), size: 0 };
    }
  };
  const headerOnly = sizeOf(header);
  if (headerOnly.size + sizeOf(meta, true).size === 0) {
    const reportOnly = firstHeader(input.headers, 'content-security-policy-report-only');
    return { result: reportOnly ? 'csp-not-implemented-but-reporting-enabled' : 'csp-not-implemented', pass: false, directives: null };
  }
  const ANY = () => new Set(['*']);
  const objectSrc = csp.get('object-src') ?? csp.get('default-src') ?? ANY();
  const scriptSrc = csp.get('script-src') ?? csp.get('default-src') ?? ANY();
  const styleSrc = csp.get('style-src') ?? csp.get('default-src') ?? ANY();
  // A nonce or hash makes browsers ignore 'unsafe-inline' (the sets are the policy's own: default-src shares it).
  for (const list of [scriptSrc, styleSrc]) if (hasNonceOrHash(list)) list.delete("'unsafe-inline'");
  /** @type {ObservatoryResult | null} */
  let result = null;
  if (scriptSrc.has("'strict-dynamic'")) {
    if (hasNonceOrHash(scriptSrc)) {
      for (const s of [...scriptSrc]) if ([...BROAD].some((b) => s.startsWith(b)) || s === "'self'" || s === "'unsafe-inline'") scriptSrc.delete(s);
    } else {
      result = 'csp-header-invalid';
    }
  }
  const https = new URL(input.url).protocol === 'https:';
  const active = [...csp].filter(([name]) => !PASSIVE.includes(name) && name !== 'script-src').flatMap(([, list]) => [...list]);
  active.push(...scriptSrc);
  const passive = PASSIVE.flatMap((name) => [...(csp.get(name) ?? csp.get('default-src') ?? [])]);
  const rules = /** @type {Array<[boolean, ObservatoryResult]>} */ ([
    [[...scriptSrc].some(broadOrInline) || [...objectSrc].some((s) => BROAD.has(s)), 'csp-implemented-with-unsafe-inline'],
    [https && active.some(insecureScheme), 'csp-implemented-with-insecure-scheme'],
    [scriptSrc.has("'unsafe-eval'") || styleSrc.has("'unsafe-eval'"), 'csp-implemented-with-unsafe-eval'],
    [https && passive.some(insecureScheme), 'csp-implemented-with-insecure-scheme-in-passive-content-only'],
    [[...styleSrc].some(broadOrInline), 'csp-implemented-with-unsafe-inline-in-style-src-only'],
  ]);
  result ??= rules.find(([applies]) => applies)?.[1] ?? null;
  const defaultSrc = csp.get('default-src');
  result ??= defaultSrc?.size === 1 && defaultSrc.has("'none'") ? 'csp-implemented-with-no-unsafe-default-src-none' : 'csp-implemented-with-no-unsafe';
  const pass = [
    'csp-implemented-with-no-unsafe',
    'csp-implemented-with-no-unsafe-default-src-none',
    'csp-implemented-with-unsafe-inline-in-style-src-only',
    'csp-implemented-with-insecure-scheme-in-passive-content-only',
  ].includes(result);
  if (pass && duplicates) result = 'csp-implemented-but-duplicate-directives';
  return { result, pass, directives: csp };
}

// ---------------------------------------------------------------------------------------------------------------
// Cookies

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

/** @param {ObservatoryInput} input @param {boolean} hstsPass @returns {{ result: ObservatoryResult, pass: boolean }} */
function cookiesTest(input, hstsPass) {
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

// ---------------------------------------------------------------------------------------------------------------
// Strict-Transport-Security, redirection

/** Six months as the Observatory counts it (180 days; 15768000 is six months, but many sites send 15552000). */
export const OBSERVATORY_SIX_MONTHS = 15_552_000;

/** @param {ObservatoryInput} input @returns {{ result: ObservatoryResult, pass: boolean, maxAge: number | null }} */
export function hstsTest(input) {
  /** @type {ObservatoryResult} */
  let result = 'hsts-not-implemented';
  /** @type {number | null} */
  let maxAge = null;
  if (!input.https) result = 'hsts-not-implemented-no-https';
  else if (!input.https.verified) result = 'hsts-invalid-cert';
  else {
    const header = firstHeader(input.https.headers, 'strict-transport-security');
    if (header !== null) {
      const value = header.slice(0, 1024);
      for (const part of value.split(';').map((p) => p.trim().toLowerCase())) {
        if (part.startsWith('max-age=')) maxAge = Number.parseInt(part.slice(8, 128), 10);
      }
      if (value.includes(',') || maxAge === null) result = 'hsts-header-invalid';
      else result = maxAge < OBSERVATORY_SIX_MONTHS ? 'hsts-implemented-max-age-less-than-six-months' : 'hsts-implemented-max-age-at-least-six-months';
    }
    if (preloadOf(input)(new URL(input.url).hostname)) result = 'hsts-preloaded';
  }
  return { result, pass: ['hsts-implemented-max-age-at-least-six-months', 'hsts-preloaded'].includes(result), maxAge };
}

/** @param {ObservatoryInput} input @returns {{ result: ObservatoryResult, pass: boolean }} */
function redirectionTest(input) {
  /** @type {ObservatoryResult} */
  let result;
  const route = input.httpRedirects.map((hop) => new URL(hop.url));
  const preloaded = preloadOf(input);
  if (!input.http) result = 'redirection-not-needed-no-http';
  else if (!input.http.verified) result = 'redirection-invalid-cert';
  else if (route.every((url) => preloaded(url.hostname))) result = 'redirection-all-redirects-preloaded';
  else if (route.length === 1) result = 'redirection-missing';
  else if (route.at(-1)?.protocol !== 'https:') result = 'redirection-not-to-https';
  else if (route[1]?.protocol === 'http:') result = 'redirection-not-to-https-on-initial-redirection';
  else if (route[0]?.protocol === 'http:' && route[1]?.protocol === 'https:' && route[0].hostname !== route[1].hostname) result = 'redirection-off-host-from-http';
  else result = 'redirection-to-https';
  return { result, pass: ['redirection-not-needed-no-http', 'redirection-all-redirects-preloaded', 'redirection-to-https'].includes(result) };
}

// ---------------------------------------------------------------------------------------------------------------
// Referrer-Policy, X-Content-Type-Options, X-Frame-Options, CORS, CORP

const PRIVATE_REFERRER = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'];
const UNSAFE_REFERRER = ['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade'];

/**
 * The policy in force: the last value a browser knows of the header's values and then the page's <meta>.
 * @param {string[]} values @returns {string | null} null when there is none at all, '' when none is known
 */
export function effectiveReferrerPolicy(values) {
  if (values.length === 0) return null;
  const known = values.join(',').split(',').map((t) => t.trim().toLowerCase()).filter((t) => PRIVATE_REFERRER.includes(t) || UNSAFE_REFERRER.includes(t));
  return known.at(-1) ?? '';
}

/** @param {ObservatoryInput} input @param {string | null} metaReferrer @returns {{ result: ObservatoryResult, pass: boolean }} */
function referrerTest(input, metaReferrer) {
  const policy = effectiveReferrerPolicy([...headerValues(input.headers, 'referrer-policy'), ...(metaReferrer ? [metaReferrer] : [])]);
  if (policy === null) return { result: 'referrer-policy-not-implemented', pass: true };
  if (PRIVATE_REFERRER.includes(policy)) return { result: 'referrer-policy-private', pass: true };
  return { result: UNSAFE_REFERRER.includes(policy) ? 'referrer-policy-unsafe' : 'referrer-policy-header-invalid', pass: false };
}

/** @param {ObservatoryInput} input @returns {{ result: ObservatoryResult, pass: boolean }} */
function xContentTypeOptionsTest(input) {
  const value = firstHeader(input.headers, 'x-content-type-options');
  if (value === null || value === '') return { result: 'x-content-type-options-not-implemented', pass: false };
  if (value.slice(0, 256).trim().toLowerCase() === 'nosniff') return { result: 'x-content-type-options-nosniff', pass: true };
  return { result: 'x-content-type-options-header-invalid', pass: false };
}

/** @param {ObservatoryInput} input @param {Map<string, Set<string>> | null} csp @returns {{ result: ObservatoryResult, pass: boolean }} */
function xFrameOptionsTest(input, csp) {
  /** @type {ObservatoryResult} */
  let result = 'x-frame-options-not-implemented';
  const value = firstHeader(input.headers, 'x-frame-options');
  if (value) {
    const xfo = value.slice(0, 1024).trim().toLowerCase();
    if (xfo === 'deny' || xfo === 'sameorigin') result = 'x-frame-options-sameorigin-or-deny';
    else if (xfo.startsWith('allow-from')) result = 'x-frame-options-allow-from-origin';
    else result = 'x-frame-options-header-invalid';
  }
  if (csp?.has('frame-ancestors')) result = 'x-frame-options-implemented-via-csp';
  return {
    result,
    pass: ['x-frame-options-sameorigin-or-deny', 'x-frame-options-allow-from-origin', 'x-frame-options-implemented-via-csp'].includes(result),
  };
}

/** @param {ObservatoryInput} input @returns {{ result: ObservatoryResult, pass: boolean }} */
function corsTest(input) {
  const allowOrigin = firstHeader(input.cors?.headers, 'access-control-allow-origin');
  if (!input.cors || !allowOrigin) return { result: 'cross-origin-resource-sharing-not-implemented', pass: true };
  if (allowOrigin.slice(0, 256).trim().toLowerCase() === '*') return { result: 'cross-origin-resource-sharing-implemented-with-public-access', pass: true };
  const credentials = firstHeader(input.cors.headers, 'access-control-allow-credentials');
  if (input.cors.requestOrigin && input.cors.requestOrigin === allowOrigin && credentials?.trim().toLowerCase() === 'true') {
    return { result: 'cross-origin-resource-sharing-implemented-with-universal-access', pass: false };
  }
  return { result: 'cross-origin-resource-sharing-implemented-with-restricted-access', pass: true };
}

/** @param {ObservatoryInput} input @returns {{ result: ObservatoryResult, pass: boolean }} */
function corpTest(input) {
  const value = headerValues(input.headers, 'cross-origin-resource-policy').join(', ');
  if (!value) return { result: 'corp-not-implemented', pass: true };
  const policy = value.slice(0, 256).trim().toLowerCase();
  /** @type {Record<string, ObservatoryResult>} */
  const results = { 'same-site': 'corp-implemented-with-same-site', 'same-origin': 'corp-implemented-with-same-origin', 'cross-origin': 'corp-implemented-with-cross-origin' };
  const result = results[policy] ?? 'corp-header-invalid';
  return { result, pass: result !== 'corp-header-invalid' };
}

// ---------------------------------------------------------------------------------------------------------------
// Subresource integrity

const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);

/** Worst last: the SRI results in the Observatory's order. */
const SRI_ORDER = /** @type {ObservatoryResult[]} */ ([
  'sri-implemented-and-all-scripts-loaded-securely',
  'sri-implemented-and-external-scripts-loaded-securely',
  'sri-implemented-but-external-scripts-not-loaded-securely',
  'sri-not-implemented-but-external-scripts-loaded-securely',
  'sri-not-implemented-and-external-scripts-not-loaded-securely',
  'sri-not-implemented-response-not-html',
]);

/**
 * How a script's address relates to the site, by the Observatory's rules: a relative address is the site's own;
 * "//host/…" is another origin (its scheme follows the page); a full http(s) address is the site's own when its
 * registrable domain is the site's.
 * @param {string} src @param {string} siteDomain the site's registrable domain ('' when it has none)
 */
export function scriptOrigin(src, siteDomain) {
  if (/^\/\/[^/]/.test(src)) return { own: false, relative: false, protocolRelative: true, secure: false };
  if (/^https?:\/\//.test(src)) {
    const url = URL.canParse(src) ? new URL(src) : null;
    const domain = url ? (getDomain(url.hostname) ?? '') : '';
    return { own: domain !== '' && domain === siteDomain, relative: false, protocolRelative: false, secure: url?.protocol === 'https:' };
  }
  return { own: true, relative: true, protocolRelative: false, secure: false };
}

/**
 * @param {ObservatoryInput} input @param {Array<{ src: string | null, integrity: string | null }>} scripts
 * @returns {{ result: ObservatoryResult, pass: boolean }}
 */
function sriTest(input, scripts) {
  const type = (firstHeader(input.headers, 'content-type') ?? '').split(';', 1)[0];
  /** @type {ObservatoryResult | null} */
  let result = null;
  if (type && !HTML_TYPES.has(type)) result = 'sri-not-implemented-response-not-html';
  else if (scripts.length === 0) result = 'sri-not-implemented-but-no-scripts-loaded';
  else {
    const pageHttps = new URL(input.url).protocol === 'https:';
    const siteDomain = getDomain(new URL(input.url).hostname) ?? '';
    let foreign = false;
    /** @param {ObservatoryResult} next */
    const worse = (next) => {
      if (result === null || SRI_ORDER.indexOf(next) > SRI_ORDER.indexOf(result)) result = next;
    };
    for (const { src, integrity } of scripts) {
      if (!src) continue;
      const origin = scriptOrigin(src, siteDomain);
      const secure = origin.secure || (origin.relative && pageHttps);
      if (origin.own) {
        if (integrity && secure && !result) result = 'sri-implemented-and-all-scripts-loaded-securely';
        continue;
      }
      foreign = true;
      if (integrity && !secure) worse('sri-implemented-but-external-scripts-not-loaded-securely');
      else if (!integrity && secure) worse('sri-not-implemented-but-external-scripts-loaded-securely');
      else if (!integrity) worse('sri-not-implemented-and-external-scripts-not-loaded-securely');
    }
    result ??= foreign ? 'sri-implemented-and-external-scripts-loaded-securely' : 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin';
  }
  const passes = [
    'sri-implemented-and-all-scripts-loaded-securely',
    'sri-implemented-and-external-scripts-loaded-securely',
    'sri-not-implemented-response-not-html',
    'sri-not-implemented-but-all-scripts-loaded-from-secure-origin',
    'sri-not-implemented-but-no-scripts-loaded',
  ];
  return { result, pass: passes.includes(result) };
}

// ---------------------------------------------------------------------------------------------------------------
// The scan

/** The tests in the Observatory's order, by its names. */
export const OBSERVATORY_TESTS = Object.freeze([
  'content-security-policy',
  'cookies',
  'cross-origin-resource-sharing',
  'redirection',
  'referrer-policy',
  'strict-transport-security',
  'subresource-integrity',
  'x-content-type-options',
  'x-frame-options',
  'cross-origin-resource-policy',
]);

/**
 * Every test's result on its own, by test name.
 * @param {ObservatoryInput} input
 * @param {ReturnType<typeof readPage>} [page] the page as readPage read it (read here when not given)
 * @returns {Record<string, { result: ObservatoryResult, pass: boolean }>}
 */
export function runObservatoryTests(input, page = readPage(input.html)) {
  const csp = cspTest(input, page.metaCsp);
  const hsts = hstsTest(input);
  return {
    'content-security-policy': { result: csp.result, pass: csp.pass },
    cookies: cookiesTest(input, hsts.pass),
    'cross-origin-resource-sharing': corsTest(input),
    redirection: redirectionTest(input),
    'referrer-policy': referrerTest(input, page.referrer),
    'strict-transport-security': { result: hsts.result, pass: hsts.pass },
    'subresource-integrity': sriTest(input, page.scripts),
    'x-content-type-options': xContentTypeOptionsTest(input),
    'x-frame-options': xFrameOptionsTest(input, csp.directives),
    'cross-origin-resource-policy': corpTest(input),
  };
}

/**
 * The Observatory's score and grade of test results: 100 plus every modifier, where bonuses count only when the
 * penalties alone leave at least MINIMUM_SCORE_FOR_EXTRA_CREDIT; never below 0.
 * @param {Record<string, { result: ObservatoryResult, pass: boolean }>} results
 * @returns {{ grade: string, score: number, tests: ObservatoryTest[] }}
 */
export function gradeTests(results) {
  const tests = OBSERVATORY_TESTS.map((id) => ({ id, result: results[id].result, modifier: OBSERVATORY_MODIFIERS[results[id].result], pass: results[id].pass }));
  const penalties = tests.reduce((sum, t) => sum + Math.min(0, t.modifier), 0);
  const bonuses = tests.reduce((sum, t) => sum + Math.max(0, t.modifier), 0);
  const uncurved = 100 + penalties;
  const score = Math.max(0, uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? uncurved + bonuses : uncurved);
  return { grade: gradeOf(score), score, tests };
}

/** @param {ObservatoryInput} input */
export const observatoryGrade = (input) => gradeTests(runObservatoryTests(input));
