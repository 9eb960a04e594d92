import localFont from 'next/font/local';

/**
 * Inter (variable, 400–800) self-hosted by next/font. The files are made from the npm package
 * @fontsource-variable/inter by scripts/assets/fonts/subset-inter.mjs, cut to the characters Estonian pages
 * use: the Latin file covers õ ä ö ü and is preloaded; the small Latin Extended file (š ž) loads only when
 * such a glyph appears.
 */
export const interLatin = localFont({
  src: '../app/fonts/inter-estonian-latin.woff2',
  weight: '400 800',
  style: 'normal',
  display: 'swap',
  variable: '--font-inter-latin',
  adjustFontFallback: 'Arial',
});

export const interLatinExt = localFont({
  src: '../app/fonts/inter-estonian-latin-ext.woff2',
  weight: '400 800',
  style: 'normal',
  display: 'swap',
  preload: false,
  variable: '--font-inter-latin-ext',
  adjustFontFallback: false,
});
