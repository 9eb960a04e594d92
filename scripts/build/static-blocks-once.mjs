/**
 * Post-build step of scripts/build/finalize-export.mjs: every static block is in the document once
 * (lib/static-blocks.mjs).
 *
 * React's payload is at the end of each exported page, as `self.__next_f.push([1,"…"])` scripts whose strings
 * join into one stream of rows. A long string is a row of its own, `<id>:T<length in UTF-8 bytes, hex>,<text>`;
 * a short one stays in its element's row. A static block's text is one of them (its `html` prop): the same HTML or
 * JSON-LD the page shows, a second time, escaped. Each text that the HTML holds in the element with that text's key
 * (`data-static="<key>">` + the text, exactly) becomes the stub; components/ui/StaticBlock.tsx reads the text from the element when the page hydrates. The
 * page's payload scripts become one (the stream is the same; scripts/build/site-headers.mjs hashes it afterwards).
 * A page whose payload is not only text pushes, or whose pushes are not next to one another, is left as it was.
 * Applying it again to a finished page changes nothing.
 *
 * What the pass expects: on a page with static blocks (elements with `data-static`), the payload holds the stub
 * instead of the text once for each of them.
 */
import { tagsOf } from '../../lib/html-tags.mjs';
import { STATIC_BLOCK_ATTRIBUTE, STATIC_BLOCK_STUB, staticBlockKey } from '../../lib/static-blocks.mjs';
import { payloadOf } from './pass.mjs';

/** A block's props in its element's row when its text is short: `"html":"<text as JSON>","blockKey":"<key>"` (components/ui/StaticBlock.tsx). */
const INLINE_BLOCK = /"html":("(?:[^"\\]|\\.)*"),"blockKey":"([0-9a-z]+)"/g;

const PUSH = /<script>self\.__next_f\.push\(\[(\d+),("(?:[^"\\]|\\.)*")\]\)<\/script>/g;

/** The string as Next writes it into a script: JSON with the characters that could end or confuse an inline script escaped. */
function scriptString(text) {
  return JSON.stringify(text).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Row tags whose row is `<tag><length, hex>,<bytes>` instead of ending at a newline (React's Flight client: text and typed arrays). */
const LENGTH_TAGS = 'TAObUSsLlGgMmV';

/** The payload's rows, each with its text when it is a text row. */
function rows(payload) {
  const bytes = Buffer.from(payload, 'utf8');
  const list = [];
  let at = 0;
  while (at < bytes.length) {
    const head = /^([0-9a-f]*):(.)(?:([0-9a-f]+),)?/.exec(bytes.subarray(at, at + 40).toString('latin1'));
    if (head && LENGTH_TAGS.includes(head[2])) {
      if (head[3] === undefined) throw new Error(`static-blocks-once: row ${head[1]} has no length`);
      const start = at + head[0].length;
      const end = start + parseInt(head[3], 16);
      if (end > bytes.length) throw new Error(`static-blocks-once: row ${head[1]} runs past the end of the payload`);
      const raw = bytes.subarray(at, end).toString('utf8');
      list.push(head[2] === 'T' ? { id: head[1], text: bytes.subarray(start, end).toString('utf8') } : { raw });
      at = end;
    } else {
      const newline = bytes.indexOf(0x0a, at);
      const end = newline < 0 ? bytes.length : newline + 1;
      list.push({ raw: bytes.subarray(at, end).toString('utf8') });
      at = end;
    }
  }
  return list;
}

/** The page with each static block's text taken out of its payload; `stubbed` counts the rows. */
export function staticBlocksOnce(html) {
  const pushes = [...html.matchAll(PUSH)];
  if (pushes.length === 0 || pushes.some((m) => m[1] !== '1')) return { html, stubbed: 0 };
  for (let i = 1; i < pushes.length; i++) {
    if (pushes[i].index !== pushes[i - 1].index + pushes[i - 1][0].length) return { html, stubbed: 0 };
  }
  const first = pushes[0].index;
  const last = pushes.at(-1).index + pushes.at(-1)[0].length;
  const page = html.slice(0, first) + html.slice(last);
  let stubbed = 0;
  /** Whether the page shows the block with this text (its key, then the text itself). */
  const shown = (text) => page.includes(`${STATIC_BLOCK_ATTRIBUTE}="${staticBlockKey(text)}">${text}`);
  const payload = rows(pushes.map((m) => JSON.parse(m[2])).join(''))
    .map((row) => {
      if (row.raw !== undefined) {
        // A short text stays inside its element's row, as the block's `html` prop (JSON) right before its `blockKey`.
        return row.raw.replace(INLINE_BLOCK, (whole, literal, key) => {
          const text = JSON.parse(literal);
          if (staticBlockKey(text) !== key || !shown(text)) return whole;
          stubbed++;
          return `"html":${JSON.stringify(STATIC_BLOCK_STUB)},"blockKey":"${key}"`;
        });
      }
      const text = shown(row.text) ? STATIC_BLOCK_STUB : row.text;
      if (text !== row.text) stubbed++;
      return `${row.id}:T${Buffer.byteLength(text, 'utf8').toString(16)},${text}`;
    })
    .join('');
  if (stubbed === 0) return { html, stubbed };
  return { html: `${html.slice(0, first)}<script>self.__next_f.push([1,${scriptString(payload)}])</script>${html.slice(last)}`, stubbed };
}

/** How many static blocks a page shows (elements with the attribute), read by the HTML tokenizer. */
function staticBlockCount(html) {
  return tagsOf(html).filter((tag) => tag.attributes.has(STATIC_BLOCK_ATTRIBUTE)).length;
}

/** How many stubs React's payload of a page holds. */
function stubCount(html) {
  return payloadOf(html).split(STATIC_BLOCK_STUB).length - 1;
}

/** @type {import('./passes.mjs').PagePass<void>} */
export const staticBlocksOncePass = {
  name: 'static-blocks-once',
  does: 'static blocks are in the document once',
  expects(html) {
    const blocks = staticBlockCount(html);
    const waiting = blocks - stubCount(html);
    return waiting > 0 ? `the texts of its ${blocks} static blocks (${STATIC_BLOCK_ATTRIBUTE}) in React's payload, self.__next_f.push([1,"…"]) scripts side by side` : null;
  },
  apply: (html) => staticBlocksOnce(html).html,
  after(html) {
    const blocks = staticBlockCount(html);
    const stubs = stubCount(html);
    return stubs === blocks ? null : `React's payload holds ${stubs} stubs for the page's ${blocks} static blocks`;
  },
};
