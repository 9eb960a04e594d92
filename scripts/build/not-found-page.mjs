/**
 * Post-export pass (scripts/build/passes.mjs): out/404.html becomes the unknown-address page (lib/not-found.mjs,
 * UNKNOWN_PAGE_PATH): the home screen under a "Seda lehte ei leitud" notice, titled so and marked noindex (spec: any
 * other path shows the home screen), with a tiny script that sends an unknown article address (/blogi/<slug>) to
 * /blogi#artiklit-ei-leitud, where the blog says "Artiklit ei leitud". The page's own files are removed, so its path
 * is unknown like any other. Building the 404 page from a page of its own keeps the home screen out of every other
 * page's payload and JavaScript (a not-found.tsx that renders the home screen would be bundled into every route).
 *
 * What the pass expects: the unknown-address page in the export (an export without one, such as the bench's floor,
 * names its home page with `--not-found-from /`), and a <head> in it to put the redirect in.
 */
import { join } from 'node:path';
import { UNKNOWN_ARTICLE_ANCHOR, UNKNOWN_PAGE_PATH } from '../../lib/not-found.mjs';
import { PassError } from './pass.mjs';

/** The script that sends an unknown article's address to the blog's notice. */
export function unknownArticleRedirect(english) {
  const blogPath = english ? 'blog' : 'blogi';
  return `<script>(function(){if(/^\\/${blogPath}\\/[^/]+/.test(location.pathname)){location.replace('/${blogPath}#${UNKNOWN_ARTICLE_ANCHOR}')}})();</script>`;
}

/** @type {import('./passes.mjs').ExportPass} */
export const notFoundPagePass = {
  name: 'not-found-page',
  does: '404.html is the unknown-address page',
  run(site) {
    const { outDir, pages, options } = site;
    const redirect = unknownArticleRedirect(options.english);
    const target = join(outDir, '404.html');
    if (pages.get(target)?.includes(redirect)) return '404.html was made already';
    const from = options.notFoundFrom ?? UNKNOWN_PAGE_PATH;
    const base = from === '/' ? 'index' : from.slice(1);
    const file = join(outDir, `${base}.html`);
    const page = pages.get(file);
    if (page === undefined) throw new PassError('not-found-page', file, `not in the export; it looked for the page 404.html is made of (${from})`);
    const noindex = /<meta name="robots" content="noindex/.test(page) ? '' : '<meta name="robots" content="noindex, follow"/>';
    // After the character encoding declaration, where the page's Content-Security-Policy goes before it.
    const made = page.replace(/<head>(<meta charSet="utf-8"\/>)?/, (head) => `${head}${redirect}${noindex}`);
    if (made === page) throw new PassError('not-found-page', file, 'found nothing to do; it looked for <head>, to put the unknown-article redirect in');
    pages.set(target, made);
    if (from === '/') return "404.html is the home page (the export's --not-found-from), noindex, with the unknown-article redirect";
    pages.delete(file);
    site.removed.push(`${base}.html`, `${base}.txt`, base);
    return `404.html is the unknown-address page (${from}, its own files removed) with the unknown-article redirect`;
  },
};
