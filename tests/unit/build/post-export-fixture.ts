/**
 * The post-export fixture for the passes' tests: the pages of tests/fixtures/next-export/export/, as the installed
 * Next.js and React exported them (scripts/build/next-fixture.mjs), before any pass; and the DOM of a page as a
 * browser builds it (parse5's tree), to check what the passes did by another reading than theirs.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, type DefaultTreeAdapterTypes } from 'parse5';
import * as policy from '@/lib/site-headers/policy';
import * as pagePolicy from '@/lib/site-headers/page-policy';
import { FIXTURE_EXPORT } from '../../../scripts/build/next-fixture.mjs';
import type { Options, Site } from '../../../scripts/build/passes.mjs';

type Element = DefaultTreeAdapterTypes.Element;
type Node = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.Document;

/** The folder name the fixture's pages are given, as the build's would be. */
export const OUT = 'out';

/** A page of the fixture as Next wrote it, by file name (index.html, sivu.html …). */
export const fixturePage = (name: string) => readFileSync(join(FIXTURE_EXPORT, name), 'utf8');

/** The fixture export as the passes see it (scripts/build/passes.mjs), in memory: nothing is written. */
export function fixtureSite(options: Options = { notFoundFrom: '/' }): Site {
  const names = readdirSync(FIXTURE_EXPORT).filter((name) => name.endsWith('.html')).sort();
  return {
    outDir: OUT,
    pages: new Map(names.map((name) => [`${OUT}/${name}`, fixturePage(name)])),
    files: new Map(),
    removed: [],
    fontManifest: JSON.parse(fixturePage('next-font-manifest.json')),
    options,
    policyModules: Promise.resolve({ policy, page: pagePolicy }),
  };
}

/** Every element of a page's DOM, in document order (template contents included), with source locations. */
export function domElements(html: string): Element[] {
  const found: Element[] = [];
  const walk = (node: Node) => {
    if ('tagName' in node) found.push(node);
    const children = 'content' in node && node.content ? [...node.childNodes, ...node.content.childNodes] : 'childNodes' in node ? node.childNodes : [];
    for (const child of children) walk(child);
  };
  walk(parse(html, { sourceCodeLocationInfo: true, scriptingEnabled: true }));
  return found;
}

/** An element's attribute, or null. */
export const attribute = (element: Element, name: string) => element.attrs.find((a) => a.name === name)?.value ?? null;

/** An element's text, as textContent reads it. */
export function textOf(element: Element): string {
  return element.childNodes.map((child) => ('value' in child ? child.value : 'tagName' in child ? textOf(child) : '')).join('');
}

/** An element's inner HTML exactly as the page writes it. */
export function innerHtmlOf(html: string, element: Element): string {
  const location = element.sourceCodeLocation;
  return html.slice(location?.startTag?.endOffset ?? 0, location?.endTag?.startOffset ?? 0);
}
