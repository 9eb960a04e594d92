/**
 * The start tags of an HTML text as a browser reads them: parse5's tokenizer (the HTML standard's tokenization, the
 * same parser as the tester's page reader, lib/tester/page/html-tree.ts), switched into raw text for <script>,
 * <style> and the other elements whose content is text, as the tree builder switches it. No tree is built: parse5's
 * tree construction takes quadratic time on hostile markup (256 KiB of nested <div> and stray </p> take seconds),
 * its tokenizer one pass in time linear in the text. Nothing of the text is ever run or inserted.
 *
 * One reader for every job that reads tags without a tree: the tester API on fetched pages (api/page-tags.mjs), and
 * the build on our own exported pages (the Content-Security-Policy of lib/site-headers/page-policy.ts, the checks of
 * the post-export passes in scripts/build/). Plain JavaScript, so that both read it without a build step.
 */
import { Tokenizer, TokenizerMode } from 'parse5';

/**
 * @typedef {object} Tag
 * @property {string} name the element's name, lower case
 * @property {Map<string, string>} attributes names lower case, values with their character references decoded; the
 *   first of two same names counts
 * @property {boolean} inHead whether the tree builder puts the element into <head>
 * @property {number} start offset of the tag's "<" (with `locations`)
 * @property {number} end offset just after its ">" (with `locations`)
 * @property {string} [text] a <script> or <style> element's text, as the browser runs or applies it; undefined until
 *   its end tag (or the end of the input) has been read
 * @property {number} [textEnd] offset where that text ends: its end tag's "<", or the end of the input
 */

/** Elements whose content the tokenizer reads as text, not markup, in an HTML document with scripting on. */
const TEXT_STATES = new Map([
  ['script', TokenizerMode.SCRIPT_DATA],
  ['style', TokenizerMode.RAWTEXT],
  ['xmp', TokenizerMode.RAWTEXT],
  ['iframe', TokenizerMode.RAWTEXT],
  ['noembed', TokenizerMode.RAWTEXT],
  ['noframes', TokenizerMode.RAWTEXT],
  ['noscript', TokenizerMode.RAWTEXT],
  ['title', TokenizerMode.RCDATA],
  ['textarea', TokenizerMode.RCDATA],
  ['plaintext', TokenizerMode.PLAINTEXT],
]);

/** Elements the tree builder puts into <head> when they come before the body (the "in head" insertion mode). */
const HEAD_ELEMENTS = new Set(['base', 'basefont', 'bgsound', 'link', 'meta', 'noframes', 'script', 'style', 'template', 'title', 'noscript']);

/** Elements whose text is collected into `text`. */
const TEXT_ELEMENTS = new Set(['script', 'style']);

/** Foreign content: markup inside <svg> and <math> is not switched into raw text. */
const FOREIGN = new Set(['svg', 'math']);

/**
 * Reads every start tag of `html`, in document order, calling `visit` with each (see Tag); a <script> or <style>
 * tag's `text` is filled in once its end tag has been read, before the next tag is visited. In one pass, in time
 * linear in the length of `html`, whatever it holds.
 * @param {string} html
 * @param {(tag: Tag) => void} visit
 * @param {{ locations?: boolean, names?: readonly string[] }} [options] `locations`: fill in `start`, `end` and
 *   `textEnd`; `names`: visit only these elements (lower case)
 */
export function readTags(html, visit, { locations = false, names } = {}) {
  const wanted = names ? new Set(names) : null;
  /** Where the tree builder stands: before the body (in or around <head>), or in the body. */
  let inBody = false;
  let templateDepth = 0;
  let foreignDepth = 0;
  /** The element whose content the tokenizer reads as text (script, style, title…), until its end tag. */
  let inText = '';
  /** The <script> or <style> whose text is being collected. */
  /** @type {Tag | null} */
  let open = null;
  let text = '';

  const toBody = () => {
    if (templateDepth === 0) inBody = true;
  };
  const closeOpen = (/** @type {number} */ at) => {
    if (!open) return;
    open.text = text;
    if (locations) open.textEnd = at;
    open = null;
    text = '';
  };
  const onText = (/** @type {import('parse5').Token.CharacterToken} */ token) => {
    if (open) text += token.chars;
  };

  /** @type {import('parse5').TokenHandler} */
  const handler = {
    onComment() {},
    onDoctype() {},
    onEof() {
      closeOpen(html.length);
    },
    onNullCharacter: onText,
    onWhitespaceCharacter: onText,
    onCharacter(token) {
      onText(token);
      if (!inText && foreignDepth === 0) toBody(); // text that is not white space starts the body
    },
    onEndTag(token) {
      const name = token.tagName;
      if (open && name === open.name) closeOpen(token.location?.startOffset ?? 0);
      if (name === inText) inText = '';
      if (name === 'template' && templateDepth > 0) templateDepth--;
      else if (FOREIGN.has(name) && foreignDepth > 0) foreignDepth--;
      else if (name === 'body' || name === 'html') toBody();
      tokenizer.inForeignNode = foreignDepth > 0;
    },
    onStartTag(token) {
      const name = token.tagName;
      if (name === 'body' || name === 'frameset' || (!HEAD_ELEMENTS.has(name) && name !== 'html' && name !== 'head')) toBody();
      const start = token.location?.startOffset ?? 0;
      closeOpen(start);
      /** @type {Tag | null} */
      let tag = null;
      if (!wanted || wanted.has(name)) {
        /** @type {Map<string, string>} */
        const attributes = new Map();
        for (const attribute of token.attrs) if (!attributes.has(attribute.name)) attributes.set(attribute.name, attribute.value);
        tag = { name, attributes, inHead: !inBody && foreignDepth === 0, start, end: token.location?.endOffset ?? 0 };
        visit(tag);
      }
      // A self-closing tag in SVG or MathML (and <svg/>, <math/> themselves) has no content.
      if (token.selfClosing && (foreignDepth > 0 || FOREIGN.has(name))) return;
      if (name === 'template') templateDepth++;
      if (FOREIGN.has(name)) foreignDepth++;
      tokenizer.inForeignNode = foreignDepth > 0;
      if (tag && TEXT_ELEMENTS.has(name)) open = tag;
      const state = foreignDepth === 0 ? TEXT_STATES.get(name) : undefined;
      if (state === undefined) return;
      tokenizer.state = state;
      inText = name;
    },
  };
  const tokenizer = new Tokenizer({ sourceCodeLocationInfo: locations }, handler);
  tokenizer.write(html, true);
}

/**
 * Whether a <script> tag is one the browser runs (classic or module JavaScript), not a data block such as JSON-LD.
 * @param {Tag} tag
 */
export function isExecutableScript(tag) {
  const type = (tag.attributes.get('type') ?? '').trim().toLowerCase();
  return tag.name === 'script' && (type === '' || type === 'module' || /^(text|application)\/(x-)?(javascript|ecmascript)$/.test(type));
}

/**
 * Every start tag of `html` (see readTags), as a list.
 * @param {string} html
 * @param {{ locations?: boolean }} [options]
 * @returns {Tag[]}
 */
export function tagsOf(html, options) {
  /** @type {Tag[]} */
  const tags = [];
  readTags(html, (tag) => tags.push(tag), options);
  return tags;
}
