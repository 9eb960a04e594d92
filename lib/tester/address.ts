/**
 * Address rules of the website tester (spec section 5): trim and lowercase; empty or under 3 characters is
 * invalid; protocol and path are stripped; a host without a dot is invalid; internationalised domains are
 * converted to their ASCII (punycode) form.
 */
import { toASCII, toUnicode } from 'punycode/';

/** The example host named in both error texts. */
export const EXAMPLE_HOST = 'minuettevote.ee';

export const ADDRESS_ERRORS = {
  invalid: `Palun sisesta korrektne veebilehe aadress (nt. ${EXAMPLE_HOST})`,
  noTopLevelDomain: `Palun sisesta korrektne domeen koos tippdomeeniga (nt. ${EXAMPLE_HOST})`,
} as const;

export const MIN_ADDRESS_LENGTH = 3;

export interface TestAddress {
  /** ASCII host name, e.g. "xn--nide-loa.ee". */
  host: string;
  /** What the visitor sees: the host in Unicode, e.g. "näide.ee". */
  displayUrl: string;
  /** The address every check fetches: "https://" + ASCII host. */
  analysisUrl: string;
}

export type AddressCheck = { ok: true; address: TestAddress } | { ok: false; error: string };

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/** Submit is possible only when the field holds something besides spaces. */
export function canSubmitAddress(input: string, loading: boolean): boolean {
  return !loading && input.trim().length > 0;
}

export function normalizeAddress(input: string): AddressCheck {
  const value = input.trim().toLowerCase();
  if (value.length < MIN_ADDRESS_LENGTH) return { ok: false, error: ADDRESS_ERRORS.invalid };

  const withoutProtocol = value.replace(/^[a-z][a-z0-9+.-]*:\/\//, '').replace(/^\/\//, '');
  const authority = withoutProtocol.split(/[/?#\\]/, 1)[0];
  // Credentials and a port are not part of the domain.
  const hostWithPort = authority.slice(authority.lastIndexOf('@') + 1);
  const host = hostWithPort.replace(/:\d*$/, '').replace(/\.+$/, '');
  if (!host) return { ok: false, error: ADDRESS_ERRORS.invalid };
  if (!host.includes('.')) return { ok: false, error: ADDRESS_ERRORS.noTopLevelDomain };

  let ascii: string;
  try {
    ascii = toASCII(host);
  } catch {
    return { ok: false, error: ADDRESS_ERRORS.invalid };
  }
  const labels = ascii.split('.');
  if (ascii.length > 253 || !labels.every((label) => LABEL.test(label))) {
    return { ok: false, error: ADDRESS_ERRORS.invalid };
  }
  if (/^\d+$/.test(labels[labels.length - 1])) {
    // An IP address has no top-level domain.
    return { ok: false, error: ADDRESS_ERRORS.noTopLevelDomain };
  }

  let display = ascii;
  try {
    display = toUnicode(ascii);
  } catch {
    /* keep the ASCII form */
  }
  return { ok: true, address: { host: ascii, displayUrl: display, analysisUrl: `https://${ascii}` } };
}
