/**
 * A small Next.js app exported with this repo's install and config, in a temporary folder outside the project: the
 * bench's floor page (scripts/bench/floor-page.mjs) and the post-export fixture (scripts/build/next-fixture.mjs).
 * Nothing of it is shipped.
 *
 * The folder's node_modules is a symlink to this repo's, so the app is built by the same next, react and react-dom.
 * Turbopack refuses to compile files outside its root, and the symlink points outside the temporary folder, so the
 * app's config sets `turbopack.root` to the closest folder holding both (measured: the floor's chunks are the same
 * bytes as when built inside the repo). The config is the site's own next.config.ts with that root and the given
 * additions; `@/…` imports resolve into this repo.
 */
import { copyFileSync, mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, parse, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from '../lib.mjs';

export const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The deepest folder that contains both paths. */
export function commonAncestor(a, b) {
  const partsA = a.split(sep);
  const partsB = b.split(sep);
  let i = 0;
  while (i < partsA.length && partsA[i] === partsB[i]) i++;
  return partsA.slice(0, i).join(sep) || parse(a).root;
}

/** A tsconfig.json for an app in TypeScript in `dir` whose `@/…` imports are this repo's files (Turbopack reads the paths relative to the app). */
function repoPathsTsconfig(dir) {
  const compilerOptions = {
    target: 'ES2022', lib: ['dom', 'dom.iterable', 'esnext'], allowJs: true, skipLibCheck: true, strict: true, noEmit: true, module: 'esnext',
    moduleResolution: 'bundler', resolveJsonModule: true, isolatedModules: true, jsx: 'react-jsx', paths: { '@/*': [`${relative(dir, repo)}/*`] },
  };
  return JSON.stringify({ compilerOptions, include: ['**/*.ts', '**/*.tsx'], exclude: ['node_modules'] }, null, 2);
}

/**
 * Writes the app into a new temporary folder and runs `next build` there; resolves with its folder (the export is in
 * `out/`, Next's build files in `.next/`), or throws with the build's output.
 * @param {object} app
 * @param {string} app.name a word for the folder's name and the error
 * @param {Record<string, string>} app.files the app's files by path (app/page.jsx …), as text
 * @param {Record<string, string>} [app.copies] files copied into the folder: path in the app -> path in this repo
 * @param {string} [app.config] more of the config, as TypeScript object members (`typescript: { … },`)
 * @param {boolean} [app.typescript] the app is TypeScript, and its `@/…` imports are this repo's files
 * @param {boolean} [app.sameFolder] always the same folder (its name is in the build's hashes: the same app then
 *   builds to the same bytes), made anew
 * @param {NodeJS.ProcessEnv} app.env
 */
export async function exportNextApp({ name, files, copies = {}, config = '', typescript = false, sameFolder = false, env }) {
  const folder = join(realpathSync(tmpdir()), `veebiselge-${name}`);
  if (sameFolder) rmSync(folder, { recursive: true, force: true });
  const dir = sameFolder ? (mkdirSync(folder), folder) : realpathSync(mkdtempSync(`${folder}-`));
  const modules = realpathSync(join(repo, 'node_modules'));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  const written = {
    'package.json': JSON.stringify({ name: `next-app-${name}`, private: true }, null, 2),
    'next.config.ts': `import type { NextConfig } from 'next';
import site from './site.next.config';

const config: NextConfig = { ...site, ${config}turbopack: { ...site.turbopack, root: ${JSON.stringify(commonAncestor(dir, modules))} } };
export default config;
`,
    ...(typescript ? { 'tsconfig.json': repoPathsTsconfig(dir) } : {}),
    ...files,
  };
  for (const [path, text] of Object.entries(written)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  for (const [path, source] of Object.entries({ 'site.next.config.ts': 'next.config.ts', ...copies })) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    copyFileSync(join(repo, source), join(dir, path));
  }
  symlinkSync(modules, join(dir, 'node_modules'), 'dir');
  // The site's config imports its build helpers (./scripts/build/messages-alias.mjs): the same files, from this repo.
  symlinkSync(join(repo, 'scripts'), join(dir, 'scripts'), 'dir');
  const { code, out } = await run(process.execPath, [join(modules, 'next/dist/bin/next'), 'build'], { cwd: dir, env, capture: true });
  if (code !== 0) {
    remove();
    throw new Error(`${name}: next build failed (exit ${code}):\n${out}`);
  }
  return { dir, outDir: join(dir, 'out'), remove };
}
