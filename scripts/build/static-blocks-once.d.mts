/** Types of scripts/build/static-blocks-once.mjs (plain JavaScript, a pass of scripts/build/passes.mjs). */
import type { PagePass } from './passes.mjs';
export function staticBlocksOnce(html: string): { html: string; stubbed: number };
export const staticBlocksOncePass: PagePass<void>;
