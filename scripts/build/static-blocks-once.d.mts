/** Types of scripts/build/static-blocks-once.mjs (plain JavaScript, run by scripts/build/finalize-export.mjs). */
export function staticBlocksOnce(html: string): { html: string; stubbed: number };
