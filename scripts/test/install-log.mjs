/**
 * Reads what `npm ci` / `npm install` printed (scripts/test/npm-ci.mjs): its peer-dependency warnings and its engine
 * warnings (a package that declares another Node version: `npm warn EBADENGINE Unsupported engine`), which fail CI, and
 * its `deprecated` notices, which are only listed. npm 7-11 print a peer conflict as a block of lines such as
 *
 *   npm warn ERESOLVE overriding peer dependency
 *   npm warn While resolving: typescript-eslint@8.73.0
 *   npm warn Conflicting peer dependency: typescript@6.0.3
 *   npm warn peer typescript@">=4.8.4 <6.1.0" from typescript-eslint@8.73.0
 *
 * and a deprecation as `npm warn deprecated inflight@1.0.6: This module is not supported...`.
 */

/** A warning or error line of npm that is about peer dependencies (any npm log level, any case). */
const PEER = /\bERESOLVE\b|\bpeer\b|peerDependenc/i;
/** A warning line of npm about a package's declared engines (the first line of an EBADENGINE block). */
const ENGINE = /^npm (warn|error|ERR!) EBADENGINE\b/i;
const NPM_LINE = /^npm (warn|error|ERR!)(\s|$)/i;
const DEPRECATED = /^npm warn deprecated (\S+): (.*)$/i;

/** @param {string} text what npm printed (stdout and stderr) */
export function readInstallLog(text) {
  /** @type {string[]} */
  const peerWarnings = [];
  /** @type {string[]} */
  const engineWarnings = [];
  /** @type {{ name: string, message: string }[]} */
  const deprecated = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    const notice = DEPRECATED.exec(line);
    if (notice) deprecated.push({ name: notice[1], message: notice[2].trim() });
    else if (ENGINE.test(line)) engineWarnings.push(line);
    else if (NPM_LINE.test(line) && PEER.test(line)) peerWarnings.push(line);
  }
  return { peerWarnings, engineWarnings, deprecated };
}
