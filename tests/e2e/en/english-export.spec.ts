import { readFileSync } from 'node:fs';
import { test, expect, SITE_URL, SITE_URL_EN } from '../fixtures';
import { exportedRoutes } from '../exported-pages';
import { decode, parseStaticHtml } from '../html';
import { estonianIn } from '@/tests/language';
import { clientsPrimary, clientsSecondary } from '@/content/clients';
import { partners } from '@/content/partners';
import { AUDIT_CTA } from '@/lib/blog/cta';

/**
 * What a crawler and a link preview read of the English export (out-en/), beyond its visible text: every address on
 * the English host (path, query keys and fragment) and every element id a fragment can name, every og:image, and
 * every string of the structured data. Nothing of it may be Estonian, outside the proper names of the language
 * check (tests/language.ts). Addresses on the Estonian host are the pages' Estonian pairs (hreflang, the language
 * switch) and stay Estonian; build files under /_next/ are named by hashes, not words.
 */
const DIR = 'out-en';
const EN_ORIGIN = new URL(SITE_URL_EN).origin;
const ET_ORIGIN = new URL(SITE_URL).origin;
/** The audit form's anchor id, which the specification fixes for the article's audit block. */
const SPEC_IDS = new Set<string>([AUDIT_CTA.id]);

const fileOf = (path: string) => `${DIR}${path === '/' ? '/index' : path}.html`;
const PAGES = [...exportedRoutes(DIR), '/404'].map((path) => ({ path, html: readFileSync(fileOf(path), 'utf8') }));
const ARTICLES = PAGES.filter((p) => p.path.startsWith('/blog/'));

/** The logo files of the clients and partners, named after those companies (proper names). */
const NAMED_FILES = new Set([...clientsPrimary, ...clientsSecondary, ...partners].map((company) => company.logo));

/**
 * The words of an address on this host that a person may read: the path, the query's keys and the fragment (none
 * for a company's logo file, which is named after the company).
 */
function readableParts(address: string): string | null {
  let url: URL;
  try {
    url = new URL(address, `${EN_ORIGIN}/`);
  } catch {
    return null;
  }
  if (url.origin !== EN_ORIGIN || url.pathname.startsWith('/_next/')) return null;
  if (NAMED_FILES.has(url.pathname)) return null;
  return [decodeURIComponent(url.pathname), ...url.searchParams.keys(), decodeURIComponent(url.hash)].join(' ');
}

/** Every address a page names: links, images, sources, forms and head tags. */
function addressesOf(html: string): string[] {
  const attributes = [...html.matchAll(/\s(?:href|src|action|content)="([^"]*)"/g)].map((m) => decode(m[1]));
  const sets = [...html.matchAll(/\s(?:srcSet|srcset|imageSrcSet)="([^"]*)"/g)].flatMap((m) => decode(m[1]).split(',').map((s) => s.trim().split(/\s+/)[0]));
  return [...attributes, ...sets].filter((value) => /^(\/|https?:\/\/|\?|#)/.test(value));
}

/** Every string value of a JSON-LD block, with where it is. */
function stringsIn(value: unknown, at = ''): [string, string][] {
  if (typeof value === 'string') return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => stringsIn(item, `${at}[${i}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => stringsIn(item, `${at}.${key}`));
  return [];
}

test('every address on the English host is English: paths, query keys and fragments', () => {
  const found: string[] = [];
  for (const { path, html } of PAGES) {
    for (const address of new Set(addressesOf(html))) {
      const words = readableParts(address);
      const estonian = words === null ? [] : estonianIn(words);
      if (estonian.length) found.push(`${path}: ${address} (${estonian.join(', ')})`);
    }
  }
  for (const feed of ['sitemap.xml', 'blog/rss.xml']) {
    const xml = readFileSync(`${DIR}/${feed}`, 'utf8');
    for (const [, address] of xml.matchAll(/<(?:loc|link|guid)[^>]*>([^<]+)</g)) {
      const words = readableParts(address);
      if (words && estonianIn(words).length) found.push(`${feed}: ${address}`);
    }
  }
  expect(found).toEqual([]);
});

test('the privacy notice is /privacy on the English host, and no page names /privaatsus there', () => {
  expect(PAGES.map((p) => p.path)).toContain('/privacy');
  expect(PAGES.map((p) => p.path)).not.toContain('/privaatsus');
  for (const { path, html } of PAGES) {
    const own = addressesOf(html).filter((address) => !address.startsWith(ET_ORIGIN));
    expect(own.filter((address) => address.includes('privaatsus')), path).toEqual([]);
  }
  const sitemap = readFileSync(`${DIR}/sitemap.xml`, 'utf8');
  expect(sitemap).toContain(`<loc>${SITE_URL_EN}/privacy</loc>`);
  expect(sitemap).toContain(`hreflang="et" href="${SITE_URL}/privaatsus"`);
});

test('every element id a fragment can name is English', () => {
  const found = PAGES.flatMap(({ path, html }) =>
    [...html.matchAll(/\sid="([^"]+)"/g)]
      .map((m) => m[1])
      .filter((id) => !id.startsWith('_R_') && !SPEC_IDS.has(id) && estonianIn(id.replace(/[-_]/g, ' ')).length)
      .map((id) => `${path}: #${id}`),
  );
  expect([...new Set(found)]).toEqual([]);
});

test('every page shares the English card, an article its own English picture', () => {
  const articles = new Set(ARTICLES.map((a) => a.path));
  expect(articles.size).toBeGreaterThan(0);
  // The unknown-address page (404.html, noindex) is not a page anyone shares.
  for (const { path, html } of PAGES.filter((p) => p.path !== '/404')) {
    const { meta } = parseStaticHtml(html);
    const expected = articles.has(path) ? `${SITE_URL_EN}${path}/share.png` : `${SITE_URL_EN}/og-image-en.png`;
    expect(meta['og:image'], path).toBe(expected);
    expect(meta['twitter:image'], path).toBe(expected);
  }
});

test('the structured data speaks English: every name, description and other text of every block', () => {
  const found: string[] = [];
  let blocks = 0;
  for (const { path, html } of PAGES) {
    for (const block of parseStaticHtml(html).jsonLd) {
      blocks += 1;
      for (const [at, value] of stringsIn(block)) {
        if (/^https?:\/\//.test(value)) {
          const words = readableParts(value);
          if (words && estonianIn(words).length) found.push(`${path} ${block['@type']}${at}: ${value}`);
        } else if (estonianIn(value).length) {
          found.push(`${path} ${block['@type']}${at}: ${value.slice(0, 100)} (${estonianIn(value).join(', ')})`);
        }
      }
    }
  }
  expect(blocks).toBeGreaterThan(PAGES.length);
  expect(found).toEqual([]);
});
