/** Structured data: JSON-LD blocks and microdata items, with the schema types they declare. */
import { FALLBACK_ERRORS } from '@/lib/tester/deps';
import { shorten } from '@/lib/tester/http';
import type { StructuredData } from '@/lib/tester/schema';

export const MAX_TYPES = 20;
const MAX_TYPE_CHARS = 60;
/** JSON-LD blocks larger than this are counted but not parsed. */
const MAX_JSONLD_CHARS = 200_000;

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
  for (const t of Array.isArray(type) ? type : [type]) if (typeof t === 'string' && t.trim()) into.add(typeName(t));
  if (record['@graph']) collectJsonLdTypes(record['@graph'], into, depth + 1);
}

export function analyzeStructuredData(doc: Document): StructuredData {
  const types = new Set<string>();
  const scripts = Array.from(doc.querySelectorAll('script')).filter(
    (s) => (s.getAttribute('type') ?? '').trim().toLowerCase() === 'application/ld+json',
  );
  for (const script of scripts) {
    const text = script.textContent ?? '';
    if (text.length > MAX_JSONLD_CHARS) continue;
    try {
      collectJsonLdTypes(JSON.parse(text), types);
    } catch {
      /* invalid JSON-LD still counts as a block; it just declares no readable type */
    }
  }
  const items = Array.from(doc.querySelectorAll('[itemscope]'));
  for (const item of items) {
    for (const t of (item.getAttribute('itemtype') ?? '').split(/\s+/).filter(Boolean)) {
      if (types.size < MAX_TYPES) types.add(typeName(t));
    }
  }
  return {
    hasJsonLd: scripts.length > 0,
    hasMicrodata: items.length > 0,
    jsonLdCount: scripts.length,
    microdataCount: items.length,
    types: Array.from(types).slice(0, MAX_TYPES),
  };
}

export const failedStructuredData = (): StructuredData => ({
  hasJsonLd: false,
  hasMicrodata: false,
  jsonLdCount: 0,
  microdataCount: 0,
  types: [],
  error: FALLBACK_ERRORS.structuredData,
});
