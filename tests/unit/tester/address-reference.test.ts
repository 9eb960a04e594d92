/**
 * Reference cases for the tester's address field, each naming its source in brackets:
 * - [wpt IdnaTestV2.json]: web-platform-tests url/resources/IdnaTestV2.json (UTS #46 conformance data as
 *   the URL Standard uses it), input -> ASCII host;
 * - [wpt toascii.json]: web-platform-tests url/resources/toascii.json (UTS #46 ToASCII issues);
 * - [wpt urltestdata.json "…"]: web-platform-tests url/resources/urltestdata.json, the case's comment or input;
 * - [URL Standard §…]: https://url.spec.whatwg.org/
 * A visitor types a host, not a URL: cases are fed to normalizeAddress as typed, and where the reference
 * expects a failure the tester answers with one of the spec's two error texts. Derived once into this file.
 */
import { describe, expect, it } from 'vitest';
import { ADDRESS_ERRORS, normalizeAddress } from '@/lib/tester/engine/address';

const hostOf = (input: string) => {
  const result = normalizeAddress(input);
  return result.ok ? result.address.host : null;
};
const errorOf = (input: string) => {
  const result = normalizeAddress(input);
  return result.ok ? null : result.error;
};

describe('Unicode hosts become the ASCII form a browser uses', () => {
  it.each([
    ['wpt IdnaTestV2.json', 'fa\u00df.de', 'xn--fa-hia.de'],
    ['wpt IdnaTestV2.json', 'Fa\u00df.de', 'xn--fa-hia.de'],
    ['wpt IdnaTestV2.json', 'xn--fa-hia.de', 'xn--fa-hia.de'],
    ['wpt IdnaTestV2.json', 'B\u00fccher.de', 'xn--bcher-kva.de'],
    ['wpt IdnaTestV2.json (decomposed ü, NFC first)', 'Bu\u0308cher.de', 'xn--bcher-kva.de'],
    ['wpt IdnaTestV2.json (decomposed ü, NFC first)', 'bu\u0308cher.de', 'xn--bcher-kva.de'],
    ['wpt IdnaTestV2.json', 'B\u00dcCHER.DE', 'xn--bcher-kva.de'],
    ['wpt IdnaTestV2.json (decomposed Ü, NFC first)', 'BU\u0308CHER.DE', 'xn--bcher-kva.de'],
    ['wpt IdnaTestV2.json', 'www.eXample.cOm', 'www.example.com'],
    ['wpt IdnaTestV2.json', '\u03b2\u03cc\u03bb\u03bf\u03c2.com', 'xn--nxasmm1c.com'],
    ['wpt IdnaTestV2.json (decomposed ό)', '\u03b2\u03bf\u0301\u03bb\u03bf\u03c2.com', 'xn--nxasmm1c.com'],
    ['wpt IdnaTestV2.json', '\u0392\u038c\u039b\u039f\u03a3.COM', 'xn--nxasmq6b.com'],
    ['wpt IdnaTestV2.json (ZWJ kept, nontransitional)', 'www.\u0dc1\u0dca\u200d\u0dbb\u0dd3.com', 'www.xn--10cl1a0b660p.com'],
    ['wpt IdnaTestV2.json', 'www.\u0dc1\u0dca\u0dbb\u0dd3.com', 'www.xn--10cl1a0b.com'],
    ['wpt IdnaTestV2.json (ZWNJ kept, nontransitional)', '\u0646\u0627\u0645\u0647\u200c\u0627\u06cc.com', 'xn--mgba3gch31f060k.com'],
    ['wpt IdnaTestV2.json (fullwidth and ideographic full stops)', 'a.b\uff0ec\u3002d\uff61', 'a.b.c.d'],
    ['wpt IdnaTestV2.json', '\u65e5\u672c\u8a9e\u3002\uff2a\uff30', 'xn--wgv71a119e.jp'],
    ['wpt IdnaTestV2.json', '\u00dc.xn--tda', 'xn--tda.xn--tda'],
    ['wpt IdnaTestV2.json (decomposed)', 'U\u0308.u\u0308', 'xn--tda.xn--tda'],
    ['wpt toascii.json "IDNA ignored code points"', 'a\u00adb.ee', 'ab.ee'],
    ['wpt toascii.json "Mixed"', 'xn--zca.\u00df', 'xn--zca.xn--zca'],
    ['wpt urltestdata.json "U+200B, U+2060, and U+FEFF, are ignored"', 'GOO\u200b\u2060\ufeffgoo.com', 'googoo.com'],
    ['wpt urltestdata.json "Ideographic full stop … treated as a dot"', 'www.foo\u3002bar.com', 'www.foo.bar.com'],
    ['wpt urltestdata.json "fullwidth input should be converted to ASCII"', '\uff27\uff4f.com', 'go.com'],
    ['wpt urltestdata.json "https://faß.ExAmPlE/"', 'https://fa\u00df.ExAmPlE/', 'xn--fa-hia.example'],
    ['wpt urltestdata.json "https://%e2%98%83" (escaped UTF-8 host)', 'https://%e2%98%83.ee', 'xn--n3h.ee'],
    ['the issue: a decomposed "näide.ee" is xn--nide-loa.ee', 'na\u0308ide.ee', 'xn--nide-loa.ee'],
    ['the issue: copy-paste leaves a zero-width space', 'n\u00e4ide\u200b.ee', 'xn--nide-loa.ee'],
    ['the issue: copy-paste leaves a soft hyphen', 'kirsi\u00adpuu.ee', 'kirsipuu.ee'],
    ['the issue: copy-paste leaves a byte order mark', '\ufeffkirsipuu.ee', 'kirsipuu.ee'],
    ['the issue: copy-paste leaves a left-to-right mark (knowingly different: UTS #46 disallows U+200E, a browser would refuse it; we remove it as invisible)', '\u200ekirsipuu.ee\u200e', 'kirsipuu.ee'],
  ])('[%s] %j -> %s', (_source, input, host) => {
    expect(hostOf(input)).toBe(host);
  });
});

describe('what a browser refuses, the tester refuses with the spec’s error texts', () => {
  it.each([
    ['wpt IdnaTestV2.json "C1" (ZWNJ between Latin letters)', 'a\u200cb.ee'],
    ['wpt IdnaTestV2.json "C2" (ZWJ between Latin letters)', 'a\u200db.ee'],
    ['wpt IdnaTestV2.json "V6"', 'xn--a.pt'],
    ['wpt IdnaTestV2.json "P4"', 'xn--a-\u00e4.pt'],
    ['wpt IdnaTestV2.json "P1; V6"', 'a\u2488com.ee'],
    ['wpt toascii.json "Invalid Punycode"', 'xn--a.xn--zca'],
    ['wpt toascii.json "Invalid Punycode (contains non-ASCII character)"', 'xn--te\u0161la.ee'],
    ['wpt toascii.json "U+FFFD"', '\ufffd.com'],
    ['wpt toascii.json "CheckJoiners is true"', '\u200d.example'],
    ['wpt urltestdata.json "U+3000 is mapped to U+0020 (space) which is disallowed"', 'GOO\u00a0\u3000goo.com'],
    ['wpt urltestdata.json "Invalid unicode characters should fail... U+FDD0"', '\ufdd0zyx.com'],
    ['wpt urltestdata.json "Domain is ASCII, but a label is invalid IDNA"', 'a.b.c.xn--pokxncvks'],
    ['wpt urltestdata.json "URL spec forbids the following" (fullwidth %41)', '\uff05\uff14\uff11.com'],
    ['URL Standard §3.5 forbidden host code points: a space', 'kala maja.ee'],
    ['the tester: a label of letters, digits, hyphens and underscores only (RFC 1035 §2.3.1, with underscores)', 'ex!ample.ee'],
    ['wpt toascii.json "Label with leading hyphen"; knowingly stricter: UTS #46 with CheckHyphens=false allows it, no registry does', '-x.ee'],
    ['wpt toascii.json "Empty labels"; knowingly stricter: the URL parser allows them, DNS does not', 'x..ee'],
  ])('[%s] %j', (_source, input) => {
    expect(errorOf(input)).toBe(ADDRESS_ERRORS.invalid);
  });

  it.each([
    ['wpt urltestdata.json "Fullwidth and escaped UTF-8 fullwidth should still be treated as IP"', '\uff10\uff38\uff43\uff10\uff0e\uff10\uff12\uff15\uff10\uff0e\uff10\uff11'],
    ['URL Standard §3.5 IPv4 parser: 0x7f.1 is 127.0.0.1', '0x7f.1'],
    ['URL Standard §3.5 IPv6 address', '[::1]'],
    ['wpt urltestdata.json "http://[2001::1]:80"', 'http://[2001::1]:80'],
  ])('[%s] an IP address has no top-level domain: %j', (_source, input) => {
    expect(errorOf(input)).toBe(ADDRESS_ERRORS.noTopLevelDomain);
  });
});

describe('addresses typed the way people type them', () => {
  it.each([
    ['wpt urltestdata.json "http:a:b@www.example.com" (base about:blank)', 'http:a:b@www.example.com', 'www.example.com'],
    ['wpt urltestdata.json "http:/a:b@www.example.com" (base about:blank)', 'http:/a:b@www.example.com', 'www.example.com'],
    ['URL Standard §4.4 special authority ignore slashes: "http:example.ee"', 'http:example.ee', 'example.ee'],
    ['URL Standard §4.4 special authority ignore slashes: "https:/example.ee"', 'https:/example.ee', 'example.ee'],
    ['URL Standard §4.4 a backslash is a slash in special URLs', 'http:\\\\example.ee\\hinnad', 'example.ee'],
    ['URL Standard §3.5 "_" is no forbidden host code point: underscores in subdomains', 'minu_pood.example.ee', 'minu_pood.example.ee'],
    ['URL Standard §4.4 port and path are not part of the host', 'www.example.ee:8080/tooted?x=1#y', 'www.example.ee'],
  ])('[%s] %j -> %s', (_source, input, host) => {
    expect(hostOf(input)).toBe(host);
  });

  it('[the tester: a top-level domain never has an underscore]', () => {
    expect(errorOf('example.e_e')).toBe(ADDRESS_ERRORS.invalid);
  });

  it('shows the visitor the Unicode form and tests the ASCII one', () => {
    const result = normalizeAddress(' HTTP:/Na\u0308ide.EE/kontakt ');
    expect(result).toEqual({ ok: true, address: { host: 'xn--nide-loa.ee', displayUrl: 'näide.ee', analysisUrl: 'https://xn--nide-loa.ee' } });
  });
});
