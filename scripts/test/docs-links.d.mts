/** Types of scripts/test/docs-links.mjs (plain JavaScript, used by tests/unit/docs-links.test.ts). */
export interface BrokenLink {
  file: string;
  target: string;
  problem: string;
}
export function markdownFiles(root: string): string[];
export function headingAnchor(heading: string): string;
export function anchorsOf(markdown: string): Set<string>;
export function linkTargets(markdown: string): string[];
export function brokenLinks(root: string, files: string[], read?: (file: string) => string): BrokenLink[];
