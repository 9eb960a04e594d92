/** Types of scripts/build/scripts-after-paint.mjs (plain JavaScript, a pass of scripts/build/passes.mjs). */
import type { PagePass } from './passes.mjs';
export const LOADER_ID: string;
export const SCRIPT_PRELOAD: RegExp;
export function loaderScript(sources: readonly string[]): string;
export function loaderSources(html: string): string[];
export function scriptsAfterPaint(html: string): string;
export const scriptsAfterPaintPass: PagePass<void>;
