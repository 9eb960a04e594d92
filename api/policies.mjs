/**
 * Reading the security policies a site sends, without judging them: Content-Security-Policy headers and the
 * page's <meta http-equiv="Content-Security-Policy"> tags (found by a reader that runs in time linear in the
 * page's length), what they say about inline scripts, and Strict-Transport-Security. The judging is in
 * api/security-score.mjs.
 */

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

/** @type {Record<string, string>} */
const NAMED_ENTITIES = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', nbsp: '\u00a0' };

/** @param {string} value an attribute value with character references */
function decodeEntities(value) {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);?/gi, (whole, ref) => {
    const code = ref[0] !== '#' ? null : ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    if (code !== null) return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    return NAMED_ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

/** Elements whose content is text, not markup: a tag written inside them is not a tag. */
const RAW_TEXT_ELEMENTS = new Set(['script', 'style', 'template', 'textarea', 'title', 'noscript', 'xmp']);

const TAB = 9;
const LF = 10;
const FF = 12;
const CR = 13;
const SPACE = 32;
const SLASH = 47;
const EXCLAMATION = 33;
const EQUALS = 61;
const GT = 62;
const DOUBLE_QUOTE = 34;
const SINGLE_QUOTE = 39;

/** @param {number} c a char code */
const isSpace = (c) => c === SPACE || c === LF || c === TAB || c === CR || c === FF;

/**
 * The attributes of a tag from just after its name, as the HTML tokenizer reads them (a quote opens a value
 * only after "="; the first of two same names counts), up to the ">" that ends the tag; kept only when
 * `attributes` is given. Returns the index after that ">", or -1 when the text ends first: no later ">" can
 * end the tag either, so the caller stops reading. Each character is looked at once.
 * @param {string} html @param {number} i @param {Map<string, string> | null} attributes
 */
function readTagEnd(html, i, attributes) {
  const n = html.length;
  for (;;) {
    let c = html.charCodeAt(i);
    while (i < n && (isSpace(c) || c === SLASH)) c = html.charCodeAt(++i);
    if (i >= n) return -1;
    if (c === GT) return i + 1;
    const nameStart = i;
    c = html.charCodeAt(++i);
    while (i < n && !isSpace(c) && c !== SLASH && c !== GT && c !== EQUALS) c = html.charCodeAt(++i);
    const nameEnd = i;
    while (i < n && isSpace(c)) c = html.charCodeAt(++i);
    let valueStart = i;
    let valueEnd = i;
    if (c === EQUALS) {
      c = html.charCodeAt(++i);
      while (i < n && isSpace(c)) c = html.charCodeAt(++i);
      if (c === DOUBLE_QUOTE || c === SINGLE_QUOTE) {
        const close = html.indexOf(c === DOUBLE_QUOTE ? '"' : "'", i + 1);
        if (close < 0) return -1;
        valueStart = i + 1;
        valueEnd = close;
        i = close + 1;
      } else {
        valueStart = i;
        while (i < n && !isSpace(c) && c !== GT) c = html.charCodeAt(++i);
        valueEnd = i;
      }
    }
    if (attributes) {
      const name = html.slice(nameStart, nameEnd).toLowerCase();
      if (!attributes.has(name)) attributes.set(name, html.slice(valueStart, valueEnd));
    }
  }
}

/**
 * The end of the tag name at `i` (just after "<" or "</"): an ASCII letter first, then anything up to a space,
 * "/" or ">"; -1 when no tag starts there.
 * @param {string} html @param {number} i
 */
function tagNameEnd(html, i) {
  const first = html.charCodeAt(i);
  if (first < 0x61 || first > 0x7a) return -1; // html is lower-cased
  let end = i + 1;
  let c = html.charCodeAt(end);
  while (end < html.length && !isSpace(c) && c !== SLASH && c !== GT) c = html.charCodeAt(++end);
  return end;
}

/**
 * The content of every <meta http-equiv="Content-Security-Policy"> in the head of a page (browsers apply such a
 * tag only in the head). Comments and the text of script, style and similar elements are skipped, so markup
 * shown as text there is not taken for a tag. One pass from start to end, in time linear in the page's length
 * whatever it holds (the regular expressions this replaces took quadratic time on unclosed tags: 256 KiB of
 * "<meta " blocked the process for seconds). A tag, comment or raw-text element the text ends inside ends
 * the reading: nothing after it could be markup.
 * @param {string} html the start of the page
 * @returns {string[]}
 */
export function metaCspContents(html) {
  /** @type {string[]} */
  const found = [];
  const lower = html.replace(/[A-Z]+/g, (letters) => letters.toLowerCase()); // the same length: ASCII only
  let i = 0;
  while ((i = lower.indexOf('<', i)) >= 0) {
    const next = lower.charCodeAt(i + 1);
    if (next === EXCLAMATION && lower.startsWith('<!--', i)) {
      const close = lower.indexOf('-->', i + 4);
      if (close < 0) break;
      i = close + 3;
      continue;
    }
    const closing = next === SLASH;
    const nameStart = i + (closing ? 2 : 1);
    const nameEnd = tagNameEnd(lower, nameStart);
    if (nameEnd < 0) {
      i += 1; // a "<" that starts no tag is text ("a < b", "<!doctype", "<?xml")
      continue;
    }
    const name = lower.slice(nameStart, nameEnd);
    if ((closing && name === 'head') || (!closing && name === 'body')) break;
    const attributes = !closing && name === 'meta' ? new Map() : null;
    const end = readTagEnd(html, nameEnd, attributes);
    if (end < 0) break;
    i = end;
    if (attributes) {
      const equiv = attributes.get('http-equiv');
      const content = attributes.get('content');
      if (equiv !== undefined && content !== undefined && decodeEntities(equiv).trim().toLowerCase() === 'content-security-policy') {
        const policy = decodeEntities(content);
        if (policy.trim()) found.push(policy);
      }
    }
    if (!closing && RAW_TEXT_ELEMENTS.has(name)) {
      // The element's text runs to its end tag: "</name" followed by a space, "/" or ">".
      const endTag = `</${name}`;
      let at = lower.indexOf(endTag, i);
      for (;;) {
        if (at < 0 || at + endTag.length >= lower.length) return found;
        const c = lower.charCodeAt(at + endTag.length);
        if (isSpace(c) || c === SLASH || c === GT) break;
        at = lower.indexOf(endTag, at + 2);
      }
      i = at;
    }
  }
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
