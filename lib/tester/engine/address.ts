/**
 * Address rules of the website tester: trim and lowercase; empty or under 3 characters is
 * invalid; protocol and path are stripped; a host without a dot is invalid; internationalised domains are
 * converted to their ASCII (punycode) form.
 *
 * The host is taken as a browser takes it, by the WHATWG URL parser (UTS #46 processing): Unicode is
 * normalised (NFC) before the ASCII form, so a decomposed "näide.ee" is xn--nide-loa.ee and not another
 * domain; "http:/example.ee" and "http:example.ee" are accepted; underscores are allowed in subdomains.
 * Invisible characters that copy-paste brings along (zero-width space, soft hyphen, byte order mark,
 * direction marks) are removed first.
 */
import { toUnicode } from 'punycode/';

/** The example host named in both error texts and in the field's placeholder. */
export const EXAMPLE_HOST: string = process.env.SITE_LOCALE === 'en' ? 'yourcompany.com' : 'minuettevote.ee';

export const ADDRESS_ERRORS: { invalid: string; noTopLevelDomain: string } =
  process.env.SITE_LOCALE === 'en'
    ? {
        invalid: `Please enter a valid website address (e.g. ${EXAMPLE_HOST})`,
        noTopLevelDomain: `Please enter a full domain name, including its ending such as .com or .ee (e.g. ${EXAMPLE_HOST})`,
      }
    : {
        invalid: `Palun sisesta korrektne veebilehe aadress (nt. ${EXAMPLE_HOST})`,
        noTopLevelDomain: `Palun sisesta korrektne domeen koos tippdomeeniga (nt. ${EXAMPLE_HOST})`,
      };

export const MIN_ADDRESS_LENGTH = 3;
const MAX_HOST_LENGTH = 253;

export interface TestAddress {
  /** ASCII host name, e.g. "xn--nide-loa.ee". */
  host: string;
  /** What the visitor sees: the host in Unicode, e.g. "näide.ee". */
  displayUrl: string;
  /** The address every check fetches: "https://" + ASCII host. */
  analysisUrl: string;
}

export type AddressCheck = { ok: true; address: TestAddress } | { ok: false; error: string };

/**
 * Invisible characters copy-paste leaves in an address: soft hyphen, zero-width space, direction marks and
 * embeddings, word joiner and its kin, byte order mark. (Zero-width joiners are kept: some scripts need them.)
 */
const INVISIBLE = /[\u00AD\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;

/** A subdomain label: letters, digits, hyphens (not at either end) and underscores. */
const LABEL = /^(?!-)[a-z0-9_-]{1,63}(?<!-)$/;
/** The top-level domain: no underscore, not only digits. */
const TOP_LEVEL = /^(?!-)(?!\d+$)[a-z0-9-]{1,63}(?<!-)$/;

/** Submit is possible only when the field holds something besides spaces. */
export function canSubmitAddress(input: string, loading: boolean): boolean {
  return !loading && input.trim().length > 0;
}

/** What the visitor typed, as an absolute http(s) URL for the parser. */
function asUrl(value: string): string {
  if (/^https?:/.test(value)) return value; // "http:/x.ee" and "http:x.ee" too, as the URL parser reads them
  if (value.startsWith('//')) return `https:${value}`;
  const otherScheme = /^[a-z][a-z0-9+.-]*:\/\//.exec(value);
  return `https://${otherScheme ? value.slice(otherScheme[0].length) : value}`;
}

export function normalizeAddress(input: string): AddressCheck {
  const value = input.replace(INVISIBLE, '').normalize('NFC').trim().toLowerCase();
  if (value.length < MIN_ADDRESS_LENGTH) return { ok: false, error: ADDRESS_ERRORS.invalid };

  let hostname: string;
  try {
    hostname = new URL(asUrl(value)).hostname;
  } catch {
    return { ok: false, error: ADDRESS_ERRORS.invalid };
  }
  const host = hostname.replace(/\.+$/, '');
  if (!host) return { ok: false, error: ADDRESS_ERRORS.invalid };
  // No dot, an IPv6 address ("[::1]") or an IPv4 address: no top-level domain.
  if (!host.includes('.') || host.startsWith('[') || /^[\d.]+$/.test(host)) {
    return { ok: false, error: ADDRESS_ERRORS.noTopLevelDomain };
  }
  const labels = host.split('.');
  const topLevel = labels.pop()!;
  if (host.length > MAX_HOST_LENGTH || !TOP_LEVEL.test(topLevel) || !labels.every((label) => LABEL.test(label))) {
    return { ok: false, error: ADDRESS_ERRORS.invalid };
  }

  let display = host;
  try {
    display = toUnicode(host);
  } catch {
    /* keep the ASCII form */
  }
  return { ok: true, address: { host, displayUrl: display, analysisUrl: `https://${host}` } };
}
