/**
 * The start tags of a fetched page that the API reads: the <meta> policies (api/policies.mjs), the scripts and other
 * subresources (api/observatory.mjs, api/page-resources.mjs). Read by parse5's HTML tokenizer (lib/html-tags.mjs, the
 * same reader the build uses on our own pages): tags as the browser finds them, in one pass in time linear in the
 * page's length, without building a tree. Nothing of the page is ever run or inserted.
 */
import { readTags } from '../lib/html-tags.mjs';

/**
 * Every start tag named in `names`, in document order, with its attributes (names lower-cased, values with their
 * character references decoded; the first of two same names counts), and whether the browser puts it in the head
 * (lib/html-tags.mjs: before the body starts, as the HTML standard's tree builder places head elements). Comments
 * and the text of script, style and similar elements are text, not tags. The caller bounds the page (the API reads
 * at most its first 256 KiB).
 * @param {string} html the page, or its start
 * @param {readonly string[]} names lower-case element names
 * @param {(name: string, attributes: Map<string, string>, inHead: boolean) => void} visit
 */
export function scanTags(html, names, visit) {
  readTags(html, (tag) => visit(tag.name, tag.attributes, tag.inHead), { names });
}
