import { describe, expect, it } from 'vitest';
import { normalizeAddress, type TestAddress } from '@/lib/tester/engine/address';
import { runWebsiteTest } from '@/lib/tester/engine/run';
import { fakeApiFetch, TEST_API } from '../../fixtures/tester/fake-fetch';
import { SITES } from '../../fixtures/tester/sites';

/**
 * The public CORS proxy is off unless a build sets NEXT_PUBLIC_CORS_PROXY (issue 44, item 5): the tester API serves
 * every check. When the API does not answer either, nothing can reach the site, so the run fails as a whole (the
 * spec's "Testimise käigus tekkis viga") instead of reporting the site as silent, and nothing is sent anywhere.
 */
describe('a build without a CORS proxy', () => {
  const address = (): TestAddress => {
    const checked = normalizeAddress(SITES.good.host);
    if (!checked.ok) throw new Error('fixture address');
    return checked.address;
  };

  it('fails the run as ours, and sends nothing past /health, when the tester API does not answer', async () => {
    const fake = fakeApiFetch(SITES.good, { health: { fail: 'network' } });
    const error = await runWebsiteTest(address(), { fetch: fake.fetch, proxy: '', testerApi: TEST_API, pageSpeedApiKey: 'k', sleep: () => Promise.resolve() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(String(error)).toMatch(/no CORS proxy/);
    expect(fake.calls.map((c) => c.url)).toEqual(['/api/health']);
  });

  it('tests through the API as before when it answers', async () => {
    const fake = fakeApiFetch(SITES.good);
    const result = await runWebsiteTest(address(), { fetch: fake.fetch, proxy: '', testerApi: TEST_API, sleep: () => Promise.resolve() });
    expect(result.security.measured).toBe(true);
    expect(fake.calls.some((c) => c.url.startsWith('http'))).toBe(false);
  });
});
