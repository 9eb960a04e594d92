/** Types of lib/html-tags.mjs (plain JavaScript, read by the tester API and the build without a build step). */
export interface Tag {
  name: string;
  attributes: Map<string, string>;
  inHead: boolean;
  start: number;
  end: number;
  text?: string;
  textEnd?: number;
}
export function readTags(html: string, visit: (tag: Tag) => void, options?: { locations?: boolean; names?: readonly string[] }): void;
export function tagsOf(html: string, options?: { locations?: boolean }): Tag[];
export function isExecutableScript(tag: Tag): boolean;
