/** Types of scripts/assets/outline-text.mjs (plain JavaScript, so that it runs without a build step). */
export declare const SOURCE_DIR: string;
export declare const PUBLIC_DIR: string;
/** The SVG with every <text> element replaced by the outline of its glyphs. */
export declare function outlineSvg(svg: string, sourceName?: string): Promise<string>;
/** Every source, as [absolute path under scripts/assets/svg-text/, absolute path under public/]. */
export declare function sources(): [string, string][];
/** The text each generated file in public/ should hold, with both paths relative to the repository. */
export declare function outlinedFiles(): Promise<{ source: string; target: string; svg: string }[]>;
