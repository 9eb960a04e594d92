#!/usr/bin/env node
/**
 * The bench's floor: the smallest page this repo's Next.js can export (an empty layout and one heading, no
 * CSS, no font, no client component), built with the same next, react and react-dom install and the same
 * next.config.ts, in a temporary folder outside the project. Nothing of it is shipped or committed.
 *
 * Built by scripts/build/next-app.mjs (the same install, the site's next.config.ts, a temporary folder).
 * `next build` is followed, as in `npm run build`, by scripts/build/finalize-export.mjs with the same environment: the
 * floor gets its own Content-Security-Policy <meta> and an out/_headers, so scripts/dev/serve.mjs sends it the same
 * security and cache headers as our pages. It is run with `--plain-scripts`: the floor keeps Next's own script tags
 * (the plain framework), while our pages' scripts run after the first paint (scripts/build/scripts-after-paint.mjs);
 * and with `--not-found-from /`: its 404.html is its home page, as it has no unknown-address page.
 *
 * Usage: node scripts/bench/floor-page.mjs   builds it and prints the folder (left in place; its page is out/index.html)
 * From the bench: `const floor = await buildFloorPage(env)` -> { dir, outDir, remove() }
 */
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from '../lib.mjs';
import { exportNextApp, repo } from '../build/next-app.mjs';
import { withTestEnv } from '../test/env.mjs';

export { commonAncestor } from '../build/next-app.mjs';

/** The floor's files, written into its temporary folder (the page and layout are app/page.jsx and app/layout.jsx). */
export const FLOOR_FILES = {
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

/** Build the floor page; resolves with its folder, or throws with the build's output. */
export async function buildFloorPage(env = withTestEnv()) {
  const floor = await exportNextApp({ name: 'floor', files: FLOOR_FILES, env });
  const { code, out } = await run(process.execPath, [join(repo, 'scripts/build/finalize-export.mjs'), floor.outDir, '--plain-scripts', '--not-found-from', '/'], { cwd: repo, env, capture: true });
  if (code !== 0) {
    floor.remove();
    throw new Error(`floor page: finalize-export failed (exit ${code}):\n${out}`);
  }
  return floor;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const floor = await buildFloorPage();
  console.log(floor.dir);
}
