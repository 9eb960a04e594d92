#!/usr/bin/env node
/**
 * `npm ci` as CI runs it (.ci/run and every job of .github/workflows/): installs from the lockfile, shows npm's
 * output as it comes, and fails when npm printed a peer-dependency warning (`ERESOLVE`, "Conflicting peer
 * dependency"...) or an engine warning (`EBADENGINE`: a package that declares another Node version than ours), so a
 * noisy first install cannot come back unnoticed. A `deprecated` notice is listed at the end
 * but does not fail: a package may be deprecated upstream at any time, with no change here (docs/deploying.md, "A quiet install").
 *
 *   node scripts/test/npm-ci.mjs [more npm ci arguments]
 *
 * Only Node's own modules: it runs before node_modules exists.
 */
import { spawn } from 'node:child_process';
import { readInstallLog } from './install-log.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const child = spawn(npm, ['ci', '--no-audit', '--no-fund', ...process.argv.slice(2)], { stdio: ['ignore', 'pipe', 'pipe'] });
let log = '';
child.stdout.on('data', (chunk) => {
  log += chunk;
  process.stdout.write(chunk);
});
child.stderr.on('data', (chunk) => {
  log += chunk;
  process.stderr.write(chunk);
});
child.on('error', (error) => {
  console.error(`npm ci could not start: ${error.message}`);
  process.exit(1);
});
child.on('close', (code) => {
  if (code !== 0) {
    console.error(`\nnpm ci failed (exit code ${code}).`);
    process.exit(code ?? 1);
  }
  const { peerWarnings, engineWarnings, deprecated } = readInstallLog(log);
  if (deprecated.length > 0) {
    console.log(`\nnpm ci: ${deprecated.length} deprecated package(s), allowed while no maintained replacement exists (docs/deploying.md, "A quiet install"):`);
    for (const { name, message } of deprecated) console.log(`  ${name}: ${message}`);
  }
  if (peerWarnings.length > 0) {
    console.error(
      `\nnpm ci printed ${peerWarnings.length} peer-dependency warning line(s), among them:\n` +
        peerWarnings.slice(0, 5).map((line) => `  ${line}`).join('\n') +
        '\nThe install must be quiet: make the versions agree (package.json "overrides", docs/deploying.md, "A quiet install").',
    );
    process.exit(1);
  }
  if (engineWarnings.length > 0) {
    console.error(
      `\nnpm ci printed ${engineWarnings.length} engine warning(s): a package declares a Node version other than ours:\n` +
        engineWarnings.slice(0, 5).map((line) => `  ${line}`).join('\n') +
        '\nThe install must be quiet: choose a version of that package that supports our Node (docs/deploying.md, "A quiet install").',
    );
    process.exit(1);
  }
  console.log('npm ci: no peer-dependency or engine warning.');
});
