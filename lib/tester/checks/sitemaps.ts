/**
 * Sitemaps, found the way Google finds them: every Sitemap: line of robots.txt, otherwise /sitemap.xml and
 * /sitemap_index.xml. A sitemap index is followed to its child sitemaps. Limits, whatever the site sends: at most
 * MAX_SITEMAP_FILES requests in all, each file read up to MAX_SITEMAP_BYTES (10 MB) unpacked, a .xml.gz unpacked
 * in a stream (DecompressionStream) that stops at the same cap, so a gzip bomb costs 10 MB of reading and no more;
 * every file read by SitemapReader in linear time. The result: the number of URLs, whether the tested page is
 * listed, and the newest lastmod. Beside the spec's sitemap.xml check (sitemap.ts), which stays as the spec has it.
 */
import * as z from 'zod/mini';
import { TIMEOUTS, type CheckDeps } from '@/lib/tester/engine/deps';
import { fetchBytesWithTimeout, looksLikeHtml, proxied, shorten } from '@/lib/tester/engine/http';
import { comparableUrl, MAX_SITEMAP_BYTES, MAX_SITEMAP_FILES, SitemapReader } from '@/lib/tester/checks/sitemap-reader';
import { robotsFileOf } from '@/lib/tester/checks/robots';
import { addressForms } from '@/lib/tester/same-site';
import { parseRobotsTxt } from '@/lib/tester/checks/robots-rules';
import { defineCheck } from '@/lib/tester/checks/define';

// The limits live beside the reader, which has no imports: the report names them without loading this check.
export { MAX_SITEMAP_BYTES, MAX_SITEMAP_FILES };
/** The whole discovery stops starting new requests after this many ms. */
const BUDGET_MS = 20_000;
/** The text is fed to the reader in pieces of this many bytes. */
const PIECE = 64 * 1024;
const ADDRESS_CHARS = 300;

export const sitemapsSchema = z.object({
  /** Where the addresses came from: robots.txt's Sitemap: lines, or the usual addresses. */
  source: z.enum(['robots', 'default']),
  /** The sitemap files read (urlset or index), in order. */
  files: z.array(z.string().check(z.maxLength(ADDRESS_CHARS))),
  /** URLs listed in all urlset files read. */
  urlCount: z.int().check(z.minimum(0)),
  listsPage: z.boolean(),
  newestLastmod: z.nullable(z.string()),
  /** A limit was reached: more files than read, or a file cut at its size limit. */
  limited: z.boolean(),
  error: z.nullable(z.string()),
});
export type SitemapsResult = z.infer<typeof sitemapsSchema>;

/** The tested page as a sitemap may list it: every form of its address (lib/tester/same-site.ts). */
function wantedAddresses(target: string): string[] {
  return addressForms(target)
    .map(comparableUrl)
    .filter((u): u is string => u !== null);
}

const isGzip = (bytes: Uint8Array) => bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;

/** Feed `bytes` (gzip or plain) to the reader as text, unpacking at most MAX_SITEMAP_BYTES; true when cut. */
async function feedFile(bytes: Uint8Array, reader: SitemapReader): Promise<boolean> {
  const decoder = new TextDecoder('utf-8');
  if (!isGzip(bytes)) {
    for (let at = 0; at < bytes.length; at += PIECE) reader.feed(decoder.decode(bytes.subarray(at, at + PIECE), { stream: true }));
    return bytes.length >= MAX_SITEMAP_BYTES;
  }
  const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(new DecompressionStream('gzip'));
  const chunks = stream.getReader();
  let unpacked = 0;
  try {
    for (;;) {
      const { done, value } = await chunks.read();
      if (done) return false;
      const room = MAX_SITEMAP_BYTES - unpacked;
      const piece = value.byteLength > room ? value.subarray(0, room) : value;
      unpacked += piece.byteLength;
      reader.feed(decoder.decode(piece, { stream: true }));
      if (unpacked >= MAX_SITEMAP_BYTES) {
        await chunks.cancel().catch(() => undefined);
        return true;
      }
    }
  } catch {
    return false; // a damaged gzip: what was read counts
  }
}

/**
 * Read one sitemap file (plain or gzip, at most MAX_SITEMAP_BYTES unpacked): null when it is not there (404, an
 * HTML page); throws when it could not be read. `keep`: how many page addresses to keep (the whole-site check's).
 */
export async function readSitemap(address: string, wanted: string[], deps: CheckDeps, keep = 0) {
  const { response, bytes } = await fetchBytesWithTimeout(deps.fetch, proxied(address, deps.proxy), TIMEOUTS.sitemapXml, {}, MAX_SITEMAP_BYTES);
  if (response.status >= 500) throw new Error(`HTTP ${response.status}`);
  if (!response.ok) return null;
  const start = new TextDecoder().decode(bytes.subarray(0, 512));
  if (!isGzip(bytes) && looksLikeHtml(response.headers.get('content-type'), start)) return null;
  const reader = new SitemapReader(wanted, keep);
  const cut = (await feedFile(bytes, reader)) || response.headers.get('X-Body-Truncated') === 'true';
  return reader.scan.kind ? { scan: reader.scan, cut } : null;
}

export async function checkSitemaps(target: string, deps: CheckDeps, now: () => number = Date.now): Promise<SitemapsResult> {
  const origin = new URL(target).origin;
  const started = now();
  let lines: string[] = [];
  try {
    const robots = await robotsFileOf(origin, deps);
    lines = robots === null ? [] : parseRobotsTxt(robots).sitemaps;
  } catch {
    /* no robots.txt to read: the usual addresses */
  }
  const named = [...new Set(lines.map((line) => comparableUrl(line)).filter((u): u is string => u !== null))];
  const source = named.length ? 'robots' : 'default';
  const queue = named.length ? named : [`${origin}/sitemap.xml`, `${origin}/sitemap_index.xml`];
  const wanted = wantedAddresses(target);
  const result: SitemapsResult = { source, files: [], urlCount: 0, listsPage: false, newestLastmod: null, limited: false, error: null };
  let newest = -Infinity;
  let requests = 0;
  let failures = 0;
  const seen = new Set(queue);
  while (queue.length) {
    if (requests >= MAX_SITEMAP_FILES || now() - started > BUDGET_MS) {
      result.limited = true;
      break;
    }
    const address = queue.shift()!;
    requests++;
    let file;
    try {
      file = await readSitemap(address, wanted, deps);
    } catch {
      failures++;
      continue;
    }
    if (!file) continue;
    result.files.push(shorten(address, ADDRESS_CHARS));
    if (file.cut) result.limited = true;
    const { scan } = file;
    if (scan.kind === 'index') {
      for (const child of scan.children) {
        const url = comparableUrl(child);
        if (url && !seen.has(url)) {
          seen.add(url);
          queue.push(url);
        }
      }
      continue;
    }
    result.urlCount += scan.urls;
    result.listsPage ||= scan.listsPage;
    if (scan.newestLastmod && Date.parse(scan.newestLastmod) > newest) {
      newest = Date.parse(scan.newestLastmod);
      result.newestLastmod = scan.newestLastmod;
    }
  }
  // Nothing read, and something could not be read: the check failed rather than found nothing.
  if (!result.files.length && failures) result.error = 'sitemap check failed';
  return result;
}

export const SITEMAPS_CHECK = defineCheck({ key: 'sitemaps', schema: sitemapsSchema, run: (target, deps) => checkSitemaps(target, deps) });
