/**
 * The version guard of the post-export passes (scripts/build/versions.mjs): the passes and their fixture
 * (tests/fixtures/next-export/export, exported by the versions it names) were verified with exact versions of next,
 * react and react-dom. Another installed version fails here, with the command that verifies it.
 */
import { describe, expect, it } from 'vitest';
import { driftMessage, installedVersions, verifiedVersions, versionDrift } from '../../scripts/build/versions.mjs';

describe('the versions the post-export passes were verified with', () => {
  it('are the installed next, react and react-dom', () => {
    const drift = versionDrift();
    expect(drift, drift.length > 0 ? driftMessage(drift) : '').toEqual([]);
    expect(installedVersions()).toEqual(verifiedVersions());
  });

  it('are exact versions, one line each', () => {
    for (const version of Object.values(verifiedVersions())) expect(version).toMatch(/^\d+\.\d+\.\d+(?:-[0-9a-z.-]+)?$/);
  });

  it('a drift names each package with both versions, and the command that verifies the installed ones', () => {
    const drift = versionDrift({ next: '16.5.0', react: '19.3.1', 'react-dom': '19.4.0' }, { next: '16.4.5', react: '19.3.1', 'react-dom': '19.3.1' });
    expect(drift).toEqual(['next 16.5.0 (verified: 16.4.5)', 'react-dom 19.4.0 (verified: 19.3.1)']);
    const message = driftMessage(drift);
    expect(message).toContain('next 16.5.0 (verified: 16.4.5), react-dom 19.4.0 (verified: 19.3.1)');
    expect(message).toContain('Run `npm run verify:next`');
    expect(message).toContain('scripts/build/verified-versions.json');
  });
});
