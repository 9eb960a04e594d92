/** Types of scripts/build/scripts-after-paint.mjs (plain JavaScript, run by scripts/build/finalize-export.mjs). */
export const LOADER_ID: string;
export function loaderScript(sources: readonly string[]): string;
export function scriptsAfterPaint(html: string): string;
