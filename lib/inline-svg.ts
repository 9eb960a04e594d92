import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A small SVG from public/ as a `data:` URI, read when the page is built. The browser draws it without a
 * request of its own. Used for the home page's first-screen platform marks and the reviewers' pictures
 * (each under 2 KB): on a phone each of those requests waited for one of the few connections the page's
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
 * Encodes SVG markup as a compact `data:image/svg+xml` URI (readable, not base64). Spaces are encoded too:
 * browsers accept them, but a URL with a space is not valid HTML (the W3C checker rejects it).
 */
export function svgToDataUri(svg: string): string {
  const markup = svg.trim().replace(/\s+/g, ' ').replace(/"/g, "'");
  return `data:image/svg+xml,${markup.replace(/[ %#<>?[\\\]^`{|}]/g, encodeURIComponent)}`;
}
