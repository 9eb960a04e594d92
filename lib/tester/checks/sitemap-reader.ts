/**
 * A sitemap reader that runs in linear time and bounded memory, fed the file in chunks (decoded text): it counts
 * the <url> entries of a urlset, collects the <loc> of a sitemap index's children, notes whether a given page is
 * listed and keeps the newest <lastmod>. No regular expression walks the file: it moves from one "<" to the next
 * with indexOf, each character is looked at a bounded number of times, and what it keeps between chunks is at most
 * one unfinished tag or text (cut at MAX_PENDING). Namespace prefixes ("<sm:loc>"), CDATA sections, comments and
 * the five XML entities are understood; anything else odd is skipped, never an error.
 */

/** Sitemap files the discovery (sitemaps.ts) reads at most: the first ones and an index's children together. */
export const MAX_SITEMAP_FILES = 5;
/** Bytes of one sitemap file read at most, unpacked. */
export const MAX_SITEMAP_BYTES = 10 * 1024 * 1024;

/** Longest tag or text the reader waits for across chunks; anything longer is skipped (no URL is that long). */
export const MAX_PENDING = 64 * 1024;
/** Longest <loc> or <lastmod> text kept (Google's limit for a URL is 2,048 characters). */
const MAX_VALUE = 4096;
/** Child sitemaps an index may name that are kept (more are counted). */
export const MAX_CHILDREN = 1000;

export interface SitemapScan {
  kind: 'urlset' | 'index' | null;
  /** <url> entries of a urlset. */
  urls: number;
  /** <loc> of an index's <sitemap> entries (at most MAX_CHILDREN). */
  children: string[];
  /** The first page addresses of a urlset, as written (at most the reader's `keep`; none unless asked). */
  locations: string[];
  /** Whether one of the `wanted` addresses is listed. */
  listsPage: boolean;
  /** The newest <lastmod> (its ISO text), or null. */
  newestLastmod: string | null;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Entities and character references of a short value (at most MAX_VALUE characters). */
function decodeEntities(value: string): string {
  if (!value.includes('&')) return value;
  return value.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]{2,4});/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** An address as compared for "is the page listed": scheme and host lowercased, an empty path as "/". */
export function comparableUrl(value: string): string | null {
  try {
    const url = new URL(value.trim());
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    url.hash = '';
    return url.href;
  } catch {
    return null;
  }
}

/** A lastmod (W3C datetime: "2025-03-14", "2025-03-14T10:00:00+02:00") as a time, or NaN. */
const timeOf = (value: string) => (/^\d{4}-\d{2}(-\d{2})?([T ].*)?$/.test(value) ? Date.parse(value.length === 7 ? `${value}-01` : value) : NaN);

export class SitemapReader {
  private pending = '';
  /** Where the search for the end of the pending tag continues (it never scans the same text twice). */
  private searchFrom = 0;
  private capture: 'loc' | 'lastmod' | null = null;
  private value = '';
  private inUrl = false;
  private inSitemap = false;
  private readonly wanted: Set<string>;
  readonly scan: SitemapScan = { kind: null, urls: 0, children: [], locations: [], listsPage: false, newestLastmod: null };
  private newestTime = -Infinity;

  /**
   * @param wanted addresses of the tested page, as comparableUrl gives them
   * @param keep how many page addresses to keep in scan.locations (the whole-site check's first pages)
   */
  constructor(
    wanted: Iterable<string>,
    private readonly keep = 0,
  ) {
    this.wanted = new Set(wanted);
  }

  private text(part: string) {
    if (this.capture && this.value.length < MAX_VALUE) this.value += part.slice(0, MAX_VALUE - this.value.length);
  }

  private tag(raw: string) {
    const closing = raw[0] === '/';
    let end = closing ? 1 : 0;
    const start = end;
    while (end < raw.length && !' \t\r\n/>'.includes(raw[end])) end++;
    let name = raw.slice(start, end);
    const colon = name.indexOf(':');
    if (colon >= 0) name = name.slice(colon + 1);
    if (raw[raw.length - 1] === '/' && !closing) return; // <loc/>: empty
    if (!closing) {
      if (name === 'urlset' && !this.scan.kind) this.scan.kind = 'urlset';
      else if (name === 'sitemapindex' && !this.scan.kind) this.scan.kind = 'index';
      else if (name === 'url') this.inUrl = true;
      else if (name === 'sitemap') this.inSitemap = true;
      else if ((name === 'loc' || name === 'lastmod') && (this.inUrl || this.inSitemap)) {
        this.capture = name;
        this.value = '';
      }
      return;
    }
    if (name === 'url' && this.inUrl) {
      this.inUrl = false;
      this.scan.urls++;
    } else if (name === 'sitemap') this.inSitemap = false;
    else if (name === this.capture) {
      const value = decodeEntities(this.value).trim();
      if (name === 'loc' && value) {
        if (this.inSitemap) {
          if (this.scan.children.length < MAX_CHILDREN) this.scan.children.push(value);
        } else {
          if (this.scan.locations.length < this.keep) this.scan.locations.push(value);
          if (!this.scan.listsPage) {
            const url = comparableUrl(value);
            if (url && this.wanted.has(url)) this.scan.listsPage = true;
          }
        }
      } else if (name === 'lastmod' && value) {
        const time = timeOf(value);
        if (time > this.newestTime) {
          this.newestTime = time;
          this.scan.newestLastmod = value.slice(0, 40);
        }
      }
      this.capture = null;
    }
  }

  /** Read the next chunk of the file's text. */
  feed(chunk: string): void {
    let text = this.pending ? this.pending + chunk : chunk;
    let pos = 0;
    let from = this.searchFrom;
    let awaiting = '';
    this.pending = '';
    this.searchFrom = 0;
    while (pos < text.length) {
      if (text[pos] !== '<') {
        const lt = text.indexOf('<', pos);
        const stop = lt < 0 ? text.length : lt;
        this.text(text.slice(pos, stop));
        pos = stop;
        continue;
      }
      // A tag, a comment or a CDATA section: find its end, continuing where the last chunk's search stopped.
      let terminator = '>';
      let contentStart = -1;
      if (text.startsWith('<!--', pos)) terminator = '-->';
      else if (text.startsWith('<![CDATA[', pos)) {
        terminator = ']]>';
        contentStart = pos + 9;
      } else if (text.length - pos < 9 && ('<![CDATA['.startsWith(text.slice(pos)) || '<!--'.startsWith(text.slice(pos)))) {
        break; // not enough text yet to tell what this is
      }
      const end = text.indexOf(terminator, Math.max(pos + 1, from - terminator.length + 1));
      from = 0;
      if (end < 0) {
        awaiting = terminator;
        break;
      }
      if (contentStart >= 0) this.text(text.slice(contentStart, end));
      else if (terminator === '>' && text[pos + 1] !== '!' && text[pos + 1] !== '?') this.tag(text.slice(pos + 1, end));
      pos = end + terminator.length;
    }
    const rest = text.length - pos;
    if (rest > 0 && rest <= MAX_PENDING) {
      this.pending = text.slice(pos);
      // Where its end was already looked for ("<" alone at the end: nowhere yet).
      this.searchFrom = awaiting ? this.pending.length : 0;
    } else if (rest > MAX_PENDING) {
      // An unfinished tag, comment or section longer than any real one: skip it. No ">" follows it in this text,
      // so no later "<" of this text ends a tag either; only the last "<" may still be finished by the next chunk.
      const last = text.lastIndexOf('<');
      this.pending = last > pos && text.length - last <= MAX_PENDING ? text.slice(last) : '';
      this.searchFrom = awaiting === '>' ? this.pending.length : 0;
    }
    text = '';
  }
}
