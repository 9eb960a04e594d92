/** Types of scripts/build/font-preload.mjs (plain JavaScript, a pass of scripts/build/passes.mjs). */
import type { PagePass } from './passes.mjs';
export function fontPreloadsOf(html: string): string[];
export function withFontPreloads(html: string, preloads: readonly string[]): string;
export function manifestFonts(manifest: { app?: Record<string, string[]> }): string[];
export const fontPreloadPass: PagePass<{ fonts: string[]; tags: string[] }>;
