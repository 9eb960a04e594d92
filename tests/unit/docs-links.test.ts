/**
 * The README and docs/ link to one another: every relative link names a file that exists and every anchor a heading
 * of its file, so a renamed heading or a moved file fails here instead of leaving a dead link.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { anchorsOf, brokenLinks, headingAnchor, linkTargets, markdownFiles } from '../../scripts/test/docs-links.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('the links between the Markdown files', () => {
  it('all resolve: README.md and every doc in docs/', () => {
    const files = markdownFiles(root);
    expect(files).toEqual(expect.arrayContaining(['README.md', 'docs/architecture.md', 'docs/tester.md', 'docs/performance.md', 'docs/editing.md', 'docs/deploying.md', 'docs/accessibility.md']));
    expect(brokenLinks(root, files)).toEqual([]);
  });

  it('the README links to every doc', () => {
    const linked = new Set(linkTargets(readFileSync(`${root}README.md`, 'utf8')).map((target) => target.split('#')[0]));
    for (const doc of markdownFiles(root).filter((file) => /^docs\/[^/]+\.md$/.test(file))) expect(linked, doc).toContain(doc);
  });
});

describe('the link checker', () => {
  const files: Record<string, string> = {
    'README.md': [
      '# Title',
      'See [the build](docs/a.md#the-build-next-build-then-the-passes), [gone](docs/gone.md), [bad anchor](docs/a.md#nowhere),',
      '[here](#title), [twice](docs/a.md#notes-1), [a site](https://example.invalid/x) and [up](../outside.md).',
      '`[in code](docs/none.md)`',
      '```',
      '[in a fence](docs/none.md)',
      '```',
    ].join('\n'),
    'docs/a.md': '# A\n## The build: `next build`, then the passes\n## Notes\n## Notes\n```\n# not a heading\n```\n',
  };
  const read = (file: string) => {
    if (!(file in files)) throw new Error(`no ${file}`);
    return files[file];
  };

  it('names each broken link with its file and why, and accepts the good ones', () => {
    expect(brokenLinks('/nowhere', ['README.md'], read)).toEqual([
      { file: 'README.md', target: 'docs/gone.md', problem: 'docs/gone.md does not exist' },
      { file: 'README.md', target: 'docs/a.md#nowhere', problem: 'docs/a.md has no heading whose anchor is #nowhere' },
      { file: 'README.md', target: '../outside.md', problem: 'points outside the repository' },
    ]);
  });

  it('makes anchors as GitHub does: code marks and punctuation dropped, repeated headings numbered, fences skipped', () => {
    expect(headingAnchor('Domain and e-mail trust (`/api/dns`)')).toBe('domain-and-e-mail-trust-apidns');
    expect(headingAnchor('What `npm test` runs')).toBe('what-npm-test-runs');
    expect([...anchorsOf(files['docs/a.md'])]).toEqual(['a', 'the-build-next-build-then-the-passes', 'notes', 'notes-1']);
  });
});
