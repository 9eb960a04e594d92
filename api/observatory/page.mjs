/**
 * The page as the Observatory's tests read it (api/observatory.mjs): its <meta> policies and scripts.
 */
import { scanTags } from '../page-tags.mjs';

/**
 * What the grade reads of a page, in one linear pass: the Content-Security-Policy of <meta http-equiv> tags in
 * the head, the last <meta name="referrer">, and each script's src, integrity and crossorigin.
 * @param {string | null | undefined} html
 */
export function readPage(html) {
  /** @type {string[]} */
  const metaCsp = [];
  /** @type {string | null} */
  let referrer = null;
  /** @type {Array<{ src: string | null, integrity: string | null }>} */
  const scripts = [];
  if (html) {
    scanTags(html, ['meta', 'script'], (name, attributes, inHead) => {
      if (name === 'script') {
        scripts.push({ src: attributes.get('src') ?? null, integrity: attributes.get('integrity') || null });
        return;
      }
      const equiv = attributes.get('http-equiv');
      const content = attributes.get('content');
      if (equiv !== undefined && content !== undefined) {
        if (inHead && content.trim() && equiv.trim().toLowerCase() === 'content-security-policy') metaCsp.push(content);
      } else if (attributes.get('name')?.trim().toLowerCase() === 'referrer' && content) {
        referrer = content;
      }
    });
  }
  return { metaCsp, referrer, scripts };
}
