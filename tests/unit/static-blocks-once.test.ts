import { describe, expect, it } from 'vitest';
import { STATIC_BLOCK_STUB, staticBlockKey } from '../../lib/static-blocks.mjs';
import { staticBlocksOnce } from '../../scripts/build/static-blocks-once.mjs';

/** A payload script as Next writes it. */
const push = (text: string) => `<script>self.__next_f.push([1,${JSON.stringify(text).replace(/</g, '\\u003c').replace(/>/g, '\\u003e')}])</script>`;
/** A text row: its length is counted in UTF-8 bytes, in hex. */
const textRow = (id: string, text: string) => `${id}:T${Buffer.byteLength(text).toString(16)},${text}`;
/** The payload a page's scripts carry, joined. */
const payloadOf = (html: string) =>
  [...html.matchAll(/self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)/g)].map((m) => JSON.parse(m[1]) as string).join('');

const notice = `<h2 class="t">Kes sinu andmeid töötleb</h2><p>Veebiselge OÜ, "Sepa" 12 – ${'õ'.repeat(600)}</p>`;
const json = `{"@context":"https://schema.org","name":"Veebiselge ${'ä'.repeat(700)}"}`;
const other = `<p>Muu tekst, mida lehel pole ${'x'.repeat(1100)}</p>`;
const short = '<h2>Kontakt</h2><p>"Sepa" 12</p>';

function page({ blockText = notice } = {}) {
  const rows = [
    '0:{"P":null}\n',
    textRow('a', notice),
    `b:["$","div",null,{"data-static":"${staticBlockKey(notice)}","dangerouslySetInnerHTML":{"__html":"$a"}}]\n`,
    textRow('c', json),
    textRow('d', other),
    `f:["$","$Lb",null,{"html":${JSON.stringify(short)},"blockKey":"${staticBlockKey(short)}","className":"x"}]\n`,
    `g:["$","$Lb",null,{"html":${JSON.stringify(short)},"blockKey":"${staticBlockKey('muu')}"}]\n`,
    'e:["$","p",null,{"children":"õ lõpp"}]\n',
  ].join('');
  // Next splits the stream anywhere, even inside a row.
  const cut = [rows.length / 3, (2 * rows.length) / 3].map(Math.floor);
  return [
    '<!DOCTYPE html><html><head></head><body>',
    `<main><div data-static="${staticBlockKey(notice)}">${blockText}</div><div class="x" data-static="${staticBlockKey(short)}">${short}</div></main>`,
    `<script type="application/ld+json" id="org" data-static="${staticBlockKey(json)}">${json}</script>`,
    '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
    push(rows.slice(0, cut[0])),
    push(rows.slice(cut[0], cut[1])),
    push(rows.slice(cut[1])),
    '</body></html>',
  ].join('');
}

describe('static blocks are in the document once', () => {
  const before = page();
  const { html, stubbed } = staticBlocksOnce(before);

  it("replaces a block's text in the payload with the stub when the page has the block with that text", () => {
    expect(stubbed).toBe(3);
    const payload = payloadOf(html);
    expect(payload).not.toContain('Kes sinu andmeid');
    expect(payload).not.toContain('"@context"');
    expect(payload).toContain(textRow('a', STATIC_BLOCK_STUB));
    expect(payload).toContain(textRow('c', STATIC_BLOCK_STUB));
    // A short text, inside its element's row.
    expect(payload).toContain(`f:["$","$Lb",null,{"html":"${STATIC_BLOCK_STUB}","blockKey":"${staticBlockKey(short)}","className":"x"}]\n`);
    // The same text under a key that is not its own stays.
    expect(payload).toContain(`g:["$","$Lb",null,{"html":${JSON.stringify(short)},`);
  });

  it('keeps every other row, text rows the page does not show among them, byte for byte and in order', () => {
    const expected = payloadOf(before)
      .replace(textRow('a', notice), textRow('a', STATIC_BLOCK_STUB))
      .replace(textRow('c', json), textRow('c', STATIC_BLOCK_STUB))
      .replace(`{"html":${JSON.stringify(short)},"blockKey":"${staticBlockKey(short)}"`, `{"html":"${STATIC_BLOCK_STUB}","blockKey":"${staticBlockKey(short)}"`);
    expect(payloadOf(html)).toBe(expected);
    expect(payloadOf(html)).toContain(textRow('d', other));
  });

  it('leaves the HTML as it was and writes the payload as one script, escaped as Next escapes it', () => {
    expect(html.slice(0, html.indexOf('<script>self.__next_f.push(['))).toBe(before.slice(0, before.indexOf('<script>self.__next_f.push([')));
    expect(html.match(/self\.__next_f\.push\(\[1,/g)).toHaveLength(1);
    expect(html).toMatch(/<\/script><\/body><\/html>$/);
    const script = html.slice(html.indexOf('<script>self.__next_f.push([1,'));
    expect(script.slice('<script>'.length, script.indexOf('</script>'))).not.toMatch(/[<>]/);
  });

  it('changes nothing when applied again', () => {
    expect(staticBlocksOnce(html)).toEqual({ html, stubbed: 0 });
  });

  it('keeps a text whose block shows other text (a key shared by two texts)', () => {
    const { stubbed: once } = staticBlocksOnce(page({ blockText: '<p>Teine</p>' }));
    expect(once).toBe(2);
  });

  it('leaves a page alone whose payload is not only text pushes next to one another', () => {
    const binary = before.replace('</body>', '<script>self.__next_f.push([3,"AAAA"])</script></body>');
    expect(staticBlocksOnce(binary)).toEqual({ html: binary, stubbed: 0 });
    const apart = before.replace(/("\]\)<\/script>)(<script>self\.__next_f\.push\(\[1,)/, '$1<p>vahel</p>$2');
    expect(apart).toContain('"])</script><p>vahel</p><script>self.__next_f.push([1,');
    expect(staticBlocksOnce(apart)).toEqual({ html: apart, stubbed: 0 });
  });
});
