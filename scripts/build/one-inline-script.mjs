/**
 * Post-build step of scripts/build/finalize-export.mjs: the inline scripts at the end of a page become one.
 *
 * A page ends with four of them, one right after another: Turbopack's list of the chunks (`<script id="_R_">`), the
 * start of React's payload, the payload (one script after scripts/build/static-blocks-once.mjs) and the loader that
 * adds the chunks after the first paint (scripts/build/scripts-after-paint.mjs). The page's Content-Security-Policy
 * (scripts/build/site-headers.mjs) allowed each by its hash: 44 characters that do not compress, about 0.13 KB of
 * each compressed document with the tags. One script runs the same statements in the same order, each ended by a
 * new line and a semicolon, so that none can continue the one before it.
 *
 * The script keeps the last id of the run: the loader's, which it looks itself up by and which tests wait on. React
 * marks its bootstrap script `_R_` for a `<link rel="expect">` that a static export does not write, and nothing reads it.
 * A page already done (one script) is returned as it was.
 *
 * What the pass expects: a page whose body ends with two or more inline scripts ends with one, that runs their texts
 * in their order, under the last one's id.
 */
import { trailingInlineScriptsOf } from './pass.mjs';

/** The run of inline classic scripts (no `src`, no `type`; an `id` at most) that ends right before `</body>`. */
const TRAILING_RUN = /(?:<script(?: id="[^"]*")?>(?:(?!<\/script>)[\s\S])*<\/script>)+(?=<\/body>)/;
const INLINE_SCRIPT = /<script(?: id="([^"]*)")?>((?:(?!<\/script>)[\s\S])*)<\/script>/g;

/**
 * @param {string} html
 * @returns {string}
 */
export function oneInlineScript(html) {
  const run = TRAILING_RUN.exec(html);
  if (!run) return html;
  const scripts = [...run[0].matchAll(INLINE_SCRIPT)];
  if (scripts.length < 2) return html;
  const id = scripts.findLast((script) => script[1] !== undefined)?.[1];
  const body = scripts.map((script) => script[2]).join('\n;');
  const merged = `<script${id === undefined ? '' : ` id="${id}"`}>${body}</script>`;
  return html.slice(0, run.index) + merged + html.slice(run.index + run[0].length);
}

/** @type {import('./passes.mjs').PagePass<void>} */
export const oneInlineScriptPass = {
  name: 'one-inline-script',
  does: 'the inline scripts at the end of each page are one',
  skip: (options) => (options.plainScripts ? "--plain-scripts: Next's own script tags stay" : ''),
  expects(html) {
    const run = trailingInlineScriptsOf(html);
    return run.length > 1 ? `the inline scripts right before </body> (${run.length} on this page)` : null;
  },
  apply: (html) => oneInlineScript(html),
  after(html, _context, before) {
    const run = trailingInlineScriptsOf(html);
    if (run.length !== 1) return `the body ends with ${run.length} inline scripts, not one`;
    const scripts = trailingInlineScriptsOf(before);
    if (run[0].text !== scripts.map((script) => script.text).join('\n;')) return "the one script does not run the page's scripts in their order";
    const id = scripts.findLast((script) => script.attributes.has('id'))?.attributes.get('id');
    return run[0].attributes.get('id') === id ? null : `the one script's id is ${run[0].attributes.get('id')}, not ${id}`;
  },
};
