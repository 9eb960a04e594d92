/**
 * The post-export step: what `npm run build` does to the static export after `next build`, as one ordered list of
 * passes over the exported pages (run by scripts/build/finalize-export.mjs; docs/architecture.md, "The build").
 *
 * The order, stated here once, is a dependency order: the 404 page is made first, so that every later pass finishes
 * it like any page; the font preload goes in before the script tags are moved; static-blocks-once joins React's
 * payload scripts before one-inline-script joins the run of inline scripts they belong to (scripts-after-paint's
 * loader last among them); the Content-Security-Policy hashes the inline scripts as they will be served, so it comes
 * after every pass that changes them; the _headers file lists the pages that are left.
 *
 * The passes rewrite what Next.js and React write (their script tags, React's Flight rows), which a new version may
 * write otherwise. So each page pass declares, besides its rewrite:
 * - `expects`: what it looks for on a page, read with the HTML tokenizer (lib/html-tags.mjs), not with the pattern
 *   it rewrites with; a page where it expects something but its rewrite changes nothing stops the build;
 * - `after`: what the page must be like once it is done; a page that is otherwise stops the build.
 * The error (PassError) names the pass, the page and what it looked for. "Left as it was" is never a silent outcome.
 * An export pass checks its own expectations and throws the same error.
 */
import { fontPreloadPass } from './font-preload.mjs';
import { headersFilePass, securityPolicyPass } from './site-headers.mjs';
import { notFoundPagePass } from './not-found-page.mjs';
import { oneInlineScriptPass } from './one-inline-script.mjs';
import { PassError } from './pass.mjs';
import { scriptsAfterPaintPass } from './scripts-after-paint.mjs';
import { staticBlocksOncePass } from './static-blocks-once.mjs';

/**
 * @typedef {object} Options
 * @property {boolean} [plainScripts] the bench's floor: Next's own script tags stay
 * @property {string} [notFoundFrom] the route 404.html is made of (default: lib/not-found.mjs's UNKNOWN_PAGE_PATH)
 * @property {boolean} [english] the English site (SITE_LOCALE=en)
 */
/**
 * An export as the passes see it, in memory; scripts/build/finalize-export.mjs reads it and writes it back.
 * @typedef {object} Site
 * @property {string} outDir the export's folder
 * @property {Map<string, string>} pages HTML by file (outDir/…/x.html)
 * @property {Map<string, string>} files other files to write, by path in outDir
 * @property {string[]} removed paths in outDir to remove
 * @property {{ app?: Record<string, string[]> }} fontManifest Next's font manifest (.next/server/next-font-manifest.json)
 * @property {Options} options
 * @property {Promise<any>} [policyModules] lib/site-headers' modules, when the caller has them loaded already
 */
/**
 * @template Context
 * @typedef {object} PagePass
 * @property {string} name
 * @property {string} does what it makes true of every page, for the build's log
 * @property {(options: Options) => string} [skip] why it does not run for these options ('' when it runs)
 * @property {(site: Site) => Context | Promise<Context>} [prepare] what it reads of the whole export first
 * @property {(html: string, context: Context) => string | null} expects what it looks for on this page, or null
 * @property {(html: string, context: Context) => string} apply the page rewritten
 * @property {(html: string, context: Context, before: string) => string | null} [after] what is wrong with the page it left, or null
 */
/**
 * @typedef {object} ExportPass
 * @property {string} name
 * @property {string} does
 * @property {(options: Options) => string} [skip]
 * @property {(site: Site) => string | Promise<string>} run does its work on the export and says what it did
 */

/** The passes, in the order they run. */
export const PASSES = [notFoundPagePass, fontPreloadPass, scriptsAfterPaintPass, staticBlocksOncePass, oneInlineScriptPass, securityPolicyPass, headersFilePass];

/** A pass's own error as PassError, naming the page. */
function asPassError(error, pass, file) {
  return error instanceof PassError ? error : new PassError(pass.name, file, error instanceof Error ? error.message : String(error));
}

/**
 * Runs the passes over the export, in order, each over every page; stops at the first PassError.
 * @param {Site} site
 * @param {(line: string) => void} [log]
 * @param {readonly (PagePass<any> | ExportPass)[]} [passes]
 */
export async function runPasses(site, log = console.log, passes = PASSES) {
  for (const pass of passes) {
    const skipped = pass.skip?.(site.options);
    if (skipped) {
      log(`${pass.name}: skipped (${skipped})`);
      continue;
    }
    if ('run' in pass) {
      log(`${pass.name}: ${await pass.run(site)}`);
      continue;
    }
    const context = await pass.prepare?.(site);
    let changed = 0;
    for (const [file, html] of site.pages) {
      let done;
      try {
        const expected = pass.expects(html, context);
        done = pass.apply(html, context);
        if (done === html) {
          if (expected) throw new PassError(pass.name, file, `found nothing to do; it looked for ${expected}`);
          continue;
        }
        const problem = pass.after?.(done, context, html);
        if (problem) throw new PassError(pass.name, file, problem);
      } catch (error) {
        throw asPassError(error, pass, file);
      }
      site.pages.set(file, done);
      changed++;
    }
    log(`${pass.name}: ${pass.does} (${changed} of ${site.pages.size} pages changed)`);
  }
}
