/**
 * What every post-export pass (scripts/build/passes.mjs) shares: the error that stops the build, and the readings of
 * a page that a pass's expectations are made of. The readings use the HTML tokenizer (lib/html-tags.mjs), not the
 * patterns the passes rewrite with, so that a pattern that no longer matches Next's or React's output is caught
 * instead of leaving the page as it was.
 */
import { isExecutableScript, tagsOf } from '../../lib/html-tags.mjs';

export { isExecutableScript };

/** A pass that found nothing to do where it expected something, or left a page otherwise than it promised. */
export class PassError extends Error {
  /** @param {string} pass @param {string} page @param {string} problem */
  constructor(pass, page, problem) {
    super(`${pass}: ${page}: ${problem}`);
    this.name = 'PassError';
    this.pass = pass;
    this.page = page;
  }
}

/** The address prefix of the framework's files. */
export const NEXT_STATIC = '/_next/static/';

/** Space-separated tokens of an attribute, lower case. @param {import('../../lib/html-tags.mjs').Tag} tag @param {string} name */
export const tokensOf = (tag, name) => (tag.attributes.get(name) ?? '').toLowerCase().split(/\s+/).filter(Boolean);

/** The framework's chunk scripts of a page, `<script src="/_next/static/…">` (legacy `nomodule` ones left out), in order. */
export function chunkScriptsOf(html) {
  return tagsOf(html)
    .filter((tag) => tag.name === 'script' && (tag.attributes.get('src') ?? '').startsWith(NEXT_STATIC) && !tag.attributes.has('nomodule'))
    .map((tag) => tag.attributes.get('src'));
}

/** React's inline payload as the page carries it: the texts of its `self.__next_f.push(…)` scripts, in order. */
export function payloadScriptsOf(html) {
  return tagsOf(html)
    .filter((tag) => isExecutableScript(tag) && !tag.attributes.has('src') && (tag.text ?? '').includes('self.__next_f'))
    .map((tag) => tag.text ?? '');
}

/** The data rows of React's payload, joined: each `self.__next_f.push([1,"…"])` string of the page, decoded. */
export function payloadOf(html) {
  return payloadScriptsOf(html)
    .flatMap((text) => [...text.matchAll(/self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)/g)])
    .map((match) => JSON.parse(match[1]))
    .join('');
}

/**
 * The inline classic scripts (no `src`, no `type`; an `id` at most) that end the page's body, with nothing but white
 * space between them: their tags, with locations.
 */
export function trailingInlineScriptsOf(html) {
  const run = [];
  let end = html.lastIndexOf('</body>');
  const tags = tagsOf(html, { locations: true });
  for (let i = tags.length - 1; i >= 0; i--) {
    const tag = tags[i];
    if (tag.name !== 'script' || tag.textEnd === undefined || html.slice(tag.textEnd + '</script>'.length, end).trim() !== '') break;
    if (![...tag.attributes.keys()].every((name) => name === 'id')) break;
    run.unshift(tag);
    end = tag.start;
  }
  return run;
}
