/**
 * Reading a tested page safely: the HTML is parsed with DOMParser into an inert document (scripts never
 * run, images and styles never load) and only text and attribute values are read from it.
 */

export type ParseHtml = (html: string) => Document;

export function parseHtml(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

/** Space-separated tokens of an attribute, lowercased (rel="Shortcut Icon" -> ["shortcut", "icon"]). */
export function tokens(el: Element, attribute: string): string[] {
  return (el.getAttribute(attribute) ?? '').toLowerCase().split(/\s+/).filter(Boolean);
}

/** Trimmed content of the first <meta> whose name (or property) equals `key`, case-insensitively. */
export function metaContent(doc: Document, key: string): string | null {
  const wanted = key.toLowerCase();
  for (const meta of Array.from(doc.querySelectorAll('meta'))) {
    const name = (meta.getAttribute('name') ?? '').trim().toLowerCase();
    const property = (meta.getAttribute('property') ?? '').trim().toLowerCase();
    if (name !== wanted && property !== wanted) continue;
    const content = (meta.getAttribute('content') ?? '').trim();
    if (content) return content;
  }
  return null;
}
