import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import subsetFont from 'subset-font';

/**
 * Inter for the share pictures, from the npm package @fontsource-variable/inter (no network). The package ships
 * variable WOFF2 files, which next/og (satori) cannot read: subset-font turns each into a TrueType font fixed at
 * one weight. Latin holds õ ä ö ü, Latin Extended š ž; satori takes each letter from the first font that has it.
 */
const FONT_DIR = 'node_modules/@fontsource-variable/inter/files';
const FILES = ['inter-latin-wght-normal.woff2', 'inter-latin-ext-wght-normal.woff2'];
export const SHARE_FONT_WEIGHTS = [600, 700] as const;

export interface ShareFont {
  name: string;
  data: ArrayBuffer;
  weight: (typeof SHARE_FONT_WEIGHTS)[number];
  style: 'normal';
}

async function convert(file: string, weight: (typeof SHARE_FONT_WEIGHTS)[number]): Promise<ShareFont> {
  const woff2 = await readFile(join(process.cwd(), FONT_DIR, file));
  const ttf = await subsetFont(woff2, null, { keepAllGlyphs: true, targetFormat: 'truetype', variationAxes: { wght: weight } });
  const data = ttf.buffer.slice(ttf.byteOffset, ttf.byteOffset + ttf.byteLength) as ArrayBuffer;
  return { name: 'Inter', data, weight, style: 'normal' };
}

let fonts: Promise<ShareFont[]> | undefined;

/** The fonts of the share pictures, converted once per build worker. */
export function shareImageFonts(): Promise<ShareFont[]> {
  fonts ??= Promise.all(SHARE_FONT_WEIGHTS.flatMap((weight) => FILES.map((file) => convert(file, weight))));
  return fonts;
}
