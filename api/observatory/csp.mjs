/**
 * The Observatory's Content-Security-Policy test (api/observatory.mjs): the header's and the page's <meta> policies
 * combined as the Observatory combines them, then judged from the worst rule that applies.
 */
import { firstHeader, headerValues } from './input.mjs';

/** @typedef {import('./scores.mjs').ObservatoryResult} ObservatoryResult */
/** @typedef {import('./input.mjs').ObservatoryInput} ObservatoryInput */

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
