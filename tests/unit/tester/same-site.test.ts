/**
 * The tester's one notion of "the same site" (lib/tester/same-site.ts): the registrable domain from the Public
 * Suffix List (tldts), and one host in its www and bare forms, over http and https.
 */
import { describe, expect, it } from 'vitest';
import { addressForms, hostForm, isSameAddress, isSameHost, isSameSite, siteOfHost } from '@/lib/tester/same-site';

describe('the same site', () => {
  it.each([
    ['bare and www', 'https://naide.ee/', 'https://www.naide.ee/'],
    ['http and https', 'http://naide.ee/', 'https://naide.ee/'],
    ['a trailing slash', 'https://naide.ee/hinnad', 'https://naide.ee/hinnad/'],
    ['all three at once', 'http://www.naide.ee/hinnad/', 'https://naide.ee/hinnad'],
    ['a public suffix of two labels (.co.uk)', 'https://shop.co.uk/', 'https://www.shop.co.uk/'],
    ['a public suffix of two labels (.com.ee)', 'https://pood.com.ee/', 'https://www.pood.com.ee/'],
    ['an IDN (Unicode and punycode)', 'https://päikesekiir.ee/', 'https://www.xn--pikesekiir-q5a.ee/'],
    ['an upper-case host', 'https://NAIDE.ee/', 'https://www.naide.EE/'],
  ])('%s: one address in two forms', (_, a, b) => {
    expect(isSameSite(a, b)).toBe(true);
    expect(isSameHost(a, b)).toBe(true);
    expect(isSameAddress(a, b)).toBe(true);
  });

  it.each([
    ['another site', 'https://naide.ee/', 'https://muu.ee/'],
    ['another site under the same public suffix (.co.uk)', 'https://shop.co.uk/', 'https://store.co.uk/'],
    ['another site under the same public suffix (.com.ee)', 'https://pood.com.ee/', 'https://kauplus.com.ee/'],
    ['two sites under a private suffix (github.io)', 'https://naide.github.io/', 'https://muu.github.io/'],
    ['the suffix itself and a site under it', 'https://com.ee/', 'https://pood.com.ee/'],
    ['another IDN', 'https://päikesekiir.ee/', 'https://päike.ee/'],
  ])('%s: not the same site', (_, a, b) => {
    expect(isSameSite(a, b)).toBe(false);
    expect(isSameHost(a, b)).toBe(false);
    expect(isSameAddress(a, b)).toBe(false);
  });

  it('another host of the same site is the same site, not the same host', () => {
    expect(isSameSite('https://naide.ee/', 'https://pood.naide.ee/')).toBe(true);
    expect(isSameHost('https://naide.ee/', 'https://pood.naide.ee/')).toBe(false);
  });

  it('another page or query of the same host is not the same address', () => {
    expect(isSameAddress('https://naide.ee/', 'https://naide.ee/hinnad')).toBe(false);
    expect(isSameAddress('https://naide.ee/?a=1', 'https://naide.ee/?a=2')).toBe(false);
    expect(isSameAddress('https://naide.ee/#top', 'https://naide.ee/')).toBe(true);
  });

  it('www is dropped only inside a site; an IP address or a single name is its own site', () => {
    expect(hostForm('www.naide.ee')).toBe('naide.ee');
    expect(hostForm('www.com.ee')).toBe('www.com.ee');
    expect(siteOfHost('www.naide.co.uk')).toBe('naide.co.uk');
    expect(siteOfHost('195.250.170.1')).toBe('195.250.170.1');
    expect(isSameHost('http://localhost:3000/', 'http://localhost:3001/')).toBe(false);
    expect(isSameSite('notaurl', 'https://naide.ee/')).toBe(false);
  });

  it('a page’s every form, for a sitemap to list', () => {
    expect(addressForms('https://www.naide.ee/hinnad')).toEqual([
      'https://naide.ee/hinnad', 'https://naide.ee/hinnad/', 'https://www.naide.ee/hinnad', 'https://www.naide.ee/hinnad/',
      'http://naide.ee/hinnad', 'http://naide.ee/hinnad/', 'http://www.naide.ee/hinnad', 'http://www.naide.ee/hinnad/',
    ]);
    expect(addressForms('https://naide.ee/')).toHaveLength(4);
  });
});
