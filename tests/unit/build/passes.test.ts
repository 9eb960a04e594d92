/**
 * The post-export passes (scripts/build/passes.mjs) on the real output of the installed Next.js and React: the
 * fixture app of tests/fixtures/next-export, exported by `next build` (scripts/build/next-fixture.mjs; its versions
 * are the verified ones, tests/unit/next-versions.test.ts). What each pass did is checked by another reading
 * than the pass's own: the DOM a browser builds (parse5's tree). Then the guard: a change in what Next or React write
 * (made here on the real pages) stops the build with the pass, the page and what it looked for.
 */
import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { beforeAll, describe, expect, it } from 'vitest';
import { STATIC_BLOCK_ATTRIBUTE, STATIC_BLOCK_STUB } from '../../../lib/static-blocks.mjs';
import { payloadOf } from '../../../scripts/build/pass.mjs';
import { PASSES, runPasses, type Site } from '../../../scripts/build/passes.mjs';
import { loaderSources } from '../../../scripts/build/scripts-after-paint.mjs';
import { securityPolicyPass } from '../../../scripts/build/site-headers.mjs';
import { attribute, domElements, fixtureSite, innerHtmlOf, OUT, textOf } from './post-export-fixture';

const page = (site: Site, name: string) => site.pages.get(`${OUT}/${name}`) ?? '';
const hash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const scriptsOf = (html: string) => domElements(html).filter((e) => e.tagName === 'script');
const inlineScripts = (html: string) => scriptsOf(html).filter((e) => attribute(e, 'src') === null && attribute(e, 'type') === null);

describe('the post-export passes on the real output of the installed Next.js and React', () => {
  const raw = fixtureSite();
  const done = fixtureSite();
  const log: string[] = [];
  beforeAll(() => runPasses(done, (line) => log.push(line)));

  it('run in the order of the one list, each over the pages it is for', () => {
    expect(log.map((line) => line.split(':')[0])).toEqual(PASSES.map((pass) => pass.name));
    expect(log).toEqual([
      expect.stringContaining('404.html is the home page'),
      expect.stringContaining('(2 of 4 pages changed)'), // font-preload: sivu.html (page.et.tsx) and Next's 404 page
      expect.stringContaining('(4 of 4 pages changed)'),
      expect.stringContaining('(3 of 4 pages changed)'), // static blocks: the home page, its 404 copy, sivu.html
      expect.stringContaining('(4 of 4 pages changed)'),
      expect.stringContaining('(4 of 4 pages changed)'),
      expect.stringContaining('security headers, caching for 2 pages'),
    ]);
  });

  it('font-preload: a page of one language (page.et.tsx) preloads the layout font like page.tsx, in <head> before the style sheet', () => {
    const font = (html: string) => domElements(html).find((e) => e.tagName === 'link' && attribute(e, 'as') === 'font');
    const home = font(page(raw, 'index.html'));
    expect(font(page(raw, 'sivu.html'))).toBeUndefined();
    const added = font(page(done, 'sivu.html'));
    expect(added && attribute(added, 'href')).toBe(home && attribute(home, 'href'));
    const elements = domElements(page(done, 'sivu.html'));
    const stylesheet = elements.findIndex((e) => e.tagName === 'link' && attribute(e, 'rel') === 'stylesheet');
    expect(elements.indexOf(added!)).toBeLessThan(stylesheet);
    expect(added?.parentNode && 'tagName' in added.parentNode && added.parentNode.tagName).toBe('head');
  });

  it("scripts-after-paint: no chunk is loaded before the paint; the loader adds the page's chunks in order; the manifest tag is React's", () => {
    // 404.html is made of the home page (the first pass).
    for (const [name, source] of [['index.html', 'index.html'], ['sivu.html', 'sivu.html'], ['404.html', 'index.html']]) {
      const before = scriptsOf(page(raw, source))
        .filter((e) => attribute(e, 'nomodule') === null)
        .map((e) => attribute(e, 'src'))
        .filter((src) => src?.startsWith('/_next/static/'));
      const after = page(done, name);
      const legacy = scriptsOf(after).filter((e) => attribute(e, 'src') !== null);
      expect(legacy.every((e) => attribute(e, 'nomodule') !== null), name).toBe(true);
      expect(domElements(after).filter((e) => e.tagName === 'link' && ['preload', 'manifest'].includes(attribute(e, 'rel') ?? '') && attribute(e, 'as') !== 'font')).toEqual([]);
      expect(loaderSources(after)).toEqual([...new Set(before)]);
    }
  });

  it("static-blocks-once: React's payload no longer repeats a static block's text, and every other row is kept byte for byte", () => {
    for (const name of ['index.html', 'sivu.html']) {
      const before = page(raw, name);
      const blocks = domElements(before).filter((e) => attribute(e, STATIC_BLOCK_ATTRIBUTE) !== null);
      expect(blocks.length).toBeGreaterThan(0);
      // What the pass must have done, made from the page's DOM: each block's text out of its row, the row's length
      // (UTF-8 bytes, hex) made the stub's; a short text inside its element's row becomes the stub there.
      let expected = payloadOf(before);
      for (const block of blocks) {
        const text = block.tagName === 'script' ? textOf(block) : innerHtmlOf(before, block);
        const row = `:T${Buffer.byteLength(text, 'utf8').toString(16)},${text}`;
        const inline = `"html":${JSON.stringify(text)},"blockKey":"${attribute(block, STATIC_BLOCK_ATTRIBUTE)}"`;
        expect(expected.includes(row) || expected.includes(inline), `${name}: ${text.slice(0, 40)}`).toBe(true);
        expected = expected.replace(row, `:T${Buffer.byteLength(STATIC_BLOCK_STUB).toString(16)},${STATIC_BLOCK_STUB}`).replace(inline, `"html":"${STATIC_BLOCK_STUB}","blockKey":"${attribute(block, STATIC_BLOCK_ATTRIBUTE)}"`);
      }
      expect(payloadOf(page(done, name))).toBe(expected);
      expect(payloadOf(page(done, name))).not.toContain('Lõik 1:');
    }
    // The home page's payload came in two scripts (the later part of the stream): its block's row was in the second.
    expect(page(raw, 'index.html').match(/self\.__next_f\.push\(\[1,/g)).toHaveLength(2);
    expect(payloadOf(page(done, 'index.html'))).not.toContain('Hiljem tulnud tekst');
  });

  it('one-inline-script: the body ends with one inline script that runs what the separate scripts ran, in order', async () => {
    // The same export with only the merge (and the policy after it) left out: each script on its own.
    const separate = fixtureSite();
    await runPasses(separate, () => {}, PASSES.filter((pass) => pass.name !== 'one-inline-script' && pass.name !== 'security-policy'));
    for (const name of ['index.html', 'sivu.html']) {
      const after = page(done, name);
      const scripts = inlineScripts(after);
      const trailing = scripts.at(-1)!;
      expect(after.endsWith(`${innerHtmlOf(after, trailing)}</script></body></html>`), name).toBe(true);
      expect(attribute(trailing, 'id')).toBe('scripts-after-paint');
      const alone = inlineScripts(page(separate, name)).slice(scripts.length - 1).map(textOf);
      expect(alone.length, name).toBeGreaterThan(2);
      expect(textOf(trailing)).toBe(alone.join('\n;'));
    }
    // Run in a page-like global: the merged script of the page without React's Suspense runtime does what its parts did.
    type Globals = Record<string, unknown> & { __next_f?: unknown[] };
    const run = (texts: string[]) => {
      const added: string[] = [];
      const document = {
        visibilityState: 'hidden',
        head: { appendChild: (script: { src: string }) => added.push(script.src) },
        createElement: () => ({}),
        getElementById: () => ({ setAttribute: () => {} }),
      };
      const globals = { document, performance: { mark: () => {}, now: () => 0 }, requestAnimationFrame: () => {}, setTimeout } as unknown as Globals;
      globals.self = globals;
      globals.window = globals;
      globals.globalThis = globals;
      for (const text of texts) runInNewContext(text, globals);
      return { payload: globals.__next_f, turbopack: globals.TURBOPACK, added };
    };
    const merged = run([textOf(inlineScripts(page(done, 'sivu.html')).at(-1)!)]);
    expect(merged).toEqual(run(inlineScripts(page(separate, 'sivu.html')).slice(-4).map(textOf)));
    expect(merged.payload?.length).toBeGreaterThan(1);
    expect(merged.added).toEqual(loaderSources(page(done, 'sivu.html')));
  });

  it('security-policy: one policy <meta> first in <head>, allowing exactly the inline scripts and style attributes the DOM has', () => {
    for (const name of ['index.html', 'sivu.html', '404.html', '_not-found.html']) {
      const html = page(done, name);
      const elements = domElements(html);
      const metas = elements.filter((e) => attribute(e, 'http-equiv') === 'Content-Security-Policy');
      expect(metas, name).toHaveLength(1);
      const head = elements.find((e) => e.tagName === 'head')!;
      expect(head.childNodes.filter((c) => 'tagName' in c).slice(0, 2).map((c) => attribute(c as never, 'charset') ?? attribute(c as never, 'http-equiv'))).toEqual(['utf-8', 'Content-Security-Policy']);
      const directives = new Map((attribute(metas[0], 'content') ?? '').split(';').map((d) => d.trim().split(/\s+/)).map(([n, ...s]) => [n, s]));
      const scripts = inlineScripts(html).map((e) => hash(textOf(e)));
      expect(directives.get('script-src')?.filter((s) => s.startsWith("'sha256-")).sort()).toEqual([...new Set(scripts)].sort());
      const styles = elements.map((e) => attribute(e, 'style')).filter((s) => s !== null).map(hash);
      expect(directives.get('style-src-attr')?.filter((s) => s.startsWith("'sha256-")).sort() ?? []).toEqual([...new Set(styles)].sort());
    }
    // The home page's heading has a style attribute.
    expect(page(done, 'index.html')).toMatch(/<h1 style="[^"]+">Esileht/);
  });

  it("not-found-page and headers-file: 404.html is the home page, noindex, sends an unknown article to the blog; _headers covers the pages", () => {
    const notFound = page(done, '404.html');
    expect(notFound).toContain('<h1 style=');
    expect(notFound).toContain('<meta name="robots" content="noindex, follow"/>');
    expect(notFound).toContain("location.replace('/blogi#");
    expect(done.files.get('_headers')).toMatch(/^\/sivu$/m);
  });

  it('change nothing when run again on the finished export', async () => {
    const again = { ...done, pages: new Map(done.pages), files: new Map() };
    await runPasses(again, () => {});
    expect(again.pages).toEqual(done.pages);
  });
});

describe('a change in what Next or React write stops the build, naming the pass, the page and what it looked for', () => {
  /** Runs the passes over the fixture with one page changed as a new version might write it. */
  const runWith = async (name: string, change: (html: string) => string) => {
    const site = fixtureSite();
    const before = site.pages.get(`${OUT}/${name}`)!;
    const changed = change(before);
    expect(changed, 'the change must change the page').not.toBe(before);
    site.pages.set(`${OUT}/${name}`, changed);
    await runPasses(site, () => {});
  };

  it.each([
    [
      'font-preload',
      "Next's font preload written with `as` first",
      'index.html',
      (html: string) => html.replace(/<link rel="preload" href="([^"]+)" as="font"/, '<link rel="preload" as="font" href="$1"'),
      /^font-preload: every page: no page has Next's preload of \/_next\/static\/media\/\S+ \(listed in its font manifest\) to copy; it looked for <link rel="preload" href="…" as="font"/,
    ],
    [
      'scripts-after-paint',
      'chunk scripts written with a bare `async`',
      'sivu.html',
      (html: string) => html.replaceAll(' async=""></script>', ' async></script>'),
      /^scripts-after-paint: out\/sivu\.html: found nothing to do; it looked for Next's chunk scripts, <script src="\/_next\/static\/…" async=""> \(\d+ on this page\)$/,
    ],
    [
      'static-blocks-once',
      "React's payload pushed with a space after the comma",
      'sivu.html',
      (html: string) => html.replaceAll('self.__next_f.push([1,"', 'self.__next_f.push([1, "'),
      /^static-blocks-once: out\/sivu\.html: found nothing to do; it looked for the texts of its 1 static blocks \(data-static\) in React's payload/,
    ],
    [
      'static-blocks-once',
      'a short block\'s props written "blockKey" first',
      'index.html',
      (html: string) => html.replace(/\\"html\\":(\\"\\u003cp[^"]*\\"),\\"blockKey\\":(\\"[0-9a-z]+\\")/, '\\"blockKey\\":$2,\\"html\\":$1'),
      /^static-blocks-once: out\/(404|index)\.html: React's payload holds 3 stubs for the page's 4 static blocks$/,
    ],
    [
      'one-inline-script',
      'every script written on a line of its own',
      'sivu.html',
      (html: string) => html.replaceAll('</script><script', '</script>\n<script').replace('</script></body>', '</script>\n</body>'),
      /^one-inline-script: out\/sivu\.html: found nothing to do; it looked for the inline scripts right before <\/body> \(\d+ on this page\)$/,
    ],
    [
      'security-policy',
      'a page without a <head> tag',
      'sivu.html',
      (html: string) => html.replace('<head>', ''),
      /^security-policy: out\/sivu\.html: The page has no <head>$/,
    ],
  ])('%s: %s', async (_pass, _change, name, change, message) => {
    await expect(runWith(name, change)).rejects.toThrow(message);
  });

  it("security-policy: a policy that does not allow one of the page's inline scripts is refused", async () => {
    const site = fixtureSite();
    await runPasses(site, () => {});
    const finished = page(site, 'sivu.html');
    const weakened = finished.replace(/ 'sha256-[^']+'/, '');
    expect(weakened).not.toBe(finished);
    const context = await site.policyModules;
    expect(securityPolicyPass.after?.(weakened, context as never, finished)).toMatch(/^script-src does not allow 1 of the page's \d+ inline texts: /);
    expect(securityPolicyPass.after?.(finished, context as never, finished)).toBeNull();
  });

  it('not-found-page: an export without the page 404.html is made of', async () => {
    const site = fixtureSite({});
    await expect(runPasses(site, () => {})).rejects.toThrow(/^not-found-page: out\/lehte-ei-leitud\.html: not in the export; it looked for the page 404\.html is made of \(\/lehte-ei-leitud\)$/);
  });
});
