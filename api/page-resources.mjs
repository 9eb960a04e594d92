/**
 * What a page loads from elsewhere, read from the start of its HTML in one linear pass (api/page-tags.mjs):
 * every subresource's address, the hosts of other sites it comes from (the third-party services; the report
 * names the common ones), the plain-http ones on an https page (mixed content) and the other sites' scripts
 * without an integrity hash. Only addresses are read; nothing of the page is run or inserted anywhere.
 */
import { getDomain } from 'tldts';
import { scanTags } from './page-tags.mjs';

/** @typedef {'script' | 'style' | 'frame' | 'image' | 'media' | 'font' | 'object' | 'other'} ResourceKind */

/** Kinds browsers block outright as mixed content (active); the others they upgrade or show with a warning. */
const ACTIVE_KINDS = new Set(['script', 'style', 'frame', 'object', 'font']);

/** At most this many hosts and mixed addresses are listed (their counts are always whole). */
export const MAX_LISTED_HOSTS = 40;
export const MAX_LISTED_ADDRESSES = 10;
/** A listed address is cut to this length. */
const MAX_ADDRESS_LENGTH = 200;

/** @param {string} rel @param {string | undefined} as @returns {ResourceKind | null} */
function linkKind(rel, as) {
  const rels = rel.toLowerCase().split(/\s+/);
  if (rels.includes('stylesheet')) return 'style';
  if (rels.includes('modulepreload')) return 'script';
  if (rels.includes('preload')) {
    const type = (as ?? '').trim().toLowerCase();
    return type === 'script' ? 'script' : type === 'style' ? 'style' : type === 'font' ? 'font' : type === 'image' ? 'image' : 'other';
  }
  if (rels.some((r) => r === 'icon' || r === 'apple-touch-icon' || r === 'manifest')) return 'other';
  return null; // preconnect, canonical, alternate…: nothing is loaded into the page
}

/** Elements and the attribute that holds the address of what they load. */
const SOURCES = /** @type {Record<string, [string, ResourceKind]>} */ ({
  script: ['src', 'script'],
  iframe: ['src', 'frame'],
  frame: ['src', 'frame'],
  img: ['src', 'image'],
  video: ['src', 'media'],
  audio: ['src', 'media'],
  source: ['src', 'media'],
  track: ['src', 'media'],
  embed: ['src', 'object'],
  object: ['data', 'object'],
});

/**
 * @typedef {object} PageResources
 * @property {number} total subresources with an address
 * @property {Array<{ host: string, kinds: ResourceKind[], count: number }>} thirdParty hosts of other sites, most
 *   used first (at most MAX_LISTED_HOSTS)
 * @property {number} thirdPartyHosts how many such hosts there are in all
 * @property {Array<{ url: string, kind: ResourceKind, active: boolean }>} mixed plain-http addresses on an https page
 *   (at most MAX_LISTED_ADDRESSES)
 * @property {number} mixedActive how many of them browsers block (scripts, styles, frames, objects, fonts)
 * @property {number} mixedPassive how many they load anyway or upgrade (images, media, icons)
 * @property {Array<{ host: string, count: number }>} scriptsWithoutIntegrity other sites' scripts without an
 *   integrity hash, by host
 */

/**
 * @param {string | null | undefined} html the start of the page
 * @param {string} pageUrl the page's final address (relative addresses resolve against it, or its <base href>)
 * @returns {PageResources}
 */
export function readResources(html, pageUrl) {
  const page = new URL(pageUrl);
  const https = page.protocol === 'https:';
  const ownDomain = getDomain(page.hostname) ?? page.hostname;
  /** @type {URL} */
  let base = page;
  let baseSeen = false;
  /** @type {Array<{ url: URL, kind: ResourceKind, integrity: boolean }>} */
  const found = [];
  if (html) {
    scanTags(html, ['base', 'link', ...Object.keys(SOURCES)], (name, attributes) => {
      if (name === 'base') {
        const href = attributes.get('href');
        if (!baseSeen && href !== undefined) {
          baseSeen = true;
          if (URL.canParse(href.trim(), page)) base = new URL(href.trim(), page);
        }
        return;
      }
      const [attribute, fixedKind] = name === 'link' ? ['href', linkKind(attributes.get('rel') ?? '', attributes.get('as'))] : SOURCES[name];
      const value = attributes.get(attribute)?.trim();
      if (!fixedKind || !value || !URL.canParse(value, base)) return;
      const url = new URL(value, base);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return; // data:, blob:, javascript: load nothing from a host
      found.push({ url, kind: fixedKind, integrity: Boolean(attributes.get('integrity')?.trim()) });
    });
  }

  /** @type {Map<string, { host: string, kinds: Set<ResourceKind>, count: number }>} */
  const hosts = new Map();
  /** @type {Map<string, number>} */
  const withoutIntegrity = new Map();
  /** @type {PageResources['mixed']} */
  const mixed = [];
  let mixedActive = 0;
  let mixedPassive = 0;
  for (const { url, kind, integrity } of found) {
    const host = url.hostname;
    const thirdParty = (getDomain(host) ?? host) !== ownDomain;
    if (thirdParty) {
      const entry = hosts.get(host) ?? { host, kinds: new Set(), count: 0 };
      entry.kinds.add(kind);
      entry.count += 1;
      hosts.set(host, entry);
      if (kind === 'script' && !integrity) withoutIntegrity.set(host, (withoutIntegrity.get(host) ?? 0) + 1);
    }
    if (https && url.protocol === 'http:') {
      const active = ACTIVE_KINDS.has(kind);
      if (active) mixedActive += 1;
      else mixedPassive += 1;
      if (mixed.length < MAX_LISTED_ADDRESSES) mixed.push({ url: url.href.slice(0, MAX_ADDRESS_LENGTH), kind, active });
    }
  }
  const byUse = [...hosts.values()].sort((a, b) => b.count - a.count || a.host.localeCompare(b.host));
  return {
    total: found.length,
    thirdParty: byUse.slice(0, MAX_LISTED_HOSTS).map(({ host, kinds, count }) => ({ host, kinds: [...kinds], count })),
    thirdPartyHosts: hosts.size,
    mixed: mixed.sort((a, b) => Number(b.active) - Number(a.active)),
    mixedActive,
    mixedPassive,
    scriptsWithoutIntegrity: [...withoutIntegrity].map(([host, count]) => ({ host, count })).slice(0, MAX_LISTED_HOSTS),
  };
}
