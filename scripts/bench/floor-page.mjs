#!/usr/bin/env node
/**
 * The bench's floor: the smallest page this repo's Next.js can export (an empty layout and one heading, no
 * CSS, no font, no client component), built with the same next, react and react-dom install and the same
 * next.config.ts, in a temporary folder outside the project. Nothing of it is shipped or committed.
 *
 * The folder's node_modules is a symlink to this repo's. Turbopack refuses to compile files outside its root,
 * and the symlink points outside the temporary folder, so the floor's config sets `turbopack.root` to the
 * closest folder holding both (measured: the floor's chunks are the same bytes as when built inside the repo).
 * `next build` is followed, as in `npm run build`, by scripts/build/finalize-export.mjs with the same environment: the
 * floor gets its own Content-Security-Policy <meta> and an out/_headers, so scripts/dev/serve.mjs sends it the same
 * security and cache headers as our pages. It is run with `--plain-scripts`: the floor keeps Next's own script tags
 * (the plain framework), while our pages' scripts run after the first paint (scripts/build/scripts-after-paint.mjs).
 *
 * Usage: node scripts/bench/floor-page.mjs   builds it and prints the folder (left in place; its page is out/index.html)
 * From the bench: `const floor = await buildFloorPage(env)` -> { dir, outDir, remove() }
 */
import { copyFileSync, mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, parse, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from '../lib.mjs';
import { withTestEnv } from '../test/env.mjs';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The floor's files, written into its temporary folder (the page and layout are app/page.jsx and app/layout.jsx). */
export const FLOOR_FILES = {
  'package.json': JSON.stringify({ name: 'bench-floor', private: true }, null, 2),
  // The site's own config, with the Turbopack root widened to reach the symlinked node_modules.
  'next.config.ts': `import type { NextConfig } from 'next';
import site from './site.next.config';

const config: NextConfig = { ...site, turbopack: { ...site.turbopack, root: ROOT } };
export default config;
`,
  // An empty icon: without one the browser's /favicon.ico request fails and logs an error.
  'app/layout.jsx': `export const metadata = {
  title: 'Floor',
  description: 'An empty Next.js page: the bench compares every route with it.',
  icons: { icon: 'data:,' },
};

export default function RootLayout({ children }) {
  return (
    <html lang="et">
      <body>{children}</body>
    </html>
  );
}
`,
  'app/page.jsx': `export default function Page() {
  return <h1>Floor</h1>;
}
`,
};

/** The deepest folder that contains both paths. */
export function commonAncestor(a, b) {
  const partsA = a.split(sep);
  const partsB = b.split(sep);
  let i = 0;
  while (i < partsA.length && partsA[i] === partsB[i]) i++;
  return partsA.slice(0, i).join(sep) || parse(a).root;
}

/** Build the floor page; resolves with its folder, or throws with the build's exit code. */
export async function buildFloorPage(env = withTestEnv()) {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), 'veebiselge-floor-')));
  const modules = realpathSync(join(repo, 'node_modules'));
  mkdirSync(join(dir, 'app'));
  for (const [name, text] of Object.entries(FLOOR_FILES)) {
    writeFileSync(join(dir, name), text.replace('ROOT', JSON.stringify(commonAncestor(dir, modules))));
  }
  copyFileSync(join(repo, 'next.config.ts'), join(dir, 'site.next.config.ts'));
  symlinkSync(modules, join(dir, 'node_modules'), 'dir');
  const remove = () => rmSync(dir, { recursive: true, force: true });
  const steps = [
    ['next build', [join(modules, 'next/dist/bin/next'), 'build'], dir],
    ['finalize-export', [join(repo, 'scripts/build/finalize-export.mjs'), join(dir, 'out'), '--plain-scripts'], repo],
  ];
  for (const [name, args, cwd] of steps) {
    const { code, out } = await run(process.execPath, args, { cwd, env, capture: true });
    if (code !== 0) {
      console.error(out);
      remove();
      throw new Error(`floor page: ${name} failed (exit ${code})`);
    }
  }
  return { dir, outDir: join(dir, 'out'), remove };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const floor = await buildFloorPage();
  console.log(floor.dir);
}
