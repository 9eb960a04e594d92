import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineCodeFindings, inlineSources, injectPolicyMeta, insertIntoHead, pageHashes, sha256Source } from '@/lib/site-headers/page-policy';

/** The hash a browser computes for an inline script, worked out independently of the module under test. */
const browserHash = (text: string) => `'sha256-${createHash('sha256').update(Buffer.from(text, 'utf8')).digest('base64')}'`;

const page = (head: string, body = '') =>
  `<!DOCTYPE html><html lang="et"><head><meta charSet="utf-8"/>${head}</head><body>${body}</body></html>`;

const NEXT_PAGE = page(
  '<link rel="stylesheet" href="/_next/static/chunks/a.css"/><script src="/_next/static/chunks/b.js" async=""></script>',
  '<h1>Tere</h1>' +
    '<script type="application/ld+json">{"@type":"Organization","name":"Veebiselge"}</script>' +
    '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({})</script>' +
    '<script>(self.__next_f=self.__next_f||[]).push([0])</script>' +
    '<script>self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])</script>' +
    '<script>self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])</script>',
);

describe('pageHashes', () => {
  it('hashes every inline script a browser would run, once each, as sha256 of its exact text', () => {
    expect(pageHashes(NEXT_PAGE).scripts).toEqual([
      browserHash('(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({})'),
      browserHash('(self.__next_f=self.__next_f||[]).push([0])'),
      browserHash('self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])'),
    ]);
  });

  it('matches a known browser hash (Chromium reports this one for the script alert(1))', () => {
    expect(sha256Source('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });

  it('a changed script changes its hash, and an unchanged page keeps its hashes', () => {
    const changed = NEXT_PAGE.replace('push([0])', 'push([0]);alert(1)');
    expect(pageHashes(changed).scripts[1]).not.toBe(pageHashes(NEXT_PAGE).scripts[1]);
    expect(pageHashes(changed).scripts[1]).toBe(browserHash('(self.__next_f=self.__next_f||[]).push([0]);alert(1)'));
    expect(pageHashes(NEXT_PAGE)).toEqual(pageHashes(NEXT_PAGE));
  });

  it('skips external scripts and data blocks, and keeps module and JavaScript-typed scripts', () => {
    const html = page(
      '<script src="/x.js">ignored()</script><script type="application/json">{"a":1}</script>' +
        '<script type="module">import("/m.js")</script><script type="text/javascript">one()</script>' +
        '<script type="text/plain">not run</script>',
    );
    expect(inlineSources(html).scripts).toEqual(['import("/m.js")', 'one()']);
  });

  it('reads script text up to the first </script, in any letter case, and the text of <style> elements', () => {
    const html = page('<style>.a{color:red}</style><SCRIPT>var a = "<b>";</SCRIPT ><script>b()</script>');
    expect(inlineSources(html)).toMatchObject({ scripts: ['var a = "<b>";', 'b()'], styles: ['.a{color:red}'] });
  });

  it('ignores scripts inside comments and text that only looks like markup', () => {
    const html = page('<title>&lt;script&gt;x()&lt;/script&gt;</title><!-- <script>commented()</script> -->', '<textarea><script>no()</script></textarea>');
    expect(inlineSources(html).scripts).toEqual([]);
  });

  it('hashes style attributes as the browser reads them, with character references decoded', () => {
    const html = page('', '<div style="left:50%"></div><p style="font-family:&quot;Inter&quot;;content:&#x27;a&#x27;"></p><i style="left:50%"></i>');
    expect(inlineSources(html).styleAttributes).toEqual(['left:50%', `font-family:"Inter";content:'a'`, 'left:50%']);
    expect(pageHashes(html).styleAttributes).toEqual([browserHash('left:50%'), browserHash(`font-family:"Inter";content:'a'`)]);
  });

  it('reads line ends as the HTML parser does (CR LF becomes LF)', () => {
    expect(pageHashes(page('<script>a()\r\nb()</script>')).scripts).toEqual([browserHash('a()\nb()')]);
  });
});

describe('inlineCodeFindings', () => {
  it('finds event handler attributes and javascript: URLs, which no hash can allow', () => {
    const html = page('', '<img src="/a.png" onerror="x()"><a href=" JavaScript:void(0)">a</a><form action="javascript:go()"></form>');
    expect(inlineCodeFindings(html)).toEqual(['<img onerror="…">', '<a href="javascript:…">', '<form action="javascript:…">']);
  });

  it('finds nothing in an ordinary page', () => {
    expect(inlineCodeFindings(NEXT_PAGE)).toEqual([]);
    expect(inlineCodeFindings(page('', '<a href="/javascript-opas">JavaScript</a><p data-online="1">x</p>'))).toEqual([]);
  });
});

describe('injectPolicyMeta', () => {
  const policy = "default-src 'none'; script-src 'self'";

  it('puts the policy right after the charset declaration, before every script, link and other meta', () => {
    const html = injectPolicyMeta(NEXT_PAGE, policy);
    const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
    expect(html.startsWith(`<!DOCTYPE html><html lang="et"><head><meta charSet="utf-8"/>${meta}<link rel="stylesheet"`)).toBe(true);
    expect(html.indexOf(meta)).toBeLessThan(html.indexOf('<script'));
    expect(html.replace(meta, '')).toBe(NEXT_PAGE);
  });

  it('goes first in <head> when the page has no charset declaration first', () => {
    expect(insertIntoHead('<html><head><title>x</title></head></html>', '<meta name="a"/>')).toBe(
      '<html><head><meta name="a"/><title>x</title></head></html>',
    );
  });

  it('replaces the policy of an earlier run instead of adding a second one', () => {
    const once = injectPolicyMeta(NEXT_PAGE, policy);
    const twice = injectPolicyMeta(once, "default-src 'self'");
    expect(twice.match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1);
    expect(twice).toContain(`content="default-src 'self'"`);
    expect(pageHashes(twice)).toEqual(pageHashes(NEXT_PAGE));
  });

  it('fails loudly for a page without <head>', () => {
    expect(() => injectPolicyMeta('<p>no head</p>', policy)).toThrow('no <head>');
  });
});
