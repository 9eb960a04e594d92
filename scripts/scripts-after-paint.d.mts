/** Types of scripts/scripts-after-paint.mjs (plain JavaScript, run by scripts/finalize-export.mjs). */
export const LOADER_ID: string;
export function loaderScript(sources: readonly string[]): string;
export function scriptsAfterPaint(html: string): string;
