import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { site } from '@/lib/site';

/** The logo's box (public/logo.svg: the mark and the outlined wordmark), in its own units. */
export const SHARE_LOGO_VIEWBOX = { width: 180, height: 40 } as const;

let logo: Promise<string> | undefined;

/**
 * The site's logo for the share pictures, as a data: URI next/og draws: the same file the header shows, so the
 * picture carries the same wordmark (outlined Inter, never a fallback font).
 */
export function shareImageLogo(): Promise<string> {
  logo ??= readFile(join(process.cwd(), 'public', site.logo)).then((svg) => `data:image/svg+xml;base64,${svg.toString('base64')}`);
  return logo;
}
