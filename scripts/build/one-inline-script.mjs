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
 */

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
