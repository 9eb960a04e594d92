/** Types of scripts/bench/floor-page.mjs (plain JavaScript, run by scripts/bench/bench.mjs without a build step). */
export function commonAncestor(a: string, b: string): string;
export function buildFloorPage(env?: NodeJS.ProcessEnv): Promise<{ dir: string; outDir: string; remove(): void }>;
