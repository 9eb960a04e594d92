/**
 * IP address classifier of the tester API (SSRF guard): which addresses are public unicast, and which range
 * every other address belongs to. Pure functions, no DNS and no connections.
 *
 * It reads every literal spelling a URL parser or getaddrinfo accepts for IPv4 (decimal 2130706433, hex 0x7f.1,
 * octal 0177.0.0.1, short forms 127.1 and 10.1) and IPv6 (compressed, embedded dotted quad, zone ids,
 * brackets), and looks through the IPv6 forms that carry an IPv4 address (IPv4-mapped, NAT64, SIIT, 6to4).
 */

/**
 * @typedef {object} AddressClass
 * @property {string} address the address in its canonical form (dotted quad, or compressed IPv6)
 * @property {4 | 6} version
 * @property {string} range 'public' or the name of the non-public range, e.g. 'loopback', 'private'
 * @property {boolean} isPublic true only for public unicast addresses
 * @property {string} [via] how an IPv6 address carried the IPv4 address that decided, e.g. 'ipv4-mapped'
 */

/** @param {string} text @param {number} radix */
function parsePart(text, radix) {
  const digits = radix === 16 ? /^[0-9a-f]*$/i : radix === 8 ? /^[0-7]*$/ : /^[0-9]+$/;
  if (!digits.test(text)) return null;
  return text === '' ? 0 : parseInt(text, radix);
}

/**
 * An IPv4 literal in any spelling the WHATWG URL parser and inet_aton accept, as a 32-bit number.
 * @param {string} text
 * @returns {number | null}
 */
export function parseIPv4(text) {
  const parts = text.split('.');
  if (parts.length > 1 && parts[parts.length - 1] === '') parts.pop();
  if (parts.length === 0 || parts.length > 4) return null;
  /** @type {number[]} */
  const numbers = [];
  for (const part of parts) {
    if (part === '') return null;
    let value;
    if (/^0x/i.test(part)) value = parsePart(part.slice(2), 16);
    else if (part.length > 1 && part.startsWith('0')) value = parsePart(part.slice(1), 8);
    else value = parsePart(part, 10);
    if (value === null || !Number.isFinite(value)) return null;
    numbers.push(value);
  }
  const last = /** @type {number} */ (numbers.pop());
  if (numbers.some((n) => n > 255)) return null;
  if (last >= 256 ** (4 - numbers.length)) return null;
  let result = last;
  numbers.forEach((n, i) => {
    result += n * 256 ** (3 - i);
  });
  return result;
}

/** @param {number} value */
export function formatIPv4(value) {
  return [24, 16, 8, 0].map((shift) => Math.floor(value / 2 ** shift) % 256).join('.');
}

/**
 * An IPv6 literal (brackets and a zone id allowed) as a 128-bit BigInt.
 * @param {string} text
 * @returns {bigint | null}
 */
export function parseIPv6(text) {
  let value = text.startsWith('[') && text.endsWith(']') ? text.slice(1, -1) : text;
  const zone = value.indexOf('%');
  if (zone >= 0) value = value.slice(0, zone);
  if (!value.includes(':')) return null;
  /** @type {number[]} */
  let groups = [];
  const halves = value.split('::');
  if (halves.length > 2) return null;
  /** @param {string} half */
  const readHalf = (half) => {
    if (half === '') return [];
    /** @type {number[]} */
    const out = [];
    const pieces = half.split(':');
    for (let i = 0; i < pieces.length; i++) {
      const piece = pieces[i];
      if (i === pieces.length - 1 && piece.includes('.')) {
        if (!/^\d{1,3}(\.\d{1,3}){3}$/.test(piece)) return null;
        const octets = piece.split('.').map(Number);
        if (octets.some((o) => o > 255)) return null;
        out.push(octets[0] * 256 + octets[1], octets[2] * 256 + octets[3]);
      } else {
        if (!/^[0-9a-f]{1,4}$/i.test(piece)) return null;
        out.push(parseInt(piece, 16));
      }
    }
    return out;
  };
  const head = readHalf(halves[0]);
  const tail = halves.length === 2 ? readHalf(halves[1]) : [];
  if (!head || !tail) return null;
  if (halves.length === 2) {
    const missing = 8 - head.length - tail.length;
    if (missing < 1) return null;
    groups = [...head, ...new Array(missing).fill(0), ...tail];
  } else {
    groups = head;
  }
  if (groups.length !== 8) return null;
  return groups.reduce((acc, g) => (acc << 16n) | BigInt(g), 0n);
}

/** @param {bigint} value */
export function formatIPv6(value) {
  const groups = [];
  for (let i = 7; i >= 0; i--) groups.push(Number((value >> BigInt(i * 16)) & 0xffffn));
  // Compress the longest run of two or more zero groups (RFC 5952).
  let bestStart = -1;
  let bestLength = 1;
  for (let i = 0; i < 8; ) {
    if (groups[i] !== 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < 8 && groups[j] === 0) j++;
    if (j - i > bestLength) {
      bestStart = i;
      bestLength = j - i;
    }
    i = j;
  }
  const hex = groups.map((g) => g.toString(16));
  if (bestStart < 0) return hex.join(':');
  return `${hex.slice(0, bestStart).join(':')}::${hex.slice(bestStart + bestLength).join(':')}`;
}

/** @param {string} base @param {number} bits @param {string} range @returns {[number, number, string]} */
const v4 = (base, bits, range) => {
  const start = /** @type {number} */ (parseIPv4(base));
  return [start, start + 2 ** (32 - bits) - 1, range];
};

/** Non-public IPv4 ranges (IANA special-purpose registry), most specific first. */
const IPV4_RANGES = [
  v4('0.0.0.0', 32, 'unspecified'),
  v4('255.255.255.255', 32, 'broadcast'),
  v4('0.0.0.0', 8, 'this-network'),
  v4('10.0.0.0', 8, 'private'),
  v4('100.64.0.0', 10, 'shared-cgnat'),
  v4('127.0.0.0', 8, 'loopback'),
  v4('169.254.0.0', 16, 'link-local'),
  v4('172.16.0.0', 12, 'private'),
  v4('192.0.0.0', 24, 'ietf-protocol'),
  v4('192.0.2.0', 24, 'documentation'),
  v4('192.88.99.0', 24, '6to4-relay'),
  v4('192.168.0.0', 16, 'private'),
  v4('198.18.0.0', 15, 'benchmarking'),
  v4('198.51.100.0', 24, 'documentation'),
  v4('203.0.113.0', 24, 'documentation'),
  v4('224.0.0.0', 4, 'multicast'),
  v4('240.0.0.0', 4, 'reserved'),
];

/** @param {number} value */
export function classifyIPv4Number(value) {
  const hit = IPV4_RANGES.find(([start, end]) => value >= start && value <= end);
  const range = hit ? hit[2] : 'public';
  return { address: formatIPv4(value), version: /** @type {4} */ (4), range, isPublic: range === 'public' };
}

/** @param {string} text @param {number} bits @returns {[bigint, bigint]} */
const v6 = (text, bits) => {
  const start = /** @type {bigint} */ (parseIPv6(text));
  return [start, start + (1n << BigInt(128 - bits)) - 1n];
};

/**
 * IPv6 ranges, most specific first. `embedded` gives the bit offset of an IPv4 address the range carries:
 * such an address is as public as the IPv4 address inside it.
 * @type {Array<{ span: [bigint, bigint], range: string, embedded?: number }>}
 */
const IPV6_RANGES = [
  { span: v6('::', 128), range: 'unspecified' },
  { span: v6('::1', 128), range: 'loopback' },
  { span: v6('::ffff:0:0', 96), range: 'ipv4-mapped', embedded: 0 },
  { span: v6('::ffff:0:0:0', 96), range: 'ipv4-translated', embedded: 0 },
  { span: v6('::', 96), range: 'ipv4-compatible', embedded: 0 },
  { span: v6('64:ff9b::', 96), range: 'nat64', embedded: 0 },
  { span: v6('64:ff9b:1::', 48), range: 'nat64-local' },
  { span: v6('100::', 64), range: 'discard' },
  { span: v6('2001:db8::', 32), range: 'documentation' },
  { span: v6('2001::', 23), range: 'ietf-protocol' },
  { span: v6('2002::', 16), range: '6to4', embedded: 80 },
  { span: v6('3fff::', 20), range: 'documentation' },
  { span: v6('5f00::', 16), range: 'srv6' },
  { span: v6('fc00::', 7), range: 'unique-local' },
  { span: v6('fe80::', 10), range: 'link-local' },
  { span: v6('fec0::', 10), range: 'site-local' },
  { span: v6('ff00::', 8), range: 'multicast' },
];
/** Global unicast: the only IPv6 block handed out for public addresses. */
const GLOBAL_UNICAST = v6('2000::', 3);

/** @param {bigint} value @returns {AddressClass} */
export function classifyIPv6Number(value) {
  const address = formatIPv6(value);
  const hit = IPV6_RANGES.find(({ span }) => value >= span[0] && value <= span[1]);
  if (hit && hit.embedded !== undefined) {
    // IPv4-compatible (::a.b.c.d) is deprecated: never public, but report the IPv4 range when it is special.
    const inner = classifyIPv4Number(Number((value >> BigInt(hit.embedded)) & 0xffffffffn));
    const isPublic = inner.isPublic && hit.range !== 'ipv4-compatible';
    return { address, version: 6, range: isPublic ? 'public' : inner.isPublic ? hit.range : inner.range, isPublic, via: hit.range };
  }
  if (hit) return { address, version: 6, range: hit.range, isPublic: false };
  if (value < GLOBAL_UNICAST[0] || value > GLOBAL_UNICAST[1]) return { address, version: 6, range: 'reserved', isPublic: false };
  return { address, version: 6, range: 'public', isPublic: true };
}

/**
 * Classify a host that is an IP literal in any spelling; null when the host is a name, not an address.
 * @param {string} host
 * @returns {AddressClass | null}
 */
export function classifyIp(host) {
  const text = host.trim();
  if (text.includes(':')) {
    const value = parseIPv6(text);
    return value === null ? null : classifyIPv6Number(value);
  }
  const value = parseIPv4(text);
  return value === null ? null : classifyIPv4Number(value);
}

/**
 * True when `host` looks like a number-ish IPv4 attempt (its last label is numeric) but is not a valid one:
 * such a host is neither an address nor a name.
 * @param {string} host
 */
export function isMalformedIPv4(host) {
  const labels = host.replace(/\.$/, '').split('.');
  const last = labels[labels.length - 1] ?? '';
  return /^(\d+|0x[0-9a-f]*)$/i.test(last) && parseIPv4(host) === null;
}
