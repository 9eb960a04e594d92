/**
 * A static block (components/ui/StaticHtml.tsx, components/ui/JsonLd.tsx) is a string of HTML or JSON-LD that React
 * writes into the page and never walks. React's inline payload (the data hydration reads, at the end of every
 * document) carried each such string a second time, escaped: a third of the privacy notice's compressed document,
 * and what kept /blogi, /tehtud-tood and /kontakt past the first 14.6 KB a phone's new connection delivers.
 *
 * So each block carries a key (`data-static`, made from its text), and scripts/build/static-blocks-once.mjs replaces
 * the text in the document's payload by STATIC_BLOCK_STUB wherever the block is in the HTML with that very text.
 * In the browser components/ui/StaticBlock.tsx takes the text from the page instead. The payload fetched for a
 * client-side move (the .txt files) keeps the text: that page is not in the document.
 *
 * Plain JavaScript, so that the build step reads it without a build.
 */

/** The attribute that carries a block's key. */
export const STATIC_BLOCK_ATTRIBUTE = 'data-static';

/** What the document's payload holds instead of a block's text; an HTML comment, so that it shows nothing if it is ever written. */
export const STATIC_BLOCK_STUB = '<!--static-->';

/** A block's key: a 53-bit hash of its text (cyrb53), in base 36. The build step checks the text too, so a collision only keeps a copy. */
export function staticBlockKey(text) {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}
