/**
 * Structured data: JSON-LD blocks and microdata items, with the schema types they declare.
 * - A JSON-LD block counts only when its text is valid JSON holding an object or an array, as Google reads
 *   it; a block that does not parse (a trailing comma, an empty block, an HTML comment or CDATA wrapper) is
 *   reported as invalid and declares no type. Types come from the top level and from @graph.
 * - Microdata counts top-level items only (WHATWG microdata: an item that is not a property of another
 *   item); a nested Offer, AggregateRating or Brand is part of its Product, not an item of its own.
 */
import { attr, hasAncestor, hasAttr, textOf, type HtmlElement, type PageTree } from '@/lib/tester/page/html-tree';
import { shorten } from '@/lib/tester/engine/http';
import type { StructuredData } from '@/lib/tester/state/schema';

export const MAX_TYPES = 20;
const MAX_TYPE_CHARS = 60;

/** "https://schema.org/LocalBusiness" -> "LocalBusiness"; "schema:Product" -> "Product". */
function typeName(value: string): string {
  const trimmed = value.trim();
  const last = trimmed.split(/[/#:]/).filter(Boolean).pop() ?? trimmed;
  return shorten(last, MAX_TYPE_CHARS);
}

function collectJsonLdTypes(node: unknown, into: Set<string>, depth = 0): void {
  if (depth > 4 || into.size >= MAX_TYPES || node === null || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const item of node.slice(0, 100)) collectJsonLdTypes(item, into, depth + 1);
    return;
  }
  const record = node as Record<string, unknown>;
  const type = record['@type'];
  for (const t of Array.isArray(type) ? type : [type]) {
    if (typeof t === 'string' && t.trim() && into.size < MAX_TYPES) into.add(typeName(t));
  }
  if (record['@graph']) collectJsonLdTypes(record['@graph'], into, depth + 1);
}

const isJsonLdScript = (script: HtmlElement) =>
  (attr(script, 'type') ?? '').split(';')[0].trim().toLowerCase() === 'application/ld+json';

/** The parsed block, or undefined when it is not JSON-LD a search engine can read. */
export function parseJsonLd(text: string): object | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Microdata items that are not a property of another item. */
function topLevelItems(tree: PageTree): HtmlElement[] {
  return tree.itemScopes.filter((item) => !hasAttr(item, 'itemprop') || !hasAncestor(item, (el) => hasAttr(el, 'itemscope')));
}

export function analyzeStructuredData(tree: PageTree): StructuredData {
  const types = new Set<string>();
  let valid = 0;
  let invalid = 0;
  for (const script of tree.byTag.script.filter(isJsonLdScript)) {
    const block = parseJsonLd(textOf(script));
    if (block === undefined) {
      invalid++;
      continue;
    }
    valid++;
    collectJsonLdTypes(block, types);
  }
  const items = topLevelItems(tree);
  for (const item of items) {
    for (const t of (attr(item, 'itemtype') ?? '').split(/\s+/).filter(Boolean)) {
      if (types.size < MAX_TYPES) types.add(typeName(t));
    }
  }
  return {
    hasJsonLd: valid > 0,
    hasMicrodata: items.length > 0,
    jsonLdCount: valid,
    invalidJsonLdCount: invalid,
    microdataCount: items.length,
    types: Array.from(types).slice(0, MAX_TYPES),
  };
}
