/** Types of scripts/build/pass.mjs (plain JavaScript, shared by the post-export passes). */
import type { Tag } from '../../lib/html-tags.mjs';
export class PassError extends Error {
  constructor(pass: string, page: string, problem: string);
  pass: string;
  page: string;
}
export const NEXT_STATIC: string;
export function tokensOf(tag: Tag, name: string): string[];
export { isExecutableScript } from '../../lib/html-tags.mjs';
export function chunkScriptsOf(html: string): string[];
export function payloadScriptsOf(html: string): string[];
export function payloadOf(html: string): string;
export function trailingInlineScriptsOf(html: string): Tag[];
