/**
 * Reading the security policies a site sends, without judging them: Content-Security-Policy headers and the
 * page's <meta http-equiv="Content-Security-Policy"> tags (found by a reader that runs in time linear in the
 * page's length), what they say about inline scripts, and Strict-Transport-Security. The judging is in
 * api/security-score.mjs.
 */
import { scanTags } from './page-tags.mjs';

/**
 * One serialized policy as directive name -> source list (a directive named twice counts the first time).
 * @param {string} text
 * @returns {Map<string, string[]>}
 */
function parsePolicy(text) {
  /** @type {Map<string, string[]>} */
  const directives = new Map();
  for (const part of text.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), sources.map((s) => s.toLowerCase()));
  }
  return directives;
}

/**
 * Content-Security-Policy header value(s) as policies of directive name to source list.
 * @param {string | undefined} value
 * @returns {Array<Map<string, string[]>>}
 */
export function parseCsp(value) {
  if (!value) return [];
  return value
    .split(',')
    .map(parsePolicy)
    .filter((policy) => policy.size > 0);
}

/** Directives a <meta> policy cannot carry: browsers ignore them there (CSP Level 3, section 3.3). */
const HEADER_ONLY_DIRECTIVES = ['frame-ancestors', 'report-uri', 'sandbox'];

/**
 * The policies of a page's <meta http-equiv="Content-Security-Policy"> tags, as browsers enforce them: one policy
 * per tag, without the directives a meta tag cannot carry.
 * @param {string[]} contents
 * @returns {Array<Map<string, string[]>>}
 */
export function parseMetaCsp(contents) {
  return contents
    .map((content) => {
      const policy = parsePolicy(content);
      for (const name of HEADER_ONLY_DIRECTIVES) policy.delete(name);
      return policy;
    })
    .filter((policy) => policy.size > 0);
}

/**
 * The content of every <meta http-equiv="Content-Security-Policy"> in the head of a page (browsers apply such a
 * tag only in the head), read by the linear tag reader of api/page-tags.mjs.
 * @param {string} html the start of the page
 * @returns {string[]}
 */
export function metaCspContents(html) {
  /** @type {string[]} */
  const found = [];
  scanTags(html, ['meta'], (_name, attributes, inHead) => {
    const equiv = attributes.get('http-equiv');
    const content = attributes.get('content');
    if (inHead && equiv !== undefined && content !== undefined && equiv.trim().toLowerCase() === 'content-security-policy' && content.trim()) {
      found.push(content);
    }
  });
  return found;
}

/**
 * Whether the policies stop inline scripts: a policy with script-src (or default-src) stops them unless it
 * allows 'unsafe-inline' without a nonce or hash (a nonce or hash makes browsers ignore 'unsafe-inline').
 * @param {Array<Map<string, string[]>>} policies
 */
export function cspScriptFacts(policies) {
  const scriptLists = policies.map((p) => p.get('script-src') ?? p.get('default-src')).filter((list) => list !== undefined);
  const blocksInline = scriptLists.some(
    (list) => !list.includes("'unsafe-inline'") || list.some((s) => /^'(nonce-|sha256-|sha384-|sha512-)/.test(s)),
  );
  return { hasScriptPolicy: scriptLists.length > 0, scriptSrcUnsafeInline: scriptLists.length > 0 && !blocksInline };
}

/** @param {string | undefined} value */
export function parseHsts(value) {
  if (!value) return null;
  const match = /(?:^|;)\s*max-age\s*=\s*"?(\d+)"?/i.exec(value);
  return {
    maxAge: match ? Number(match[1]) : null,
    includeSubDomains: /(?:^|;)\s*includesubdomains\s*(?:;|$)/i.test(value),
    preload: /(?:^|;)\s*preload\s*(?:;|$)/i.test(value),
  };
}
