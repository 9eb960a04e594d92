/**
 * Post-build step of scripts/build/finalize-export.mjs: the framework's scripts run after the first paint.
 *
 * Next.js writes its chunks as `<script src async>` in <head>. An async script runs as soon as it arrives, so on
 * our longer documents the chunks arrive while the page is still being parsed and run before the browser paints
 * anything: the first screen waits for about 145 KiB of JavaScript to be compiled and run (and Lighthouse's
 * simulation charges every script that ran before the paint to LCP). Here each of those tags, and Next's own
 * `<link rel="preload" as="script">` for them, is taken out, and one small inline script at the end of <body> adds
 * the chunks as async scripts in the next task after the browser reports the first contentful paint (a
 * PerformanceObserver of "paint" entries: the frame is on screen, not only painted on the main thread; measured
 * here, a requestAnimationFrame and a 0 ms timeout still ran the scripts before the reported paint on a busy
 * machine). So the first screen has the connection to itself: the document, the style sheet and the font are all it
 * loads, and the chunks download right after the paint. (The first version kept the chunks as low-priority
 * preloads so they downloaded from the start: on a phone's connection they then shared the bandwidth with the
 * style sheet and the font, and Lighthouse's simulation charged the 145 KiB to LCP, 0.4–0.6 s on /privaatsus.)
 * A page that is not visible, or a browser without paint timing, adds them at once; a paint that takes
 * more than 2 s does not hold them back longer.
 *
 * The turbopack runtime finds chunks by their <script src> in the document and never adds one itself for the
 * chunks the page lists (they are loaded "by the runtime"), and all are added in one go, so no chunk runs twice.
 * The inline script is hashed into the page's Content-Security-Policy by scripts/build/site-headers.mjs like Next's own.
 * Legacy `noModule` scripts are left alone. Applying it again to a finished page changes nothing.
 * Performance marks name the moments: "scripts-after-paint" when the chunks are added, "scripts-after-paint:ran"
 * when every one has run; then the loader's own element also gets `data-ran` (the end-to-end tests wait for it after
 * a navigation, as they waited for `load` before: Playwright's fake clock replaces `performance`, not the DOM).
 *
 * The web manifest's `<link rel="manifest">` goes too: Chrome fetched the manifest as soon as it saw the tag, one
 * more request sharing a phone's connection with the style sheet and the font before the first paint. React adds
 * the tag back to <head> when the page hydrates (it is in the metadata React renders; checked in
 * tests/e2e/first-paint.spec.ts), and the manifest is only read when someone adds the site to a home screen.
 *
 * What the pass expects: a page with the framework's chunk scripts (`<script src="/_next/static/…">`) ends with no
 * chunk script, chunk preload or manifest link, and one loader that adds exactly those chunks, in their order.
 */
import { tagsOf } from '../../lib/html-tags.mjs';
import { chunkScriptsOf, tokensOf } from './pass.mjs';

/** Marks the inline loader, so that a second run leaves the page as it is. */
export const LOADER_ID = 'scripts-after-paint';

/** The longest the scripts wait for the first paint (a page hidden before it is painted is never painted). */
const FALLBACK_MS = 2000;

const SCRIPT_TAG = /<script src="([^"]+)" async=""><\/script>/g;
/** Next's `<link rel="preload" as="script">` for a chunk (the bytes budget counts any that remain). */
export const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]* href="([^"]+)"\/>/g;

/** The web manifest's tag as Next writes it into <head>. */
const MANIFEST_LINK = /<link rel="manifest" href="[^"]*"(?: crossorigin="[^"]*")?\/>/;

/** The inline script that adds the chunks after the first frame, in their order in the document. */
export function loaderScript(sources) {
  const list = JSON.stringify(sources);
  return (
    `<script id="${LOADER_ID}">(function(d){var s=${list},done=0;` +
    // Marks: when the chunks are added, and when all of them have run (what the load event meant before).
    `function go(){if(done)return;done=1;performance.mark("${LOADER_ID}");var n=s.length;` +
    `function ran(){if(--n===0){performance.mark("${LOADER_ID}:ran");d.getElementById("${LOADER_ID}").setAttribute("data-ran","")}}` +
    'for(var i=0;i<s.length;i++){var e=d.createElement("script");e.src=s[i];e.async=true;e.onload=e.onerror=ran;d.head.appendChild(e)}}' +
    // The first contentful paint as the browser reports it (after the frame is on screen), in the next task.
    'var P=window.PerformanceObserver;' +
    'if(d.visibilityState!=="visible"||!P||(P.supportedEntryTypes||[]).indexOf("paint")<0){go()}else{' +
    'new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(go,0)}}).observe({type:"paint",buffered:true});' +
    `setTimeout(go,${FALLBACK_MS})}})(document)</script>`
  );
}

/**
 * The chunks a finished page's loader adds after the first paint, in order (none on a page without the loader).
 * @param {string} html
 * @returns {string[]}
 */
export function loaderSources(html) {
  // The loader may share its script with the page's other inline scripts (scripts/build/one-inline-script.mjs).
  const list = new RegExp(`<script id="${LOADER_ID}">(?:(?!</script>)[\\s\\S])*?\\(function\\(d\\)\\{var s=(\\[[^\\]]*\\])`).exec(html)?.[1];
  return list ? JSON.parse(list) : [];
}

/**
 * The page with its framework scripts loaded after the first paint and its manifest tag left to React; a page
 * without such scripts (nothing would add the tag back), or one done already, is returned unchanged.
 * @param {string} html
 * @returns {string}
 */
export function scriptsAfterPaint(html) {
  if (html.includes(`<script id="${LOADER_ID}">`)) return html;
  const sources = [];
  const withoutTags = html.replace(SCRIPT_TAG, (_tag, src) => {
    if (!sources.includes(src)) sources.push(src);
    return '';
  });
  // Next's preloads of those chunks go too: downloading them before the paint is what this step avoids.
  const rewritten = withoutTags.replace(SCRIPT_PRELOAD, (tag, src) => (sources.includes(src) ? '' : tag)).replace(MANIFEST_LINK, '');
  if (sources.length === 0) return html;
  if (!rewritten.includes('</body>')) throw new Error('scripts-after-paint: a page without </body>');
  return rewritten.replace(/<\/body>(?![\s\S]*<\/body>)/, `${loaderScript(sources)}</body>`);
}

/** @type {import('./passes.mjs').PagePass<void>} */
export const scriptsAfterPaintPass = {
  name: 'scripts-after-paint',
  does: "the framework's scripts run after the first paint",
  skip: (options) => (options.plainScripts ? "--plain-scripts: Next's own script tags stay" : ''),
  expects(html) {
    const chunks = chunkScriptsOf(html);
    return chunks.length > 0 ? `Next's chunk scripts, <script src="/_next/static/…" async=""> (${chunks.length} on this page)` : null;
  },
  apply: (html) => scriptsAfterPaint(html),
  after(html, _context, before) {
    const left = chunkScriptsOf(html);
    if (left.length > 0) return `left ${left.length} chunk script tags that its pattern did not match: ${left.join(', ')}`;
    const expected = [...new Set(chunkScriptsOf(before))];
    const added = loaderSources(html);
    if (JSON.stringify(added) !== JSON.stringify(expected)) return `its loader adds ${JSON.stringify(added)}, not the page's chunks ${JSON.stringify(expected)}`;
    const tags = tagsOf(html);
    if (tags.some((tag) => tag.name === 'link' && tokensOf(tag, 'rel').includes('manifest'))) return 'left the web manifest\'s <link rel="manifest">';
    const preloaded = tags.filter((tag) => tag.name === 'link' && tokensOf(tag, 'rel').includes('preload') && added.includes(tag.attributes.get('href') ?? ''));
    return preloaded.length > 0 ? `left the preload of ${preloaded.map((tag) => tag.attributes.get('href')).join(', ')}` : null;
  },
};
