/**
 * Reading a tested page as a browser and a search engine do: parse5 builds the document tree by the HTML
 * standard's parsing rules with scripting on, so the content of <noscript>, <textarea>, <noembed>, <iframe>
 * and <template> stays text (or a separate fragment) and never adds images, headings or head tags. Nothing
 * is ever executed or rendered: the tree is plain data, read for text and attribute values only.
 *
 * Pure (a string in, data out): the same code runs in Node (unit tests, the server), in the Web Worker of
 * the tester and on the main thread as a fallback.
 */
import { parse, type DefaultTreeAdapterTypes } from 'parse5';

export type HtmlDocument = DefaultTreeAdapterTypes.Document;
export type HtmlElement = DefaultTreeAdapterTypes.Element;
type ChildNode = DefaultTreeAdapterTypes.ChildNode;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;

const HTML_NS = 'http://www.w3.org/1999/xhtml';

/** The tags the analysers read; every other element is walked through but not indexed. */
const INDEXED_TAGS = ['title', 'h1', 'img', 'script', 'meta', 'link', 'a', 'base'] as const;
type IndexedTag = (typeof INDEXED_TAGS)[number];

/** A parsed page with its elements sorted by what the analysers need, found in one walk of the tree. */
export interface PageTree {
  document: HtmlDocument;
  /** The <html> element (the parser always creates one). */
  root: HtmlElement | null;
  /** The <head> element: only what the parser put here counts as head metadata. */
  head: HtmlElement | null;
  /** HTML-namespace elements by tag name, in document order (an SVG <title> is not a title). */
  byTag: Record<IndexedTag, HtmlElement[]>;
  /** Elements with an itemscope attribute, in document order. */
  itemScopes: HtmlElement[];
}

export function parseHtmlDocument(html: string): HtmlDocument {
  return parse(html, { scriptingEnabled: true });
}

const isElement = (node: ChildNode | ParentNode): node is HtmlElement => 'tagName' in node;

/** Value of an attribute (names are lowercase after parsing), or null when it is absent. */
export function attr(el: HtmlElement, name: string): string | null {
  for (const a of el.attrs) if (a.name === name && !a.prefix) return a.value;
  return null;
}

export const hasAttr = (el: HtmlElement, name: string) => attr(el, name) !== null;

/** Space-separated tokens of an attribute, lowercased (rel="Shortcut Icon" -> ["shortcut", "icon"]). */
export function tokens(el: HtmlElement, name: string): string[] {
  return (attr(el, name) ?? '').toLowerCase().split(/[\t\n\f\r ]+/).filter(Boolean);
}

/** The element's text, like textContent: every descendant text node, in order. */
export function textOf(el: HtmlElement): string {
  let out = '';
  const stack: ChildNode[] = [...el.childNodes].reverse();
  while (stack.length) {
    const node = stack.pop()!;
    if (node.nodeName === '#text') out += (node as DefaultTreeAdapterTypes.TextNode).value;
    else if (isElement(node)) for (let i = node.childNodes.length - 1; i >= 0; i--) stack.push(node.childNodes[i]);
  }
  return out;
}

/** Strip and collapse ASCII whitespace (how document.title reads a title element). */
export const collapseWhitespace = (value: string) => value.replace(/[\t\n\f\r ]+/g, ' ').trim();

/** Whether some ancestor element of `el` satisfies `test`. */
export function hasAncestor(el: HtmlElement, test: (ancestor: HtmlElement) => boolean): boolean {
  for (let node: ParentNode | null = el.parentNode; node && isElement(node); node = node.parentNode) {
    if (test(node)) return true;
  }
  return false;
}

/** Whether `el` lies inside `ancestor`. */
export function isInside(el: HtmlElement, ancestor: HtmlElement | null): boolean {
  if (!ancestor) return false;
  for (let node: ParentNode | null = el.parentNode; node; node = 'parentNode' in node ? node.parentNode : null) {
    if (node === ancestor) return true;
  }
  return false;
}

/** Walk the whole document once (iteratively: a deeply nested page cannot overflow the stack). */
export function indexPage(document: HtmlDocument): PageTree {
  const byTag = Object.fromEntries(INDEXED_TAGS.map((tag) => [tag, [] as HtmlElement[]])) as PageTree['byTag'];
  const itemScopes: HtmlElement[] = [];
  let root: HtmlElement | null = null;
  let head: HtmlElement | null = null;
  const stack: ChildNode[] = [...document.childNodes].reverse();
  while (stack.length) {
    const node = stack.pop()!;
    if (!isElement(node)) continue;
    if (node.namespaceURI === HTML_NS) {
      if (node.tagName === 'html' && !root) root = node;
      else if (node.tagName === 'head' && !head && node.parentNode === root) head = node;
      else if ((INDEXED_TAGS as readonly string[]).includes(node.tagName)) byTag[node.tagName as IndexedTag].push(node);
    }
    if (hasAttr(node, 'itemscope')) itemScopes.push(node);
    // A <template>'s content is a separate fragment (not in node.childNodes): it is not part of the page.
    for (let i = node.childNodes.length - 1; i >= 0; i--) stack.push(node.childNodes[i]);
  }
  return { document, root, head, byTag, itemScopes };
}

/** Elements of `tag` that the parser placed in the head. */
export function inHead(tree: PageTree, tag: 'meta' | 'link' | 'title' | 'script'): HtmlElement[] {
  return tree.byTag[tag].filter((el) => isInside(el, tree.head));
}

/**
 * Trimmed content of the first head <meta> whose `attribute` (name or property) equals `key`
 * case-insensitively and whose content is not empty.
 */
export function headMeta(tree: PageTree, key: string, attributes: readonly ('name' | 'property')[]): string | null {
  const wanted = key.toLowerCase();
  for (const meta of inHead(tree, 'meta')) {
    if (!attributes.some((a) => (attr(meta, a) ?? '').trim().toLowerCase() === wanted)) continue;
    const content = (attr(meta, 'content') ?? '').trim();
    if (content) return content;
  }
  return null;
}
