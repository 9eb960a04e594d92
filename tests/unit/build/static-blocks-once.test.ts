/**
 * static-blocks-once on the real output of the installed Next.js and React (tests/fixtures/next-export, the home page:
 * long blocks as text rows of their own, one of them in the second payload script, a short one inside its element's
 * row, JSON-LD). What the whole pass does to the payload is checked row by row in ./passes.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { STATIC_BLOCK_STUB } from '../../../lib/static-blocks.mjs';
import { payloadOf } from '../../../scripts/build/pass.mjs';
import { staticBlocksOnce } from '../../../scripts/build/static-blocks-once.mjs';
import { fixturePage } from './post-export-fixture';

const PAYLOAD_SCRIPT = '<script>self.__next_f.push([1,';

describe('static blocks are in the document once', () => {
  const before = fixturePage('index.html');
  const { html, stubbed } = staticBlocksOnce(before);

  it("takes each block's text out of React's payload: long ones from their own rows, a short one from its element's row", () => {
    expect(stubbed).toBe(4);
    const payload = payloadOf(html);
    expect(payload.split(STATIC_BLOCK_STUB)).toHaveLength(5);
    expect(payload).not.toContain('Lõik 1:');
    expect(payload).not.toContain('Hiljem tulnud tekst');
    expect(payload).not.toContain('Lühike plokk');
    expect(payload).not.toContain('Näidis OÜ');
    // Rows that are not a block's text stay, such as the client component's props.
    expect(payload).toContain('Rida 400: veebilehe kiirus');
  });

  it('leaves the HTML as it was and writes the payload as one script, escaped as Next escapes it', () => {
    expect(html.slice(0, html.indexOf(PAYLOAD_SCRIPT))).toBe(before.slice(0, before.indexOf(PAYLOAD_SCRIPT)));
    expect(before.split(PAYLOAD_SCRIPT)).toHaveLength(3);
    expect(html.split(PAYLOAD_SCRIPT)).toHaveLength(2);
    expect(html).toMatch(/<\/script><\/body><\/html>$/);
    const script = html.slice(html.indexOf(PAYLOAD_SCRIPT));
    expect(script.slice('<script>'.length, script.indexOf('</script>'))).not.toMatch(/[<>]/);
  });

  it('changes nothing when applied again', () => {
    expect(staticBlocksOnce(html)).toEqual({ html, stubbed: 0 });
  });

  it('keeps a text whose block in the HTML shows other text', () => {
    const changed = before.replace('<p>Lühike plokk.</p>', '<p>Teine tekst.</p>');
    expect(changed).not.toBe(before);
    expect(staticBlocksOnce(changed).stubbed).toBe(3);
    expect(payloadOf(staticBlocksOnce(changed).html)).toContain('Lühike plokk');
  });

  it('leaves alone a page whose payload is not only text pushes next to one another (the pass then stops the build)', () => {
    const binary = before.replace('</body>', '<script>self.__next_f.push([3,"AAAA"])</script></body>');
    expect(staticBlocksOnce(binary)).toEqual({ html: binary, stubbed: 0 });
    const apart = before.replace(/("\]\)<\/script>)(<script>self\.__next_f\.push\(\[1,)/, '$1<p>vahel</p>$2');
    expect(apart).toContain('"])</script><p>vahel</p><script>self.__next_f.push([1,');
    expect(staticBlocksOnce(apart)).toEqual({ html: apart, stubbed: 0 });
  });
});
