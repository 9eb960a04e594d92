#!/usr/bin/env node
/**
 * The post-export fixture: the app in tests/fixtures/next-export/app, exported by `next build` with the installed
 * next, react and react-dom and the site's next.config.ts (scripts/build/next-app.mjs). Its pages as Next wrote them,
 * before any pass, and Next's font manifest are written to tests/fixtures/next-export/export/, where the passes'
 * unit tests read them (tests/unit/build-passes.test.ts): the passes are tested on the real output of the versions
 * they were verified with (scripts/build/verified-versions.json), never on hand-written Flight rows.
 *
 * Run by `npm run verify:next` (scripts/build/verify-next.mjs); alone: node scripts/build/next-fixture.mjs
 */
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { listFiles } from '../lib.mjs';
import { withTestEnv } from '../test/env.mjs';
import { exportNextApp, repo } from './next-app.mjs';

export const FIXTURE_DIR = join(repo, 'tests/fixtures/next-export');
/** The committed export: the pages (as `<route>.html`) and next-font-manifest.json. */
export const FIXTURE_EXPORT = join(FIXTURE_DIR, 'export');
const APP = join(FIXTURE_DIR, 'app');

/** The fixture app's source files, as text, by their path in the app. */
function appFiles() {
  return Object.fromEntries(listFiles(APP, (file) => /\.tsx?$/.test(file)).map((file) => [relative(FIXTURE_DIR, file), readFileSync(file, 'utf8')]));
}

/** The files of the recorded export, by name. */
function recorded() {
  return Object.fromEntries(listFiles(FIXTURE_EXPORT, () => true).map((file) => [relative(repo, file), readFileSync(file, 'utf8')]));
}

/**
 * Builds the fixture app and writes its export to FIXTURE_EXPORT (replacing what was there); resolves with the files
 * that now differ from the record before (the same versions write the same bytes: the app is built in the same folder).
 */
export async function recordFixture(env = withTestEnv()) {
  const before = recorded();
  const app = await exportNextApp({
    name: 'post-export-fixture',
    files: appFiles(),
    typescript: true,
    sameFolder: true,
    copies: { 'app/inter.woff2': 'app/fonts/inter-estonian-latin.woff2' },
    // The same build id every time, so that a new record differs only where Next's or React's output does.
    config: "generateBuildId: async () => 'post-export-fixture', typescript: { ignoreBuildErrors: true }, ",
    env,
  });
  try {
    rmSync(FIXTURE_EXPORT, { recursive: true, force: true });
    mkdirSync(FIXTURE_EXPORT, { recursive: true });
    for (const name of readdirSync(app.outDir).filter((file) => file.endsWith('.html'))) cpSync(join(app.outDir, name), join(FIXTURE_EXPORT, name));
    // The entries name the app's temporary folder: written as the site's build names its own ([project]/app/…).
    const manifest = readFileSync(join(app.dir, '.next/server/next-font-manifest.json'), 'utf8').replaceAll(`[project]${app.dir}/`, '[project]/');
    writeFileSync(join(FIXTURE_EXPORT, 'next-font-manifest.json'), manifest.endsWith('\n') ? manifest : `${manifest}\n`);
  } finally {
    app.remove();
  }
  const after = recorded();
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((file) => before[file] !== after[file]);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const changed = await recordFixture();
  console.log(`The post-export fixture, exported by the installed Next.js into ${relative(repo, FIXTURE_EXPORT)}: ${changed.length ? `changed ${changed.join(', ')}` : 'the same as the record'}`);
}
