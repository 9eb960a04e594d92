/**
 * Which addresses the whole-site check visits: pages of the tested host only, in either form (www or bare, http or
 * https: lib/tester/same-site.ts), any path, with the fragment dropped (it names a place on the same page). Pure.
 */
import { isSameHost } from '@/lib/tester/same-site';

/** File types that are never HTML pages: linked, but not crawled as pages. */
const NOT_PAGES = /\.(?:pdf|zip|rar|7z|gz|jpe?g|png|gif|webp|avif|svg|ico|mp4|webm|mov|mp3|wav|docx?|xlsx?|pptx?|csv|txt|xml|json|css|js)$/i;

/** The address without its fragment, or null when it is not an http(s) address. */
export function pageAddress(href: string, base: string): URL | null {
  let url: URL;
  try {
    url = new URL(href.trim(), base);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  url.hash = '';
  return url;
}

/**
 * `href` as an absolute address when it is a page of the same host as `site` in either form (an http link on an
 * https site, or a www link on the bare domain, is still an internal link, and a broken or redirecting one), else null.
 */
export function sameSitePage(href: string, base: string, site: string): string | null {
  const url = pageAddress(href, base);
  return url && isSameHost(url, site) ? url.href : null;
}

/** Whether the address looks like a page (not a picture, a PDF or a script by its extension). */
export const looksLikePage = (address: string) => !NOT_PAGES.test(new URL(address).pathname);
