/** Types of scripts/build/one-inline-script.mjs (plain JavaScript, run by scripts/build/finalize-export.mjs). */
export function oneInlineScript(html: string): string;
