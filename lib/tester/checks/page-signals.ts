/**
 * What a page tells search engines about itself and what it is built with, read from the parsed page:
 * - the robots rules of its head: <meta name="robots"> and <meta name="googlebot"> (Google obeys both; "noindex"
 *   or "none" keeps the page out of its results);
 * - its platform, for advice the owner can follow: the generator meta (WordPress, Joomla, Drupal, Wix, Squarespace,
 *   Webflow...) or the paths only one platform uses (/wp-content/, cdn.shopify.com, static.wixstatic.com...).
 * Also the X-Robots-Tag header's reading (robotsTagBlocksGoogle), which the tester API sees and the page does not.
 */
import * as z from 'zod/mini';
import { attr, inHead, type PageTree } from '@/lib/tester/page/html-tree';
import { shorten } from '@/lib/tester/engine/http';

export const PLATFORMS = ['wordpress', 'shopify', 'wix', 'squarespace', 'webflow', 'joomla', 'drupal', 'tilda', 'zone'] as const;
export type Platform = (typeof PLATFORMS)[number];

export const pageSignalsSchema = z.object({
  /** The robots and googlebot meta directives of the head, as written (null: none). */
  robotsMeta: z.nullable(z.string()),
  /** Whether they keep the page out of Google's results (noindex or none). */
  noindex: z.boolean(),
  platform: z.nullable(z.enum(PLATFORMS)),
});
export type PageSignals = z.infer<typeof pageSignalsSchema>;

/** Directives that keep a page out of the results. */
const BLOCKING = new Set(['noindex', 'none']);

/** Comma-separated directives, trimmed and lowercased. */
const directivesOf = (value: string) => value.split(',').map((d) => d.trim().toLowerCase()).filter(Boolean);

/** The generator meta's words, and the addresses only one platform uses (in src and href values). */
const GENERATORS: [RegExp, Platform][] = [
  [/\bwordpress\b/i, 'wordpress'],
  [/\bjoomla\b/i, 'joomla'],
  [/\bdrupal\b/i, 'drupal'],
  [/\bwix\.com\b/i, 'wix'],
  [/\bsquarespace\b/i, 'squarespace'],
  [/\bwebflow\b/i, 'webflow'],
  [/\bshopify\b/i, 'shopify'],
  [/\btilda\b/i, 'tilda'],
];
const PATHS: [string, Platform][] = [
  ['/wp-content/', 'wordpress'],
  ['/wp-includes/', 'wordpress'],
  ['cdn.shopify.com', 'shopify'],
  ['/cdn/shop/', 'shopify'],
  ['static.wixstatic.com', 'wix'],
  ['static.parastorage.com', 'wix'],
  ['static1.squarespace.com', 'squarespace'],
  ['assets.squarespace.com', 'squarespace'],
  ['website-files.com', 'webflow'],
  ['assets-global.website-files.com', 'webflow'],
  ['/media/jui/', 'joomla'],
  ['/components/com_', 'joomla'],
  ['/sites/default/files/', 'drupal'],
  ['/core/misc/drupal', 'drupal'],
  ['static.tildacdn.com', 'tilda'],
  ['zone.ee/', 'zone'],
];

/** Addresses read for the platform, at most this many (a page with thousands of images costs no more). */
const MAX_ADDRESSES = 400;

export function detectPlatform(tree: PageTree): Platform | null {
  for (const meta of inHead(tree, 'meta')) {
    if ((attr(meta, 'name') ?? '').trim().toLowerCase() !== 'generator') continue;
    const content = attr(meta, 'content') ?? '';
    for (const [pattern, platform] of GENERATORS) if (pattern.test(content.slice(0, 200))) return platform;
  }
  const addresses = [
    ...tree.byTag.script.map((el) => attr(el, 'src')),
    ...tree.byTag.link.map((el) => attr(el, 'href')),
    ...tree.byTag.img.map((el) => attr(el, 'src')),
  ];
  for (const address of addresses.slice(0, MAX_ADDRESSES)) {
    if (!address) continue;
    const value = address.slice(0, 500).toLowerCase();
    for (const [path, platform] of PATHS) if (value.includes(path)) return platform;
  }
  return null;
}

/** The directives of the head's robots and googlebot meta tags, in order (Google obeys both). */
export function robotsMetaDirectives(tree: PageTree): string[] {
  const directives: string[] = [];
  for (const meta of inHead(tree, 'meta')) {
    const name = (attr(meta, 'name') ?? '').trim().toLowerCase();
    if (name !== 'robots' && name !== 'googlebot') continue;
    directives.push(...directivesOf(attr(meta, 'content') ?? ''));
  }
  return directives;
}

/** Whether directives keep the page out of Google's results ("noindex" or "none"). */
export const keepsOutOfIndex = (directives: string[]) => directives.some((d) => BLOCKING.has(d));

export function readPageSignals(tree: PageTree): PageSignals {
  const directives = robotsMetaDirectives(tree);
  return {
    robotsMeta: directives.length ? shorten(directives.join(', '), 200) : null,
    noindex: keepsOutOfIndex(directives),
    platform: detectPlatform(tree),
  };
}

/** Directives of X-Robots-Tag that carry a value after a colon (not a user agent's name). */
const VALUED = new Set(['max-snippet', 'max-image-preview', 'max-video-preview', 'unavailable_after']);

/**
 * Whether an X-Robots-Tag header keeps the page out of Google's results. Directives are comma-separated; a
 * "name:" prefix (e.g. "googlebot: noindex", "otherbot: noindex, nofollow") makes the directives after it apply to
 * that crawler only, until the next prefix (Google's documentation of the header). One pass, linear.
 */
export function robotsTagBlocksGoogle(header: string | null | undefined): boolean {
  if (!header) return false;
  let agent: string | null = null;
  for (const raw of header.split(',')) {
    let token = raw.trim().toLowerCase();
    const colon = token.indexOf(':');
    if (colon > 0) {
      const name = token.slice(0, colon).trim();
      if (!VALUED.has(name)) {
        agent = name;
        token = token.slice(colon + 1).trim();
      }
    }
    const forGoogle = agent === null || agent === 'googlebot';
    if (forGoogle && BLOCKING.has(token)) return true;
  }
  return false;
}
