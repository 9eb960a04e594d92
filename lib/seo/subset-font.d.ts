/** The part of subset-font (a devDependency without its own types) that the share pictures use. */
declare module 'subset-font' {
  interface SubsetFontOptions {
    targetFormat?: 'sfnt' | 'truetype' | 'woff' | 'woff2';
    keepAllGlyphs?: boolean;
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
  }
  export default function subsetFont(font: Buffer, text: string | null, options?: SubsetFontOptions): Promise<Buffer>;
}
