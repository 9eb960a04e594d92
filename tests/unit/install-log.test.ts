import { describe, expect, it } from 'vitest';
import { readInstallLog } from '../../scripts/test/install-log.mjs';

/** The start of what `npm ci` printed before the install was made quiet (TypeScript 7 beside typescript-eslint). */
const ERESOLVE_OUTPUT = `npm warn ERESOLVE overriding peer dependency
npm warn While resolving: typescript-eslint@8.73.0
npm warn Found: typescript@7.0.2
npm warn node_modules/typescript
npm warn   dev typescript@"~7.0.2" from the root project
npm warn   2 more (eslint-config-next, ts-api-utils)
npm warn
npm warn Could not resolve dependency:
npm warn peer typescript@">=4.8.4 <6.1.0" from typescript-eslint@8.73.0
npm warn node_modules/eslint-config-next/node_modules/typescript-eslint
npm warn   typescript-eslint@"^8.56.0" from eslint-config-next@16.4.5
npm warn   node_modules/eslint-config-next
npm warn
npm warn Conflicting peer dependency: typescript@6.0.3
npm warn node_modules/typescript
npm warn   peer typescript@">=4.8.4 <6.1.0" from typescript-eslint@8.73.0

added 762 packages in 1m
`;

describe('what npm ci printed (scripts/test/npm-ci.mjs fails CI on a peer-dependency warning)', () => {
  it('finds the ERESOLVE block of a peer conflict: the ERESOLVE line, the peer ranges and the conflict', () => {
    const { peerWarnings, deprecated } = readInstallLog(ERESOLVE_OUTPUT);
    expect(peerWarnings).toEqual([
      'npm warn ERESOLVE overriding peer dependency',
      'npm warn peer typescript@">=4.8.4 <6.1.0" from typescript-eslint@8.73.0',
      'npm warn Conflicting peer dependency: typescript@6.0.3',
      'npm warn   peer typescript@">=4.8.4 <6.1.0" from typescript-eslint@8.73.0',
    ]);
    expect(deprecated).toEqual([]);
  });

  it('finds an install that npm refused for a peer conflict (npm error ERESOLVE), in any case and line ending', () => {
    const { peerWarnings } = readInstallLog('npm ERR! code ERESOLVE\r\nnpm error ERESOLVE unable to resolve dependency tree\r\n');
    expect(peerWarnings).toHaveLength(2);
  });

  it('passes a quiet install: only the count of added packages', () => {
    expect(readInstallLog('\nadded 765 packages in 2m\n')).toEqual({ peerWarnings: [], engineWarnings: [], deprecated: [] });
  });

  it('lists a deprecated package with its message and does not take it for a peer warning', () => {
    const { peerWarnings, deprecated } = readInstallLog(
      'npm warn deprecated inflight@1.0.6: This module is not supported, and leaks memory. Do not use it; see lru-cache for a peer of it\n',
    );
    expect(peerWarnings).toEqual([]);
    expect(deprecated).toEqual([
      { name: 'inflight@1.0.6', message: 'This module is not supported, and leaks memory. Do not use it; see lru-cache for a peer of it' },
    ]);
  });

  it('does not read a package output line that only mentions peers (not npm\'s own warning)', () => {
    expect(readInstallLog('> postinstall: checking peer binaries\n').peerWarnings).toEqual([]);
  });

  it('finds an engine warning: a package that declares another Node version (dns2 3.1.1 did, before it was replaced)', () => {
    const { engineWarnings, peerWarnings } = readInstallLog(
      "npm warn EBADENGINE Unsupported engine {\nnpm warn EBADENGINE   package: 'dns2@3.1.1',\nnpm warn EBADENGINE   required: { node: '>=22' },\nnpm warn EBADENGINE   current: { node: 'v20.20.2', npm: '11.19.1' }\nnpm warn EBADENGINE }\n\nadded 771 packages in 2m\n",
    );
    expect(engineWarnings).toHaveLength(5);
    expect(engineWarnings[1]).toBe("npm warn EBADENGINE   package: 'dns2@3.1.1',");
    expect(peerWarnings).toEqual([]);
  });
});
