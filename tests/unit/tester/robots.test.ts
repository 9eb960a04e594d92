import { describe, expect, it } from 'vitest';
import { checkRobotsTxt, isRobotsFile, robotsBlocksAll, robotsBlocksGooglebot, ROBOTS_MAX_BYTES } from '@/lib/tester/checks/robots';
import { fakeFetch, TEST_PROXY } from '../../fixtures/tester/fake-fetch';
import { SITES } from '../../fixtures/tester/sites';

describe('robotsBlocksAll: user-agent * with Disallow: / and no Allow: /', () => {
  it.each([
    ['the plain block', 'User-agent: *\nDisallow: /', true],
    ['field names in any case', 'USER-AGENT: *\ndisallow: /', true],
    ['CRLF line ends and spaces', 'User-agent : * \r\nDisallow :  / \r\n', true],
    ['a comment after the rule', 'User-agent: * # everyone\nDisallow: / # all of it', true],
    ['a commented-out rule', 'User-agent: *\n# Disallow: /', false],
    ['a path, not the root', 'User-agent: *\nDisallow: /admin/', false],
    ['an empty Disallow (allows everything)', 'User-agent: *\nDisallow:', false],
    ['Allow: / next to it', 'User-agent: *\nDisallow: /\nAllow: /', false],
    ['Allow: / before it', 'user-agent: *\nallow: /\ndisallow: /', false],
    ['another user-agent only', 'User-agent: BadBot\nDisallow: /', false],
    ['another user-agent, then * allowed', 'User-agent: BadBot\nDisallow: /\n\nUser-agent: *\nDisallow: /tmp/', false],
    ['* sharing a group with another agent', 'User-agent: BadBot\nUser-agent: *\nDisallow: /', true],
    ['* after a rule of another group', 'User-agent: Googlebot\nAllow: /\nUser-agent: *\nDisallow: /', true],
    ['Allow: / for another agent only', 'User-agent: *\nDisallow: /\n\nUser-agent: Googlebot\nAllow: /', true],
    ['Disallow: /* (same as /)', 'User-agent: *\nDisallow: /*', true],
    ['an empty file', '', false],
    ['a sitemap line only', 'Sitemap: https://x.ee/sitemap.xml', false],
  ])('%s', (_, content, expected) => {
    expect(robotsBlocksAll(content)).toBe(expected);
  });
});

describe('checkRobotsTxt', () => {
  it('reads an existing robots.txt that allows crawling', async () => {
    const { fetch, calls } = fakeFetch(SITES.good);
    const result = await checkRobotsTxt('https://paikesekiir.test', { fetch, proxy: TEST_PROXY });
    expect(result).toMatchObject({ exists: true, blocksAll: false, error: null });
    expect(result.content).toContain('Disallow: /admin/');
    expect(calls[0]).toMatchObject({ method: 'GET', target: 'https://paikesekiir.test/robots.txt' });
  });

  it('notices a robots.txt that blocks the whole site', async () => {
    const { fetch } = fakeFetch(SITES.poor);
    expect(await checkRobotsTxt('https://vanapood.test', { fetch, proxy: TEST_PROXY })).toMatchObject({ exists: true, blocksAll: true });
  });

  it('a 404, or an HTML page served instead of the file, means no robots.txt', async () => {
    expect(await checkRobotsTxt('https://pildita.test', { fetch: fakeFetch(SITES.noImages).fetch, proxy: TEST_PROXY })).toEqual({
      exists: false,
      blocksAll: false,
      blocksGooglebot: false,
      blocksPage: false,
      sitemaps: [],
      content: null,
      error: null,
    });
    expect(await checkRobotsTxt('https://kuri.test', { fetch: fakeFetch(SITES.hostile).fetch, proxy: TEST_PROXY })).toMatchObject({
      exists: false,
      content: null,
    });
  });

  it('an unreachable site gives the fallback text', async () => {
    const { fetch } = fakeFetch(SITES.unreachable);
    expect(await checkRobotsTxt('https://olematu.test', { fetch, proxy: TEST_PROXY })).toEqual({
      exists: false,
      blocksAll: false,
      blocksGooglebot: false,
      blocksPage: false,
      sitemaps: [],
      content: null,
      error: 'robots.txt check failed',
    });
  });

  it('keeps at most 2000 characters of a huge file', async () => {
    const big = `User-agent: *\nDisallow: /\n${'# filler\n'.repeat(5000)}`;
    const { fetch } = fakeFetch(SITES.good, { override: () => ({ status: 200, body: big, contentType: 'text/plain' }) });
    const result = await checkRobotsTxt('https://paikesekiir.test', { fetch, proxy: TEST_PROXY });
    expect(result.blocksAll).toBe(true);
    expect(result.content!.length).toBeLessThanOrEqual(2000);
  });

  const serve = (body: string, contentType: string) => fakeFetch(SITES.good, { override: () => ({ status: 200, body, contentType }) }).fetch;

  it('a robots file served as text/html is read by its content (Google ignores the Content-Type)', async () => {
    const result = await checkRobotsTxt('https://paikesekiir.test', { fetch: serve('User-agent: *\nDisallow: /\n', 'text/html; charset=utf-8'), proxy: TEST_PROXY });
    expect(result).toMatchObject({ exists: true, blocksAll: true, blocksGooglebot: true });
  });

  it('a soft-404 page is no robots.txt, whether it is markup or a plain "not found" text served as HTML', async () => {
    for (const body of ['<!doctype html><title>Lehte ei leitud</title><p>404', '  <html><body>Not found</body></html>', 'Lehte ei leitud']) {
      expect(await checkRobotsTxt('https://paikesekiir.test', { fetch: serve(body, 'text/html'), proxy: TEST_PROXY }), body).toMatchObject({
        exists: false,
        blocksAll: false,
      });
    }
  });

  it('reports beside the spec’s verdict whether Googlebot in particular is shut out', async () => {
    const result = await checkRobotsTxt('https://paikesekiir.test', {
      fetch: serve('User-agent: *\nAllow: /\n\nUser-agent: Googlebot\nDisallow: /\n', 'text/plain'),
      proxy: TEST_PROXY,
    });
    expect(result).toMatchObject({ exists: true, blocksAll: false, blocksGooglebot: true });
  });

  it('reads at most 500 KiB, as Google does: a rule after that is ignored', async () => {
    expect(ROBOTS_MAX_BYTES).toBe(500 * 1024);
    const filler = `User-agent: *\nAllow: /public/\n${'# filler line of a generated file\n'.repeat(16_000)}`;
    expect(filler.length).toBeGreaterThan(ROBOTS_MAX_BYTES);
    const result = await checkRobotsTxt('https://paikesekiir.test', { fetch: serve(`${filler}Disallow: /\n`, 'text/plain'), proxy: TEST_PROXY });
    expect(result).toMatchObject({ exists: true, blocksAll: false });
    const within = await checkRobotsTxt('https://paikesekiir.test', {
      fetch: serve(`User-agent: *\n${'# x\n'.repeat(1000)}Disallow: /\n`, 'text/plain'),
      proxy: TEST_PROXY,
    });
    expect(within.blocksAll).toBe(true);
  });
});

/** The least CPU time (ms) of a few runs: a busy machine cannot fail a fast reader, waiting for a core does not count. */
function leastCpuMs(read: () => unknown, runs = 3): number {
  let least = Infinity;
  for (let i = 0; i < runs && (i === 0 || least < 500); i++) {
    const start = process.cpuUsage();
    read();
    const used = process.cpuUsage(start);
    least = Math.min(least, (used.user + used.system) / 1000);
  }
  return least;
}

describe('robots.txt is read in linear time (worst cases of the largest file read, 500 KiB, against a time budget)', () => {
  /** 500 KiB of one line repeated. */
  const file = (line: string) => `${line}\n`.repeat(Math.floor(ROBOTS_MAX_BYTES / (line.length + 1)));
  // Each case is read as the check reads it, up to three times (is it a robots file, blocks all, blocks
  // Googlebot). A 500 KiB file of ordinary rules takes about 100 ms CPU for that here (under load), and these
  // worst cases 4-140 ms: 1 s is ten times what a linear reader needs. The trailing-space regular expression
  // took over a second for each line of spaces (about 50 s for the first file).
  const BUDGET_MS = 1_000;

  it.each([
    ['lines of 16 KiB of spaces between two words', file(`Disallow: a${' '.repeat(16_000)}b`)],
    ['lines of 16 KiB of tabs after the name', file(`Disallow:${'\t'.repeat(16_000)}/x`)],
    ['lines of percent signs to encode', file(`User-agent: *\nDisallow: /${'%'.repeat(8_000)}`)],
    ['lines of wildcards', file(`User-agent: *\nDisallow: /${'*'.repeat(8_000)}x`)],
    ['lines of non-ASCII to percent-encode', file(`User-agent: *\nDisallow: /${'õ'.repeat(5_000)}`)],
    ['empty lines only', '\r'.repeat(ROBOTS_MAX_BYTES)],
    ['one line of 500 KiB', `Disallow: ${' '.repeat(ROBOTS_MAX_BYTES - 20)}x`],
  ])('%s', (_, content) => {
    expect(leastCpuMs(() => [robotsBlocksAll(content), robotsBlocksGooglebot(content), isRobotsFile('text/html', content)])).toBeLessThan(BUDGET_MS);
  });
});
