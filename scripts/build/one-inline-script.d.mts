/** Types of scripts/build/one-inline-script.mjs (plain JavaScript, a pass of scripts/build/passes.mjs). */
import type { PagePass } from './passes.mjs';
export function oneInlineScript(html: string): string;
export const oneInlineScriptPass: PagePass<void>;
