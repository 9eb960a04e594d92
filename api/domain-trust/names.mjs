/**
 * Which names the domain checks may ask DNS about (api/domain-trust.mjs). Every name asked is checked first
 * (domainNameProblem): no IP addresses, no single labels, no internal or reserved names (localhost, .local,
 * .internal, .arpa...). Names taken from the zone itself (SPF include and redirect targets) pass the same check.
 */
import { classifyIp } from '../ip.mjs';
import { MAX_HOST_NAME, MAX_LABEL } from '../target.mjs';
import { quote } from './records.mjs';

/** Top-level names that are never a public site (RFC 6761, RFC 6762, RFC 9476, ICANN's .internal, common private ones). */
const INTERNAL_TLDS = new Set(['localhost', 'local', 'internal', 'invalid', 'onion', 'alt', 'arpa', 'lan', 'home', 'corp', 'intranet', 'private', 'localdomain']);
/** Reserved for testing (RFC 2606, RFC 6761): asked only when the test-only allow list is set, of a loopback resolver. */
const TEST_TLDS = new Set(['test', 'example']);

/**
 * Why DNS must not be asked about `name`, or null when it may: the rules of a public host name (labels of letters,
 * digits, hyphens and, for service labels such as _spf, underscores; at most 63 characters a label and 253 a name;
 * at least two labels) and no internal or reserved top-level name.
 * @param {string} name lower case, without the final dot
 * @param {{ allowTestNames?: boolean }} [options] allowTestNames: *.test and *.example may be asked (tests only)
 */
export function domainNameProblem(name, { allowTestNames = false } = {}) {
  if (!name) return 'empty name';
  if (name.length > MAX_HOST_NAME) return `name of ${name.length} characters`;
  if (classifyIp(name.replace(/^\[|\]$/g, '')) || /^[0-9.]+$/.test(name)) return 'an IP address, not a domain';
  const labels = name.split('.');
  if (labels.length < 2) return 'a single label';
  for (const label of labels) {
    if (label === '' || label.length > MAX_LABEL) return 'empty or long label';
    if (!/^[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?$/.test(label)) return `label "${quote(label, 20)}"`;
  }
  const tld = /** @type {string} */ (labels.at(-1));
  if (/^[0-9]+$/.test(tld)) return 'numeric top-level name';
  if (INTERNAL_TLDS.has(tld)) return `internal name (.${tld})`;
  if (TEST_TLDS.has(tld) && !allowTestNames) return `reserved name (.${tld})`;
  return null;
}

/** The name one label up. @param {string} name */
export const parentOf = (name) => name.slice(name.indexOf('.') + 1);
/** Whether `name` is `zone` or a name under it. @param {string} name @param {string} zone */
export const isWithin = (name, zone) => name === zone || name.endsWith(`.${zone}`);
