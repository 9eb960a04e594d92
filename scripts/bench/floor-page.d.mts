/** Types of scripts/bench/floor-page.mjs (plain JavaScript, run by scripts/bench/bench.mjs without a build step). */
export function commonAncestor(a: string, b: string): string;
export function buildFloorPage(env?: NodeJS.ProcessEnv): Promise<{ dir: string; outDir: string; remove(): void }>;
/** The floor's files by path (scripts/bench/floor-page.mjs). */
export declare const FLOOR_FILES: Readonly<Record<string, string>>;
