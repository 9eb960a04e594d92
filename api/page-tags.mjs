/**
 * A linear reader of a fetched page's start tags: the <meta> policies (api/policies.mjs), the scripts and other
 * subresources (api/observatory.mjs, api/page-resources.mjs). It finds tags as the HTML tokenizer does, without
 * building a tree, and never runs or inserts anything of the page.
 */

/** @type {Record<string, string>} */
const NAMED_ENTITIES = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', nbsp: '\u00a0' };

/** @param {string} value an attribute value with character references */
export function decodeEntities(value) {
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
 * Every start tag named in `names`, in document order, with its attributes (names lower-cased, values with their
 * character references decoded; the first of two same names counts), and whether it stands in the head (before
 * </head> or <body>). Comments and the text of script, style and similar elements are skipped, so markup shown
 * as text there is not taken for a tag. One pass from start to end, in time linear in the page's length whatever
 * it holds (the regular expressions this replaces took quadratic time on unclosed tags: 256 KiB of "<meta "
 * blocked the process for seconds). A tag, comment or raw-text element the text ends inside ends the reading:
 * nothing after it could be markup. A script element's own tag is reported before its text is skipped.
 * @param {string} html the page, or its start
 * @param {readonly string[]} names lower-case element names
 * @param {(name: string, attributes: Map<string, string>, inHead: boolean) => void} visit
 */
export function scanTags(html, names, visit) {
  const wanted = new Set(names);
  const lower = html.replace(/[A-Z]+/g, (letters) => letters.toLowerCase()); // the same length: ASCII only
  let inHead = true;
  let i = 0;
  while ((i = lower.indexOf('<', i)) >= 0) {
    const next = lower.charCodeAt(i + 1);
    if (next === EXCLAMATION && lower.startsWith('<!--', i)) {
      const close = lower.indexOf('-->', i + 4);
      if (close < 0) return;
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
    if ((closing && name === 'head') || (!closing && name === 'body')) inHead = false;
    /** @type {Map<string, string> | null} */
    const attributes = !closing && wanted.has(name) ? new Map() : null;
    const end = readTagEnd(html, nameEnd, attributes);
    if (end < 0) return;
    i = end;
    if (attributes) {
      for (const [key, value] of attributes) attributes.set(key, decodeEntities(value));
      visit(name, attributes, inHead);
    }
    if (!closing && RAW_TEXT_ELEMENTS.has(name)) {
      // The element's text runs to its end tag: "</name" followed by a space, "/" or ">".
      const endTag = `</${name}`;
      let at = lower.indexOf(endTag, i);
      for (;;) {
        if (at < 0 || at + endTag.length >= lower.length) return;
        const c = lower.charCodeAt(at + endTag.length);
        if (isSpace(c) || c === SLASH || c === GT) break;
        at = lower.indexOf(endTag, at + 2);
      }
      i = at;
    }
  }
}
