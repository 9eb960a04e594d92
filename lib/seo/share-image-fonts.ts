import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import subsetFont from 'subset-font';

/**
 * Inter for the share pictures, from the npm package @fontsource-variable/inter (no network). The package ships
 * variable WOFF2 files, which next/og (satori) cannot read: subset-font turns each into a TrueType font fixed at
 * one weight. The package cuts Inter by script: Latin holds õ ä ö ü, Latin Extended š ž. Satori picks a font by
 * family name and takes a missing letter from the next family of the list, so each file gets its own family name
 * and the picture asks for SHARE_FONT_FAMILY.
 */
const FONT_DIR = 'node_modules/@fontsource-variable/inter/files';
const FILES = [
  { file: 'inter-latin-wght-normal.woff2', name: 'Inter' },
  { file: 'inter-latin-ext-wght-normal.woff2', name: 'Inter Latin Ext' },
];
export const SHARE_FONT_FAMILY = FILES.map(({ name }) => `"${name}"`).join(', ');
export const SHARE_FONT_WEIGHTS = [600, 700] as const;

export interface ShareFont {
  name: string;
  data: ArrayBuffer;
  weight: (typeof SHARE_FONT_WEIGHTS)[number];
  style: 'normal';
}

async function convert({ file, name }: (typeof FILES)[number], weight: (typeof SHARE_FONT_WEIGHTS)[number]): Promise<ShareFont> {
  const woff2 = await readFile(join(process.cwd(), FONT_DIR, file));
  const ttf = await subsetFont(woff2, null, { keepAllGlyphs: true, targetFormat: 'truetype', variationAxes: { wght: weight } });
  const data = ttf.buffer.slice(ttf.byteOffset, ttf.byteOffset + ttf.byteLength) as ArrayBuffer;
  return { name, data, weight, style: 'normal' };
}

let fonts: Promise<ShareFont[]> | undefined;

/** The fonts of the share pictures, converted once per build worker. */
export function shareImageFonts(): Promise<ShareFont[]> {
  fonts ??= Promise.all(SHARE_FONT_WEIGHTS.flatMap((weight) => FILES.map((file) => convert(file, weight))));
  return fonts;
}
