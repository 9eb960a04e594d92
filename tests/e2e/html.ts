/** Minimal parsing of the static HTML head, so tests assert what a crawler reads (no JavaScript run). */

function attrs(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of tag.matchAll(/([a-zA-Z:-]+)="([^"]*)"/g)) out[m[1].toLowerCase()] = decode(m[2]);
  return out;
}

export function decode(s: string): string {
  return s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

export interface StaticHead {
  title: string;
  description?: string;
  canonical?: string;
  alternates: Record<string, string>;
  meta: Record<string, string>;
  jsonLd: Record<string, unknown>[];
  h1: string[];
  lang?: string;
}

export function parseStaticHtml(html: string): StaticHead {
  const title = decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
  const links = [...html.matchAll(/<link\b[^>]*>/g)].map((m) => attrs(m[0]));
  const metas = [...html.matchAll(/<meta\b[^>]*>/g)].map((m) => attrs(m[0]));
  const meta: Record<string, string> = {};
  for (const m of metas) {
    const key = m.property ?? m.name;
    if (key && m.content !== undefined && !(key in meta)) meta[key] = m.content;
  }
  const alternates: Record<string, string> = {};
  for (const l of links) if (l.rel === 'alternate' && l.hreflang) alternates[l.hreflang] = l.href;
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]) as Record<string, unknown>,
  );
  const h1 = [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => decode(m[1].replace(/<[^>]+>/g, '')).trim());
  return {
    title,
    description: meta.description,
    canonical: links.find((l) => l.rel === 'canonical')?.href,
    alternates,
    meta,
    jsonLd,
    h1,
    lang: /<html[^>]*\blang="([^"]+)"/.exec(html)?.[1],
  };
}

export function byType(blocks: Record<string, unknown>[], type: string): Record<string, unknown>[] {
  return blocks.filter((b) => b['@type'] === type || (Array.isArray(b['@type']) && (b['@type'] as string[]).includes(type)));
}
