/**
 * The SSRF address classifier, at the level of the function only: no DNS lookup and no connection is made for
 * any address below (private, link-local and public addresses are never contacted by any test).
 */
import { describe, expect, it } from 'vitest';
import { classifyIp, formatIPv6, isMalformedIPv4, parseIPv4, parseIPv6 } from '../../api/ip.mjs';

/** @param {string} host */
const rangeOf = (host) => classifyIp(host)?.range;

describe('IPv4 literal spellings (WHATWG URL and inet_aton forms)', () => {
  it.each([
    ['127.0.0.1', '127.0.0.1'],
    ['127.1', '127.0.0.1'],
    ['127.0.1', '127.0.0.1'],
    ['2130706433', '127.0.0.1'],
    ['0x7f000001', '127.0.0.1'],
    ['0X7F.0.0.1', '127.0.0.1'],
    ['0x7f.1', '127.0.0.1'],
    ['0177.0.0.1', '127.0.0.1'],
    ['0177.1', '127.0.0.1'],
    ['017700000001', '127.0.0.1'],
    ['0x7f.0x0.0x0.0x1', '127.0.0.1'],
    ['127.0.0.1.', '127.0.0.1'],
    ['0', '0.0.0.0'],
    ['0x0', '0.0.0.0'],
    ['0x', '0.0.0.0'],
    ['10.1', '10.0.0.1'],
    ['012.0.0.1', '10.0.0.1'],
    ['167772161', '10.0.0.1'],
    ['0xa9.0xfe.0xa9.0xfe', '169.254.169.254'],
    ['2852039166', '169.254.169.254'],
    ['0251.0376.0251.0376', '169.254.169.254'],
    ['169.254.43518', '169.254.169.254'],
    ['0xc0a80001', '192.168.0.1'],
    ['192.168.1', '192.168.0.1'],
    ['3232235521', '192.168.0.1'],
  ])('%s is %s', (spelling, canonical) => {
    expect(classifyIp(spelling)?.address).toBe(canonical);
    // The same reading as the URL parser, which turns every spelling into the dotted form.
    expect(new URL(`http://${spelling}/`).hostname).toBe(canonical);
  });

  it.each(['127.0.0.256', '1.2.3.4.5', '08.0.0.1', '256.1', '1.16777216', '4294967296', '1..1', '-1.0.0.1', 'example.ee', ''])(
    '%j is not an IPv4 address',
    (text) => {
      expect(parseIPv4(text)).toBeNull();
      if (isMalformedIPv4(text)) expect(() => new URL(`http://${text}/`)).toThrow();
    },
  );

  it('tells a broken numeric host from a name', () => {
    expect(isMalformedIPv4('127.0.0.256')).toBe(true);
    expect(isMalformedIPv4('08.1.1.1')).toBe(true);
    expect(isMalformedIPv4('1.2.3.4.5')).toBe(true);
    expect(isMalformedIPv4('veebiselge.ee')).toBe(false);
    expect(isMalformedIPv4('127.0.0.1')).toBe(false);
  });
});

describe('IPv4 ranges', () => {
  it.each([
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'this-network'],
    ['10.0.0.0', 'private'],
    ['10.255.255.255', 'private'],
    ['100.64.0.0', 'shared-cgnat'],
    ['100.127.255.255', 'shared-cgnat'],
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['169.254.0.1', 'link-local'],
    ['169.254.169.254', 'link-local'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.0.0.8', 'ietf-protocol'],
    ['192.0.2.1', 'documentation'],
    ['192.88.99.1', '6to4-relay'],
    ['192.168.0.1', 'private'],
    ['192.168.255.255', 'private'],
    ['198.18.0.1', 'benchmarking'],
    ['198.19.255.255', 'benchmarking'],
    ['198.51.100.7', 'documentation'],
    ['203.0.113.9', 'documentation'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.254', 'reserved'],
    ['255.255.255.255', 'broadcast'],
  ])('%s is %s, not public', (address, range) => {
    const cls = classifyIp(address);
    expect(cls?.range).toBe(range);
    expect(cls?.isPublic).toBe(false);
  });

  it.each(['1.1.1.1', '8.8.8.8', '9.255.255.255', '11.0.0.0', '100.63.255.255', '100.128.0.0', '126.255.255.255', '128.0.0.0',
    '169.253.255.255', '169.255.0.0', '172.15.255.255', '172.32.0.0', '192.0.1.255', '192.167.255.255', '192.169.0.0',
    '198.17.255.255', '198.20.0.0', '223.255.255.255', '195.250.170.1'])('%s is public (range edges)', (address) => {
    const cls = classifyIp(address);
    expect(cls?.range).toBe('public');
    expect(cls?.isPublic).toBe(true);
  });
});

describe('IPv6 spellings and ranges', () => {
  it.each([
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['0:0:0:0:0:0:0:1', 'loopback'],
    ['0000:0000:0000:0000:0000:0000:0000:0001', 'loopback'],
    ['::0:1', 'loopback'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['[fe80::a:b%25en0]', 'link-local'],
    ['febf:ffff::1', 'link-local'],
    ['fec0::1', 'site-local'],
    ['fc00::1', 'unique-local'],
    ['fd12:3456:789a::1', 'unique-local'],
    ['ff02::1', 'multicast'],
    ['ff05::2', 'multicast'],
    ['2001:db8::1', 'documentation'],
    ['3fff::1', 'documentation'],
    ['2001::1', 'ietf-protocol'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'ietf-protocol'],
    ['100::1', 'discard'],
    ['64:ff9b:1::1', 'nat64-local'],
    ['5f00::1', 'srv6'],
    ['4000::1', 'reserved'],
    ['1::1', 'reserved'],
    ['e000::1', 'reserved'],
  ])('%s is %s, not public', (address, range) => {
    const cls = classifyIp(address);
    expect(cls?.range).toBe(range);
    expect(cls?.isPublic).toBe(false);
  });

  it.each([
    ['::ffff:127.0.0.1', 'loopback', 'ipv4-mapped'],
    ['[::ffff:7f00:1]', 'loopback', 'ipv4-mapped'],
    ['0:0:0:0:0:ffff:7f00:0001', 'loopback', 'ipv4-mapped'],
    ['::ffff:10.0.0.1', 'private', 'ipv4-mapped'],
    ['::ffff:169.254.169.254', 'link-local', 'ipv4-mapped'],
    ['::ffff:a9fe:a9fe', 'link-local', 'ipv4-mapped'],
    ['::ffff:192.168.1.1', 'private', 'ipv4-mapped'],
    ['::ffff:100.64.1.1', 'shared-cgnat', 'ipv4-mapped'],
    ['::ffff:0.0.0.0', 'unspecified', 'ipv4-mapped'],
    ['::ffff:0:127.0.0.1', 'loopback', 'ipv4-translated'],
    ['64:ff9b::127.0.0.1', 'loopback', 'nat64'],
    ['64:ff9b::a9fe:a9fe', 'link-local', 'nat64'],
    ['64:ff9b::10.1.2.3', 'private', 'nat64'],
    ['2002:7f00:1::', 'loopback', '6to4'],
    ['2002:a9fe:a9fe::1', 'link-local', '6to4'],
    ['::127.0.0.1', 'loopback', 'ipv4-compatible'],
    ['::8.8.8.8', 'ipv4-compatible', 'ipv4-compatible'],
  ])('%s carries a %s IPv4 address (%s)', (address, range, via) => {
    const cls = classifyIp(address);
    expect(cls).toMatchObject({ range, via, isPublic: false });
  });

  it.each(['2606:4700:4700::1111', '2a00:1450:4001:80b::200e', '2001:4860:4860::8888', '::ffff:8.8.8.8', '64:ff9b::1.1.1.1', '2002:0808:0808::1'])(
    '%s is public',
    (address) => {
      expect(classifyIp(address)?.isPublic).toBe(true);
    },
  );

  it.each([':::1', '1::2::3', '12345::1', 'g::1', '1:2:3:4:5:6:7:8:9', '::ffff:127.0.0.256', '::ffff:127.1', '[::1'])('%j is not an address', (text) => {
    expect(parseIPv6(text)).toBeNull();
  });

  it('writes IPv6 addresses in their short form', () => {
    expect(formatIPv6(/** @type {bigint} */ (parseIPv6('0000:0000:0000:0000:0000:ffff:7f00:0001')))).toBe('::ffff:7f00:1');
    expect(formatIPv6(/** @type {bigint} */ (parseIPv6('2001:db8:0:0:1:0:0:1')))).toBe('2001:db8::1:0:0:1');
    expect(formatIPv6(0n)).toBe('::');
  });
});

describe('host names are not addresses', () => {
  it.each(['veebiselge.ee', 'localhost', 'xn--nide-loa.ee', '127.0.0.1.nip.io', 'a.b'])('%s is left to DNS', (host) => {
    expect(rangeOf(host)).toBeUndefined();
  });
});
