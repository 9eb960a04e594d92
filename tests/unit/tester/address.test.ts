import { describe, expect, it } from 'vitest';
import { ADDRESS_ERRORS, canSubmitAddress, normalizeAddress } from '@/lib/tester/engine/address';

const host = (input: string) => {
  const result = normalizeAddress(input);
  if (!result.ok) throw new Error(`expected ${input} to be valid, got ${result.error}`);
  return result.address;
};
const error = (input: string) => {
  const result = normalizeAddress(input);
  return result.ok ? null : result.error;
};

describe('tester address rules', () => {
  it('names the example host in both error texts', () => {
    expect(ADDRESS_ERRORS.invalid).toBe('Palun sisesta korrektne veebilehe aadress (nt. minuettevote.ee)');
    expect(ADDRESS_ERRORS.noTopLevelDomain).toBe('Palun sisesta korrektne domeen koos tippdomeeniga (nt. minuettevote.ee)');
  });

  it.each(['', '   ', 'ab', ' a. ', 'x'])('%j is empty or under 3 characters', (input) => {
    expect(error(input)).toBe(ADDRESS_ERRORS.invalid);
  });

  // "https:///path" is https://path/ to a browser (WHATWG URL parser): a host without a top-level domain.
  it.each(['localhost', 'http://localhost:3000/admin', 'minuettevote', 'https://intranet/path', '192.168.1.1', 'https:///path'])(
    '%j has no top-level domain',
    (input) => expect(error(input)).toBe(ADDRESS_ERRORS.noTopLevelDomain),
  );

  it.each(['https://', 'kala maja.ee', 'a..b.ee', '-bad-.ee', 'ex!ample.ee'])('%j is not an address', (input) => {
    expect(error(input)).toBe(ADDRESS_ERRORS.invalid);
  });

  it('trims, lowercases and strips protocol, credentials, port, path, query and fragment', () => {
    expect(host('  HTTPS://WWW.Example.EE/Hinnad?x=1#top  ')).toEqual({
      host: 'www.example.ee',
      displayUrl: 'www.example.ee',
      analysisUrl: 'https://www.example.ee',
    });
    expect(host('http://user:pw@shop.example.ee:8080/cart').host).toBe('shop.example.ee');
    expect(host('example.ee.').host).toBe('example.ee');
    expect(host('//example.ee/x').host).toBe('example.ee');
  });

  it('converts an internationalised domain to its ASCII (punycode) form', () => {
    expect(host('https://Näide.ee/path?q=1')).toEqual({
      host: 'xn--nide-loa.ee',
      displayUrl: 'näide.ee',
      analysisUrl: 'https://xn--nide-loa.ee',
    });
    expect(host('ÕUNAPUU.EE').host).toBe('xn--unapuu-oxa.ee');
    expect(host('xn--nide-loa.ee').displayUrl).toBe('näide.ee');
  });

  it('submit is disabled while loading or when blank', () => {
    expect(canSubmitAddress('', false)).toBe(false);
    expect(canSubmitAddress('   ', false)).toBe(false);
    expect(canSubmitAddress('example.ee', true)).toBe(false);
    expect(canSubmitAddress('ab', false)).toBe(true);
  });
});
