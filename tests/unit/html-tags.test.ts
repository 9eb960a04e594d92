/**
 * The one tag reader of the build and the tester API (lib/html-tags.mjs): parse5's HTML tokenizer, so tags, attribute
 * values and raw text are what a browser reads, and where the browser puts an element (head or body) follows the
 * tree builder's rules. The API reads hostile pages with it: linear time, proved on worst cases against a budget,
 * including markup that takes parse5's tree builder seconds.
 */
import { describe, expect, it } from 'vitest';
import { readTags, tagsOf } from '../../lib/html-tags.mjs';

const names = (html: string) => tagsOf(html).map((tag) => `${tag.name}${tag.inHead ? ' (head)' : ''}`);

describe('the tags of a page, as the browser reads them', () => {
  it('skips comments and the text of script, style, title, textarea and noscript (scripting on), and reads SVG as markup', () => {
    const html =
      '<!doctype html><html><head><title><meta name=a></title><!-- <meta name=b> --><script>if (a<b) "<meta name=c>"</script>' +
      '<noscript><meta name=d></noscript></head><body><textarea><img src=x></textarea><svg><style>.s{}</style><path/></svg><img src=y>';
    expect(names(html)).toEqual(['html (head)', 'head (head)', 'title (head)', 'script (head)', 'noscript (head)', 'body', 'textarea', 'svg', 'style', 'path', 'img']);
  });

  it('decodes attribute values and keeps the first of two same names', () => {
    const [meta] = tagsOf('<meta content="a &amp; b &quot;c&quot; &#x41;&eacute" content="second" NAME=X>');
    expect(Object.fromEntries(meta.attributes)).toEqual({ content: 'a & b "c" Aé', name: 'X' });
  });

  it("gives a script's or style's text as the browser runs it, up to its real end tag, with offsets", () => {
    const html = '<script>var s = "</scr" + "ipt>"; /* </SCRIPTX */</script ><style>p{}</style>';
    const [script, style] = tagsOf(html, { locations: true });
    expect(script.text).toBe('var s = "</scr" + "ipt>"; /* </SCRIPTX */');
    expect(html.slice(script.start, script.end)).toBe('<script>');
    expect(html.slice(script.textEnd)).toMatch(/^<\/script >/);
    expect(style.text).toBe('p{}');
  });

  it('puts an element in the head as the tree builder does: head elements before the body, even after </head>', () => {
    expect(names('<head><meta name=a></head><meta name=b><link rel=x><div><meta name=c>')).toEqual([
      'head (head)', 'meta (head)', 'meta (head)', 'link (head)', 'div', 'meta',
    ]);
    // Text that is not white space, or an element of the body, starts the body; a head element inside <template> does not.
    expect(names('<meta name=a>text<meta name=b>')).toEqual(['meta (head)', 'meta']);
    expect(names('<head><template><div></div></template><meta name=a>')).toEqual(['head (head)', 'template (head)', 'div (head)', 'meta (head)']);
    expect(names('<head>\n  <title>T</title>\n  <meta name=a>')).toEqual(['head (head)', 'title (head)', 'meta (head)']);
  });
});

describe('reads hostile markup in linear time, as the tester API reads it (256 KiB worst cases against a budget)', () => {
  /** The least CPU time of a few runs, in ms (process CPU time: waiting for a core does not count). */
  const leastCpuMs = (read: () => unknown) => {
    let least = Infinity;
    for (let i = 0; i < 5; i++) {
      const start = process.cpuUsage();
      read();
      const used = process.cpuUsage(start);
      least = Math.min(least, (used.user + used.system) / 1000);
    }
    return least;
  };
  const KiB = 1024;
  const fill = (piece: string) => piece.repeat(Math.ceil((128 * KiB) / piece.length));
  let manyNames = '<meta';
  for (let i = 0; manyNames.length < 256 * KiB; i++) manyNames += ` a${i.toString(36)}`;

  it.each([
    // Each takes parse5's tree builder from 0.3 to 3 s here: the reader builds no tree.
    ['nested <div> then stray </p>', fill('<div>') + fill('</p>')],
    ['<a><b> opened again and again', fill('<a><b>') + fill('<a><b>')],
    ['nested <table> then <tr>', fill('<table>') + fill('<tr>')],
    ['one tag with 40,000 attribute names', manyNames],
    ['"<meta " without end', fill('<meta ') + fill('<meta ')],
    ['"<!--" without end', fill('<!--') + fill('<!--')],
    ['"<script><!--<script>" escapes', fill('<script><!--<script>') + fill('<!--<script>')],
  ])('%s', (_, html) => {
    // The API's readers want a few elements (api/page-tags.mjs): every other tag is tokenized, not kept.
    expect(leastCpuMs(() => readTags(html, () => {}, { names: ['meta', 'script', 'link', 'img'] }))).toBeLessThan(50);
  });
});
