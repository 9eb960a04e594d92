/**
 * The share link's codec (issue 24, "Jaga tulemust"): the result in the fragment, deflate-raw + base64url with a
 * format version in front; decoding trusts nothing (size caps, the result's schema).
 */
import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { decodeShare, encodeShare, SHARE_MAX_BYTES, SHARE_MAX_CHARS, SHARE_VERSION, shareLink, shareValueOf, type SharedResult } from '@/lib/tester/state/share';
import { SHARE_HASH } from '@/lib/tester/state/saved-keys';
import { sampleResult } from '../../fixtures/tester/result';

const TESTED_AT = Date.UTC(2026, 10, 25, 19, 40);
const shared = (change: Partial<SharedResult> = {}): SharedResult => ({ ...sampleResult(), testedAt: TESTED_AT, ...change });
const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const pack = (value: unknown, version = SHARE_VERSION) => `${version}.${b64url(deflateRawSync(Buffer.from(typeof value === 'string' ? value : JSON.stringify(value))))}`;

describe('share link codec', () => {
  it('round-trips a result with its date; the robots.txt text itself is left out', async () => {
    const value = await encodeShare(shared());
    expect(value).toMatch(new RegExp(`^${SHARE_VERSION}\\.[A-Za-z0-9_-]+$`));
    const decoded = await decodeShare(value);
    expect(decoded).toEqual({ ok: true, result: { ...shared(), robotsTxt: { ...shared().robotsTxt, content: null } } });
  });

  it('is compressed: a typical result fits a short link', async () => {
    const value = await encodeShare(shared());
    expect(value.length).toBeLessThan(JSON.stringify(shared()).length);
    expect(value.length).toBeLessThan(3000);
  });

  it('builds the link on the tester page, replacing any fragment, and reads it back from the hash', async () => {
    const link = await shareLink('https://veebiselge.ee/seo-veebilehe-test#tulemus=old', shared());
    const url = new URL(link);
    expect(`${url.origin}${url.pathname}`).toBe('https://veebiselge.ee/seo-veebilehe-test');
    expect(url.hash.startsWith(SHARE_HASH)).toBe(true);
    const value = shareValueOf(url.hash);
    expect(value).not.toBeNull();
    expect(await decodeShare(value!)).toMatchObject({ ok: true, result: { displayUrl: 'näide.ee', testedAt: TESTED_AT } });
    expect(shareValueOf('#audit')).toBeNull();
  });

  it('a damaged link is refused as damaged, never thrown', async () => {
    const value = await encodeShare(shared());
    for (const damaged of [
      value.slice(0, value.length - 20), // cut short
      `${value.slice(0, 10)}AAAA${value.slice(14)}`, // bytes changed
      '2.', // empty
      '2.@@@@', // not base64url
      'x.abcd', // no version
      'abcd', // no version at all
      pack('{"displayUrl": "a.ee"'), // not JSON
      pack({ ...shared(), testedAt: undefined }), // no date
      pack({ ...shared(), lighthouse: { performance: 900 } }), // fails the result's schema
      pack([1, 2, 3]),
    ]) {
      expect(await decodeShare(damaged), damaged.slice(0, 40)).toEqual({ ok: false, problem: 'damaged' });
    }
  });

  it('a link of an older format says so; a newer one is damaged', async () => {
    expect(await decodeShare(pack(shared(), 0))).toEqual({ ok: false, problem: 'old' });
    expect(await decodeShare(pack(shared(), SHARE_VERSION + 1))).toEqual({ ok: false, problem: 'damaged' });
  });

  it('an oversized link is refused before it is read, and a small one that unpacks to too much while inflating', async () => {
    expect(await decodeShare(`${SHARE_VERSION}.${'A'.repeat(SHARE_MAX_CHARS + 1)}`)).toEqual({ ok: false, problem: 'too-large' });
    // A bomb: a few hundred bytes that unpack past the cap.
    const bomb = `${SHARE_VERSION}.${b64url(deflateRawSync(Buffer.alloc(SHARE_MAX_BYTES * 4, 0x20)))}`;
    expect(bomb.length).toBeLessThan(SHARE_MAX_CHARS);
    expect(await decodeShare(bomb)).toEqual({ ok: false, problem: 'too-large' });
  });

  it("values from the tested site travel as data: a title with markup comes back as the same text", async () => {
    const hostile = shared({ htmlAnalysis: { ...shared().htmlAnalysis, title: '<img src=x onerror=alert(1)>' } });
    const decoded = await decodeShare(await encodeShare(hostile));
    expect(decoded.ok && decoded.result.htmlAnalysis.title).toBe('<img src=x onerror=alert(1)>');
  });
});
