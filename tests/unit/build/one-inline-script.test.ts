import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { oneInlineScript } from '../../../scripts/build/one-inline-script.mjs';

/** The end of an exported page as Next and our build steps leave it (scripts/build/finalize-export.mjs). */
const scripts = [
  '<script id="_R_">(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push({"otherChunks":["static/chunks/a.js"]});</script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script>self.__next_f.push([1,"0:\\"row\\"\\n"])</script>',
  '<script id="scripts-after-paint">(function(d){d.loaded=self.__next_f.length})(document)</script>',
];
const head = '<!DOCTYPE html><html lang="et"><head><meta charSet="utf-8"/><script src="/_next/static/chunks/legacy.js" noModule=""></script></head>';
const body = '<body><h1>Tere</h1><script type="application/ld+json" id="organization-jsonld">{"@type":"Organization"}</script>';
const page = `${head}${body}${scripts.join('')}</body></html>`;

/** A global object for running a page's scripts: `self` and `globalThis` are the window, as in a browser. */
type Context = Record<string, unknown> & { self: Record<string, unknown>; document: Record<string, unknown> };
function browserGlobals(): Context {
  const context = { document: {} } as Context;
  context.self = context;
  context.globalThis = context;
  return context;
}

/** The inline classic scripts of a page, as a browser would run them. */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\b(?:src|type)=)([^>]*)>([\s\S]*?)<\/script>/g)].map((m) => ({ attributes: m[1], text: m[2] }));

describe('the inline scripts at the end of a page become one', () => {
  const done = oneInlineScript(page);

  it('writes one script with the loader’s id in place of the four, and leaves the rest of the page as it was', () => {
    expect(inlineScripts(done)).toHaveLength(1);
    expect(inlineScripts(done)[0].attributes).toBe(' id="scripts-after-paint"');
    expect(done.startsWith(`${head}${body}<script id="scripts-after-paint">`)).toBe(true);
    expect(done.endsWith('</script></body></html>')).toBe(true);
  });

  it('runs the same statements in the same order, none continuing the one before it', () => {
    // Run separately, then as the one script: the second script's `(…)` after the first's `)` must not become a call.
    const separate = browserGlobals();
    for (const { text } of inlineScripts(page)) runInNewContext(text, separate);
    const merged = browserGlobals();
    runInNewContext(inlineScripts(done)[0].text, merged);
    expect(merged.self.__next_f).toEqual([[0], [1, '0:"row"\n']]);
    expect(merged.self.__next_f).toEqual(separate.self.__next_f);
    expect(merged.document.loaded).toBe(2);
    expect(merged.TURBOPACK).toEqual(separate.TURBOPACK);
  });

  it('keeps a script that ends in a line comment from swallowing the next one', () => {
    const commented = page.replace('.push([0])</script>', '.push([0]) // started</script>');
    const context = browserGlobals();
    runInNewContext(inlineScripts(oneInlineScript(commented))[0].text, context);
    expect(context.self.__next_f).toEqual([[0], [1, '0:"row"\n']]);
  });

  it('leaves alone a page done already, a lone script, and scripts that are not at the end of <body>', () => {
    expect(oneInlineScript(done)).toBe(done);
    const lone = `${head}${body}${scripts[3]}</body></html>`;
    expect(oneInlineScript(lone)).toBe(lone);
    const apart = `${head}${body}${scripts[0]}<p>Vahel tekst</p>${scripts[3]}</body></html>`;
    expect(oneInlineScript(apart)).toBe(apart);
  });
});
