#!/usr/bin/env node
/**
 * `npm run verify:next`: verifies the post-export passes (scripts/build/passes.mjs) against the installed next, react
 * and react-dom, and on success records them as the verified versions (scripts/build/verified-versions.json).
 *   1. the fixture app is exported with the installed versions (scripts/build/next-fixture.mjs), replacing
 *      tests/fixtures/next-export/export/;
 *   2. the passes' unit tests run on that output (tests/unit/build/; the version guard, tests/unit/next-versions.test.ts,
 *      is what this command settles);
 *   3. the site is built with test values (`npm run build:test`): every pass checks its expectations on every page;
 *   4. the byte budget (scripts/test/byte-budget.mjs);
 *   5. with --e2e, the end-to-end smoke set of the build output (SMOKE_SPECS) on the Estonian desktop project.
 * Every step runs, and a table says which passed (also into the GitHub job summary, when there is one). With all
 * passed the versions are recorded, unless --no-record is given (the upgrade canary, .github/workflows/upgrade-canary.yml).
 */
import { appendFileSync } from 'node:fs';
import { run } from '../lib.mjs';
import { withTestEnv } from '../test/env.mjs';
import { recordFixture } from './next-fixture.mjs';
import { installedVersions, PASS_TESTS, recordVerified, SMOKE_SPECS, verifiedVersions, VERIFIED_FILE } from './versions.mjs';

const args = process.argv.slice(2);
const env = withTestEnv();
const installed = installedVersions();
const steps = [
  [
    'the fixture exported by the installed versions',
    async () => {
      const changed = await recordFixture(env);
      console.log(changed.length ? `The fixture's output changed (review the diff): ${changed.join(', ')}` : "The fixture's output is the same as the record.");
      return 0;
    },
  ],
  ["the passes' tests on its output", async () => (await run('npx', ['vitest', 'run', PASS_TESTS], { env })).code],
  ['the site built, every pass checking every page', async () => (await run('npm', ['run', 'build:test'], { env })).code],
  ['the byte budget', async () => (await run(process.execPath, ['scripts/test/byte-budget.mjs', 'out'], { env })).code],
  ...(args.includes('--e2e') ? [['the end-to-end smoke set', async () => (await run('npx', ['playwright', 'test', ...SMOKE_SPECS, '--project=desktop'], { env })).code]] : []),
];

const results = [];
for (const [name, step] of steps) {
  console.log(`\n--- verify:next: ${name}\n`);
  let ok = false;
  try {
    ok = (await step()) === 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
  }
  results.push([name, ok]);
}

const versions = Object.entries(installed).map(([name, version]) => `${name} ${version}`).join(', ');
const passed = results.every(([, ok]) => ok);
const table = [
  `Post-export passes against ${versions} (verified: ${Object.entries(verifiedVersions()).map(([name, version]) => `${name} ${version}`).join(', ')})`,
  '',
  '| step | result |',
  '|---|---|',
  ...results.map(([name, ok]) => `| ${name} | ${ok ? 'passed' : '**failed**'} |`),
  '',
].join('\n');
console.log(`\n${table}`);
if (process.env.GITHUB_STEP_SUMMARY) appendFileSync(process.env.GITHUB_STEP_SUMMARY, `${table}\n`);

if (!passed) {
  console.error('Not verified: the versions stay as they were. Fix what failed (the passes in scripts/build/, docs/architecture.md "The build").');
  process.exit(1);
}
if (args.includes('--no-record')) {
  console.log(`Verified (not recorded: --no-record).`);
} else {
  recordVerified(installed);
  console.log(`Verified and recorded in ${VERIFIED_FILE}. Review and commit it with tests/fixtures/next-export/export/ (and the byte budget, if you re-recorded it).`);
}
