/**
 * The version guard of the post-export passes. They rewrite what Next.js and React write (script tags, React's Flight
 * rows), so they are verified against exact versions, written in one place: scripts/build/verified-versions.json.
 * A build with other versions warns (scripts/build/finalize-export.mjs); `npm test` fails
 * (tests/unit/next-versions.test.ts) until `npm run verify:next` has verified the installed ones.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

export const VERIFIED_FILE = fileURLToPath(new URL('./verified-versions.json', import.meta.url));
/** The packages whose output the passes read. */
export const PACKAGES = ['next', 'react', 'react-dom'];
export const VERIFY_COMMAND = 'npm run verify:next';
/** The passes' unit tests, run by the command on the fixture it exports (the version guard, tests/unit/next-versions.test.ts, is not among them: the command settles it). */
export const PASS_TESTS = 'tests/unit/build/';
/** The end-to-end specs that read what the passes make: the command's smoke set (`--e2e`, the upgrade canary). */
export const SMOKE_SPECS = ['first-paint', 'static-blocks', 'fonts', 'site-headers', 'head', 'not-found'].map((name) => `tests/e2e/${name}.spec.ts`);

/** The versions the passes were verified with. @returns {Record<string, string>} */
export function verifiedVersions() {
  const recorded = JSON.parse(readFileSync(VERIFIED_FILE, 'utf8'));
  return Object.fromEntries(PACKAGES.map((name) => [name, recorded[name]]));
}

/** The versions installed in node_modules. @returns {Record<string, string>} */
export function installedVersions() {
  const require = createRequire(import.meta.url);
  return Object.fromEntries(PACKAGES.map((name) => [name, require(`${name}/package.json`).version]));
}

/** Each installed package whose version is not the verified one, as "next 16.5.0 (verified: 16.4.5)". */
export function versionDrift(installed = installedVersions(), verified = verifiedVersions()) {
  return PACKAGES.filter((name) => installed[name] !== verified[name]).map((name) => `${name} ${installed[name]} (verified: ${verified[name]})`);
}

/** What to do about a drift: the command that verifies the installed versions and records them. */
export function driftMessage(drift) {
  return (
    `The post-export passes were not verified with the installed ${drift.join(', ')}.\n` +
    `Run \`${VERIFY_COMMAND}\`: it exports the fixture app with the installed versions, runs the passes' tests on its ` +
    `output, builds the site and checks the byte budget, and when all pass writes the versions into ` +
    `scripts/build/verified-versions.json. Review and commit that file with tests/fixtures/next-export/export/.`
  );
}

/** Writes the installed versions as the verified ones. */
export function recordVerified(installed = installedVersions()) {
  const recorded = JSON.parse(readFileSync(VERIFIED_FILE, 'utf8'));
  writeFileSync(VERIFIED_FILE, `${JSON.stringify({ ...recorded, ...installed }, null, 2)}\n`);
}
