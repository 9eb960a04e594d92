/**
 * The links between the Markdown files (README.md and docs/), checked offline: every relative link must name a file
 * or folder of the repository, and every `#anchor` a heading of the file it points to, as GitHub makes its anchors.
 * Links to other sites are left to their owners. docs/pending/ holds notes that are not yet docs: not checked.
 * Used by tests/unit/docs-links.test.ts (part of `npm test`).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { listFiles } from '../lib.mjs';

/** The Markdown files whose links are checked, relative to `root`. */
export function markdownFiles(root) {
  const docs = existsSync(join(root, 'docs')) ? listFiles(join(root, 'docs'), (file) => file.endsWith('.md')) : [];
  return ['README.md', ...docs.map((file) => relative(root, file))].filter((file) => !file.startsWith('docs/pending/'));
}

/** The text outside fenced code blocks and inline code, line by line (what GitHub reads as Markdown). */
function proseLines(markdown) {
  let fence = null;
  const lines = [];
  for (const line of markdown.split('\n')) {
    const marker = /^\s*(```|~~~)/.exec(line)?.[1];
    if (marker && (fence === null || fence === marker)) {
      fence = fence === null ? marker : null;
      continue;
    }
    if (fence === null) lines.push(line.replace(/`[^`]*`/g, ''));
  }
  return lines;
}

/** A heading's anchor as GitHub writes it: lower case, punctuation dropped, each space a hyphen. */
export function headingAnchor(heading) {
  return heading
    .replace(/`/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor of a Markdown text: one per heading, the second of a name with "-1", as GitHub numbers them. */
export function anchorsOf(markdown) {
  const anchors = new Set();
  let fence = null;
  for (const line of markdown.split('\n')) {
    const marker = /^\s*(```|~~~)/.exec(line)?.[1];
    if (marker && (fence === null || fence === marker)) fence = fence === null ? marker : null;
    const heading = fence === null ? /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line)?.[1] : undefined;
    if (heading === undefined) continue;
    const base = headingAnchor(heading);
    let anchor = base;
    for (let n = 1; anchors.has(anchor); n++) anchor = `${base}-${n}`;
    anchors.add(anchor);
  }
  return anchors;
}

/** The link targets of a Markdown text (links and images), outside code. */
export function linkTargets(markdown) {
  const targets = [];
  for (const line of proseLines(markdown)) {
    for (const match of line.matchAll(/!?\[[^\]]*\]\(<?([^)\s>]+)>?(?:\s+"[^"]*")?\)/g)) targets.push(match[1]);
  }
  return targets;
}

/**
 * The broken relative links of the given Markdown files: `{ file, target, problem }` for each.
 * @param {string} root the repository
 * @param {string[]} files Markdown files relative to `root`
 * @param {(file: string) => string} [read] the text of a file relative to `root` (tests give their own)
 */
export function brokenLinks(root, files, read = (file) => readFileSync(join(root, file), 'utf8')) {
  const broken = [];
  const anchorCache = new Map();
  const anchors = (file) => {
    if (!anchorCache.has(file)) anchorCache.set(file, anchorsOf(read(file)));
    return anchorCache.get(file);
  };
  const exists = (file) => {
    try {
      read(file);
      return true;
    } catch {
      return existsSync(join(root, file));
    }
  };
  for (const file of files) {
    for (const target of linkTargets(read(file))) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto: …: another site's
      const [path, anchor] = target.split('#', 2);
      const linked = path === '' ? file : relative(root, join(root, dirname(file), decodeURIComponent(path)));
      if (linked.startsWith('..')) {
        broken.push({ file, target, problem: 'points outside the repository' });
        continue;
      }
      if (!exists(linked)) {
        broken.push({ file, target, problem: `${linked} does not exist` });
        continue;
      }
      if (anchor === undefined) continue;
      if (!linked.endsWith('.md') || statSync(join(root, linked), { throwIfNoEntry: false })?.isDirectory()) {
        broken.push({ file, target, problem: `an anchor into ${linked}, which is not a Markdown file` });
      } else if (!anchors(linked).has(anchor)) {
        broken.push({ file, target, problem: `${linked} has no heading whose anchor is #${anchor}` });
      }
    }
  }
  return broken;
}
