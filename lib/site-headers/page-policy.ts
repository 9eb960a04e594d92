/**
 * Each exported page's own Content-Security-Policy, made after the build: the sha256 hashes of the page's inline
 * scripts (Next.js writes its data as `self.__next_f.push(...)` scripts, different on every page), inline <style>
 * elements and style attributes, put in a <meta http-equiv="Content-Security-Policy"> before anything the
 * policy governs. Pure functions over the HTML text, so the unit tests and the build hash alike.
 */
import { createHash } from 'node:crypto';
import type { PageHashes } from '@/lib/site-headers/policy';

/** A start tag as the HTML tokenizer reads it. */
interface Tag {
  /** Lower-case tag name. */
  name: string;
  /** Attribute name (lower case) -> value with character references decoded. */
  attributes: Map<string, string>;
  /** Offsets of the start tag in the HTML. */
  start: number;
  end: number;
  /** Text of a <script> or <style> element. */
  text?: string;
}

const RAW_TEXT = new Set(['script', 'style']);
const ESCAPABLE_RAW_TEXT = new Set(['title', 'textarea']);
const NAMED_REFERENCES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** The value of an attribute as the browser sees it (character references decoded). */
export function decodeAttribute(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return String.fromCodePoint(code);
    }
    const named = NAMED_REFERENCES[ref.toLowerCase()];
    if (named === undefined) throw new Error(`Unknown character reference ${whole} in an attribute: add it to NAMED_REFERENCES`);
    return named;
  });
}

/** Attributes of a start tag from `from` up to its `>`; returns them with the offset after the tag. */
function readAttributes(html: string, from: number): { attributes: Map<string, string>; end: number } {
  const attributes = new Map<string, string>();
  let i = from;
  for (;;) {
    while (i < html.length && /[\s/]/.test(html[i])) i++;
    if (i >= html.length) return { attributes, end: html.length };
    if (html[i] === '>') return { attributes, end: i + 1 };
    const nameMatch = /^[^\s/>=]+/.exec(html.slice(i, i + 256));
    const name = (nameMatch?.[0] ?? html[i]).toLowerCase();
    i += nameMatch?.[0].length ?? 1;
    while (i < html.length && /\s/.test(html[i])) i++;
    let value = '';
    if (html[i] === '=') {
      i++;
      while (i < html.length && /\s/.test(html[i])) i++;
      const quote = html[i];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, i + 1);
        const stop = close < 0 ? html.length : close;
        value = html.slice(i + 1, stop);
        i = stop + 1;
      } else {
        const unquoted = /^[^\s>]*/.exec(html.slice(i))?.[0] ?? '';
        value = unquoted;
        i += unquoted.length;
      }
    }
    if (!attributes.has(name)) attributes.set(name, decodeAttribute(value));
  }
}

/** Every element's start tag in document order, skipping comments, doctype and the text of raw-text elements. */
export function scanTags(html: string): Tag[] {
  const elements: Tag[] = [];
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0) break;
    if (html.startsWith('<!--', lt)) {
      const close = html.indexOf('-->', lt + 4);
      i = close < 0 ? html.length : close + 3;
      continue;
    }
    if (html[lt + 1] === '!' || html[lt + 1] === '?' || html[lt + 1] === '/') {
      const close = html.indexOf('>', lt + 1);
      i = close < 0 ? html.length : close + 1;
      continue;
    }
    const nameMatch = /^[a-zA-Z][^\s/>]*/.exec(html.slice(lt + 1, lt + 64));
    if (!nameMatch) {
      i = lt + 1;
      continue;
    }
    const name = nameMatch[0].toLowerCase();
    const { attributes, end } = readAttributes(html, lt + 1 + nameMatch[0].length);
    const element: Tag = { name, attributes, start: lt, end };
    elements.push(element);
    i = end;
    if (RAW_TEXT.has(name) || ESCAPABLE_RAW_TEXT.has(name)) {
      const closing = new RegExp(`</${name}`, 'ig');
      closing.lastIndex = end;
      const close = closing.exec(html)?.index ?? -1;
      const stop = close < 0 ? html.length : close;
      if (RAW_TEXT.has(name)) element.text = html.slice(end, stop);
      i = stop;
    }
  }
  return elements;
}

/** A script the browser runs: classic or module JavaScript (not JSON-LD or another data block). */
function isExecutable(script: Tag): boolean {
  const type = (script.attributes.get('type') ?? '').trim().toLowerCase();
  return type === '' || type === 'module' || /^(text|application)\/(x-)?(javascript|ecmascript)$/.test(type);
}

/** A CSP hash source of a text: "'sha256-<base64 of the sha256 of its UTF-8 bytes>'" (line ends as the parser reads them). */
export function sha256Source(text: string): string {
  const normalized = text.replace(/\r\n?/g, '\n');
  return `'sha256-${createHash('sha256').update(normalized, 'utf8').digest('base64')}'`;
}

/** The texts a page runs or applies inline: scripts, <style> elements and style attributes, in document order. */
export function inlineSources(html: string): { scripts: string[]; styles: string[]; styleAttributes: string[] } {
  const elements = scanTags(html);
  return {
    scripts: elements.filter((e) => e.name === 'script' && !e.attributes.has('src') && isExecutable(e)).map((e) => e.text ?? ''),
    styles: elements.filter((e) => e.name === 'style').map((e) => e.text ?? ''),
    styleAttributes: elements.filter((e) => e.attributes.has('style')).map((e) => e.attributes.get('style') ?? ''),
  };
}

/** The hashes a page's policy must allow, each once, in document order. */
export function pageHashes(html: string): PageHashes {
  const sources = inlineSources(html);
  const unique = (texts: string[]) => [...new Set(texts.map(sha256Source))];
  return { scripts: unique(sources.scripts), styles: unique(sources.styles), styleAttributes: unique(sources.styleAttributes) };
}

const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'data']);

/**
 * Inline code a hash cannot allow without 'unsafe-hashes' or 'unsafe-inline': event handler attributes
 * (onclick=…) and javascript: URLs. The build fails when a page has any, naming them.
 */
export function inlineCodeFindings(html: string): string[] {
  const findings: string[] = [];
  for (const element of scanTags(html)) {
    for (const [name, value] of element.attributes) {
      if (/^on[a-z]+$/.test(name)) findings.push(`<${element.name} ${name}="…">`);
      // The URL parser ignores leading spaces and control characters and removes tabs and newlines.
      if (URL_ATTRIBUTES.has(name) && /^javascript:/i.test(value.replace(/[\u0000-\u0020]/g, ''))) {
        findings.push(`<${element.name} ${name}="javascript:…">`);
      }
    }
  }
  return findings;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** A <meta http-equiv="Content-Security-Policy"> tag. */
export function isPolicyMeta(element: Tag): boolean {
  return element.name === 'meta' && (element.attributes.get('http-equiv') ?? '').toLowerCase() === 'content-security-policy';
}

/**
 * The page with `policy` in a <meta http-equiv="Content-Security-Policy"> as the first element of <head> after
 * the character encoding declaration (which HTML wants within the first 1024 bytes), so it comes before every
 * script, style sheet and preload. A policy meta from an earlier run is replaced.
 */
export function injectPolicyMeta(html: string, policy: string): string {
  const existing = scanTags(html).filter(isPolicyMeta);
  let page = html;
  for (const element of existing.reverse()) page = page.slice(0, element.start) + page.slice(element.end);
  const tag = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}"/>`;
  return insertIntoHead(page, tag);
}

/** `markup` inserted at the start of <head>, after the character encoding declaration when that comes first. */
export function insertIntoHead(html: string, markup: string): string {
  const elements = scanTags(html);
  const headIndex = elements.findIndex((e) => e.name === 'head');
  if (headIndex < 0) throw new Error('The page has no <head>');
  const first = elements[headIndex + 1];
  const charsetFirst = first && first.name === 'meta' && first.attributes.has('charset') && html.slice(elements[headIndex].end, first.start).trim() === '';
  const at = charsetFirst ? first.end : elements[headIndex].end;
  return html.slice(0, at) + markup + html.slice(at);
}
