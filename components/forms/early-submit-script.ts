/**
 * The few lines that keep a form's submit made before the page's scripts ran (scripts/build/scripts-after-paint.mjs
 * loads them after the first paint). Each form with a pre-hydration submit path renders this script before itself, as
 * long as React has not hydrated it (components/forms/before-scripts.tsx); the first copy on a page installs it, the
 * others do nothing. Every inline script of an exported page is allowed by its hash in the page's
 * Content-Security-Policy (scripts/build/site-headers.mjs), this one too: it needs no change to the build.
 *
 * It acts only on a form marked `data-early` (the form drops the mark once hydrated):
 * - a submit (or a failed check of the browser's, an `invalid` event) is cancelled and the form marked
 *   `data-early-sent`: the button shows that it is working (CSS), and the form carries the submit out once hydrated.
 *   The browser's own bubble, in the browser's language, is not shown: the hydrated form shows the site's messages.
 * - as the visitor types, the submit button is enabled or disabled as the hydrated form does: disabled while a field
 *   named in `data-early` ("name email") is blank. Without this the server-rendered button, disabled for the empty
 *   field, could not be pressed at all.
 * Only attributes change: React tolerates attributes it did not write, never text it did not write.
 */

/** The mark of a form that is waiting for its scripts; its value names the fields that must not be blank. */
export const EARLY_ATTR = 'data-early';
/** The mark of a form submitted before its scripts ran. */
export const EARLY_SENT_ATTR = 'data-early-sent';

/** The script, written small by hand (it is not minified): ES5, one statement per concern. */
export const EARLY_SUBMIT_SCRIPT =
  '(function(w){if(w.__earlySubmit)return;w.__earlySubmit=1;' +
  // The form an event belongs to, if it waits for its scripts.
  `function f(e){var t=e.target;t=t&&(t.form||t);return t&&t.hasAttribute&&t.hasAttribute("${EARLY_ATTR}")?t:null}` +
  `function hold(e){var t=f(e);if(t){e.preventDefault();t.setAttribute("${EARLY_SENT_ATTR}","")}}` +
  'w.addEventListener("submit",hold,true);w.addEventListener("invalid",hold,true);' +
  `w.addEventListener("input",function(e){var t=f(e),n=t&&t.getAttribute("${EARLY_ATTR}"),b=n&&t.querySelector("[type=submit]");` +
  'if(b)b.disabled=n.split(" ").some(function(k){var c=t.elements[k];return!c||!c.value.trim()})},true)' +
  '})(window)';
