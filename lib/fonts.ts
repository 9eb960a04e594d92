import localFont from 'next/font/local';

/**
 * Inter (variable) from the @fontsource-variable/inter npm package, self-hosted by next/font.
 * The Latin file covers õ ä ö ü; the Latin Extended file (š ž) is loaded only when such a glyph appears.
 */
export const interLatin = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-inter-latin',
  adjustFontFallback: 'Arial',
});

export const interLatinExt = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  preload: false,
  variable: '--font-inter-latin-ext',
  adjustFontFallback: false,
});
