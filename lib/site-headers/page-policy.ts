/**
 * Each exported page's own Content-Security-Policy, made after the build: the sha256 hashes of the page's inline
 * scripts (Next.js writes its data as `self.__next_f.push(...)` scripts, different on every page), inline <style>
 * elements and style attributes, put in a <meta http-equiv="Content-Security-Policy"> before anything the
 * policy governs. Pure functions over the HTML text, so the unit tests and the build hash alike. The page is read by
 * parse5's HTML tokenizer (lib/html-tags.mjs), so a script's text is what the browser hashes.
 */
import { createHash } from 'node:crypto';
import { isExecutableScript, tagsOf, type Tag } from '@/lib/html-tags.mjs';
import type { PageHashes } from '@/lib/site-headers/policy';

/** Every element's start tag in document order, as the browser's HTML tokenizer reads it (lib/html-tags.mjs), with offsets. */
const scanTags = (html: string): Tag[] => tagsOf(html, { locations: true });

/** A CSP hash source of a text: "'sha256-<base64 of the sha256 of its UTF-8 bytes>'" (line ends as the parser reads them). */
export function sha256Source(text: string): string {
  const normalized = text.replace(/\r\n?/g, '\n');
  return `'sha256-${createHash('sha256').update(normalized, 'utf8').digest('base64')}'`;
}

/** The texts a page runs or applies inline: scripts, <style> elements and style attributes, in document order. */
export function inlineSources(html: string): { scripts: string[]; styles: string[]; styleAttributes: string[] } {
  const elements = scanTags(html);
  return {
    scripts: elements.filter((e) => isExecutableScript(e) && !e.attributes.has('src')).map((e) => e.text ?? ''),
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
