/**
 * One notion of "the same site" for every place the tester compares addresses: the canonical address (report/google.ts),
 * the sitemap's "is the tested page listed" (checks/sitemaps.ts) and the whole-site check's pages and redirects
 * (crawl/). The registrable domain comes from the Public Suffix List through tldts (private suffixes included, so
 * two shops on myshopify.com or two sites on github.io are two sites), never from a hand rule.
 *
 * - The site of a host is its registrable domain: naide.ee for www.naide.ee and pood.naide.ee, naide.co.uk for
 *   www.naide.co.uk; an IP address or a name without one (localhost, a bare suffix) is its own site.
 * - A host's form drops one leading "www." when what is left is still inside the site: www.naide.ee and naide.ee are
 *   one host, www.com.ee (com.ee is a public suffix) stays as it is.
 * - One address in another form: the same host form, path (a trailing slash aside) and query; http or https.
 */
import { getDomain } from 'tldts';

const PSL = { allowPrivateDomains: true } as const;

/** A URL, or null for anything that is not an absolute http(s) address. */
function urlOf(value: string | URL): URL | null {
  try {
    const url = typeof value === 'string' ? new URL(value) : value;
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** The site of a host name: its registrable domain, else the host itself (lower case, without a final dot). */
export function siteOfHost(hostname: string): string {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return getDomain(host, PSL) ?? host;
}

/** The host without one leading "www." when the rest is still inside its site ("www.naide.ee" → "naide.ee"). */
export function hostForm(hostname: string): string {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (!host.startsWith('www.')) return host;
  const site = getDomain(host, PSL);
  return site && site !== host ? host.slice(4) : host;
}

/** Whether two addresses are on one site (same registrable domain), whatever their scheme, host or path. */
export function isSameSite(a: string | URL, b: string | URL): boolean {
  const [x, y] = [urlOf(a), urlOf(b)];
  return Boolean(x && y && siteOfHost(x.hostname) === siteOfHost(y.hostname));
}

/** The port an address connects to: its own, else its scheme's (so http and https compare as one host). */
const portKey = (url: URL) => (url.port && url.port !== (url.protocol === 'https:' ? '443' : '80') ? url.port : '');

/** Whether two addresses are on one host in either form: www or bare, http or https (and the same port). */
export function isSameHost(a: string | URL, b: string | URL): boolean {
  const [x, y] = [urlOf(a), urlOf(b)];
  return Boolean(x && y && hostForm(x.hostname) === hostForm(y.hostname) && portKey(x) === portKey(y));
}

/** The path without a trailing slash ("/" stays "/"). */
const pathKey = (url: URL) => url.pathname.replace(/\/+$/, '') || '/';

/** One key for every form of a page's address ("naide.ee/hinnad?x=1"), or null for what is not an http(s) address. */
export function addressKey(value: string | URL): string | null {
  const url = urlOf(value);
  if (!url) return null;
  const port = portKey(url);
  return `${hostForm(url.hostname)}${port ? `:${port}` : ''}${pathKey(url)}${url.search}`;
}

/** Whether two addresses are one page: the same host form, path (a trailing slash aside) and query; any scheme. */
export function isSameAddress(a: string | URL, b: string | URL): boolean {
  const [x, y] = [addressKey(a), addressKey(b)];
  return x !== null && x === y;
}

/**
 * Every form of one page's address, as a list (a sitemap may list any of them): http and https, with and without
 * "www." (where the site allows it), with and without a trailing slash; the fragment dropped.
 */
export function addressForms(value: string | URL): string[] {
  const url = urlOf(value);
  if (!url) return [];
  const host = hostForm(url.hostname);
  const withWww = hostForm(`www.${host}`) === host ? [host, `www.${host}`] : [host];
  const port = url.port ? `:${url.port}` : '';
  const path = pathKey(url);
  const paths = path === '/' ? ['/'] : [path, `${path}/`];
  return ['https:', 'http:'].flatMap((scheme) => withWww.flatMap((h) => paths.map((p) => `${scheme}//${h}${port}${p}${url.search}`)));
}
