/**
 * robots.txt rules as RFC 9309 defines them and Google's open-source parser (google/robotstxt) applies them:
 * - lines end in LF, CR or CRLF; a UTF-8 byte order mark at the start is skipped; "#" starts a comment;
 *   "name: value" with the name case-insensitive (Google also accepts a missing colon, "disallow /", and the
 *   frequent typos "useragent", "user agent", "dissallow", "dissalow", "disalow", "diasllow", "disallaw");
 * - a group is one or more user-agent lines followed by rules; rules before any user-agent are ignored;
 *   other lines (sitemap, unknown ones) do not end a group;
 * - a crawler obeys every group naming its product token (case-insensitive, the value read up to the first
 *   character outside [A-Za-z_-]); only when none does, the groups for "*";
 * - the longest matching rule wins (length of the pattern in octets), Allow wins a tie; "*" matches any
 *   characters and "$" at the end anchors the end; paths compare case-sensitively after percent-encoding;
 * - Google: an Allow for ".../index.htm(l)" also allows the directory ".../";
 * - a line is read up to 8 × 2083 bytes.
 * Pure: text in, verdicts out.
 */

/** Google reads a line up to this many bytes (robots.cc, kMaxLineLen). */
export const MAX_LINE_BYTES = 2083 * 8;

type RuleKind = 'allow' | 'disallow';

interface Rule {
  kind: RuleKind;
  /** Percent-encoded pattern. */
  pattern: string;
}

interface Group {
  /** Lowercased product tokens; "*" for the global group. */
  agents: string[];
  rules: Rule[];
}

export interface RobotsRules {
  groups: Group[];
  /** Lines the parser recognised (user-agent, allow, disallow, sitemap). */
  directives: number;
  /** The values of the Sitemap: lines, in order (they belong to no group), at most MAX_SITEMAP_LINES. */
  sitemaps: string[];
}

/** Sitemap: lines kept (Google reads every one; a site names a handful). */
export const MAX_SITEMAP_LINES = 20;

const utf8 = new TextEncoder();

function keyOf(name: string): 'user-agent' | RuleKind | 'sitemap' | null {
  const key = name.toLowerCase();
  if (key.startsWith('user-agent') || key.startsWith('useragent') || key.startsWith('user agent')) return 'user-agent';
  if (key.startsWith('allow')) return 'allow';
  if (['disallow', 'dissallow', 'dissalow', 'disalow', 'diasllow', 'disallaw'].some((typo) => key.startsWith(typo))) return 'disallow';
  if (key.startsWith('sitemap') || key.startsWith('site-map')) return 'sitemap';
  return null;
}

/** "%00" to "%FF", by octet. */
const PERCENT_OCTET = Array.from({ length: 256 }, (_, octet) => `%${octet.toString(16).toUpperCase().padStart(2, '0')}`);

const isHexDigit = (code: number) => (code >= 0x30 && code <= 0x39) || ((code | 0x20) >= 0x61 && (code | 0x20) <= 0x66);

/**
 * A pattern as Google compares it: octets outside US-ASCII percent-encoded (UTF-8), existing escapes
 * upper-cased ("%aa" -> "%AA"), everything else as written. Runs of plain characters are copied whole and
 * each run of non-ASCII is encoded at once: linear, and fast even for 16 KiB of "%" or "õ".
 */
export function escapePattern(value: string): string {
  const parts: string[] = [];
  const n = value.length;
  let i = 0;
  while (i < n) {
    let plain = i;
    while (plain < n && value.charCodeAt(plain) < 0x80 && value.charCodeAt(plain) !== 0x25) plain++;
    if (plain > i) parts.push(value.slice(i, plain));
    if (plain >= n) break;
    if (value.charCodeAt(plain) === 0x25) {
      const escaped = plain + 2 < n && isHexDigit(value.charCodeAt(plain + 1)) && isHexDigit(value.charCodeAt(plain + 2));
      parts.push(escaped ? value.slice(plain, plain + 3).toUpperCase() : '%');
      i = plain + (escaped ? 3 : 1);
      continue;
    }
    let end = plain;
    while (end < n && value.charCodeAt(end) >= 0x80) end++;
    for (const octet of utf8.encode(value.slice(plain, end))) parts.push(PERCENT_OCTET[octet]);
    i = end;
  }
  return parts.join('');
}

/** The product token of a user-agent value: "Googlebot/2.1" -> "googlebot", "Foo Bar" -> "foo". */
export function productToken(value: string): string {
  return (/^[A-Za-z_-]*/.exec(value)?.[0] ?? '').toLowerCase();
}

/** Cut a line at MAX_LINE_BYTES (UTF-8), as Google's parser does. */
function limitLine(line: string): string {
  if (line.length * 3 <= MAX_LINE_BYTES) return line;
  const bytes = utf8.encode(line);
  if (bytes.length <= MAX_LINE_BYTES - 1) return line;
  return new TextDecoder().decode(bytes.subarray(0, MAX_LINE_BYTES - 1), { stream: true });
}

const isAsciiSpace = (code: number) => code === 0x20 || (code >= 0x09 && code <= 0x0d);

/**
 * Only ASCII whitespace is stripped (a stray byte order mark inside the file stays and spoils its line). A loop
 * from both ends, in linear time: the regular expression it replaces (/[\s]+$/) took quadratic time on a long
 * run of spaces inside a line (16 KiB of them held the browser's main thread for over a second).
 */
function trimAscii(value: string): string {
  let start = 0;
  let end = value.length;
  while (start < end && isAsciiSpace(value.charCodeAt(start))) start++;
  while (end > start && isAsciiSpace(value.charCodeAt(end - 1))) end--;
  return start === 0 && end === value.length ? value : value.slice(start, end);
}

/** "name: value" (or Google's "name value"), comments and surrounding whitespace removed; null otherwise. */
function splitLine(raw: string): { name: string; value: string } | null {
  const hash = raw.indexOf('#');
  const line = trimAscii(hash >= 0 ? raw.slice(0, hash) : raw);
  if (!line) return null;
  const colon = line.indexOf(':');
  if (colon >= 0) {
    const name = trimAscii(line.slice(0, colon));
    return name ? { name, value: trimAscii(line.slice(colon + 1)) } : null;
  }
  // Google: a missing colon is accepted when the line is exactly two words.
  const parts = line.split(/[ \t]+/);
  return parts.length === 2 ? { name: parts[0], value: parts[1] } : null;
}

export function parseRobotsTxt(content: string): RobotsRules {
  // A UTF-8 byte order mark (decoded as U+FEFF) is skipped.
  const text = content.replace(/^\uFEFF/, '');
  const groups: Group[] = [];
  let current: Group | null = null;
  let collectingAgents = false;
  let directives = 0;
  const sitemaps: string[] = [];
  for (const raw of text.split(/\r\n|\r|\n/)) {
    const parsed = splitLine(limitLine(raw));
    if (!parsed) continue;
    const key = keyOf(parsed.name);
    if (!key) continue;
    directives++;
    if (key === 'sitemap') {
      if (parsed.value && sitemaps.length < MAX_SITEMAP_LINES) sitemaps.push(parsed.value);
      continue;
    }
    if (key === 'user-agent') {
      if (!current || !collectingAgents) {
        current = { agents: [], rules: [] };
        groups.push(current);
        collectingAgents = true;
      }
      // Google: "*" followed by a space and more text is still the global group.
      const value = parsed.value;
      current.agents.push(value === '*' || /^\*\s/.test(value) ? '*' : productToken(value));
      continue;
    }
    if (!current) continue; // rules before any user-agent line belong to no group
    collectingAgents = false;
    current.rules.push({ kind: key, pattern: escapePattern(parsed.value) });
  }
  return { groups, directives, sitemaps };
}

/**
 * Whether `path` matches `pattern` (both percent-encoded): anchored at the start, "*" any characters,
 * "$" only special at the end. Linear in path × pattern, as Google's matcher.
 */
export function patternMatches(path: string, pattern: string): boolean {
  let positions = [0];
  for (let p = 0; p < pattern.length; p++) {
    const ch = pattern[p];
    if (ch === '$' && p === pattern.length - 1) return positions[positions.length - 1] === path.length;
    if (ch === '*') {
      const from = positions[0];
      positions = [];
      for (let i = from; i <= path.length; i++) positions.push(i);
      continue;
    }
    const next: number[] = [];
    for (const i of positions) if (i < path.length && path[i] === ch) next.push(i + 1);
    if (next.length === 0) return false;
    positions = next;
  }
  return true;
}

/**
 * Path, parameters and query of a URL, as the matcher compares them (robots.cc GetPathParamsQuery): no
 * scheme, host or fragment, always starting with "/".
 */
export function pathOf(url: string): string {
  const searchStart = url.startsWith('//') ? 2 : 0;
  const firstSeparator = (from: number) => {
    for (let i = from; i < url.length; i++) if (url[i] === '/' || url[i] === '?' || url[i] === ';') return i;
    return -1;
  };
  const earlyPath = firstSeparator(searchStart);
  let protocolEnd = url.indexOf('://', searchStart);
  // A path, parameter or query before "://" means "://" is not the end of a scheme.
  if (earlyPath >= 0 && (protocolEnd < 0 || earlyPath < protocolEnd)) protocolEnd = -1;
  const pathStart = firstSeparator(protocolEnd < 0 ? searchStart : protocolEnd + 3);
  if (pathStart < 0) return '/';
  const hash = url.indexOf('#', searchStart);
  if (hash >= 0 && hash < pathStart) return '/';
  const path = url.slice(pathStart, hash < 0 ? url.length : hash);
  return path.startsWith('/') ? path : `/${path}`;
}

interface Best {
  allow: number;
  disallow: number;
}

function bestMatches(rules: Rule[], path: string): Best {
  const best: Best = { allow: -1, disallow: -1 };
  for (const rule of rules) {
    let priority = patternMatches(path, rule.pattern) ? rule.pattern.length : -1;
    if (priority < 0 && rule.kind === 'allow') {
      // Google: "Allow: /dir/index.html" also allows "/dir/".
      const slash = rule.pattern.lastIndexOf('/');
      if (slash >= 0 && rule.pattern.slice(slash).startsWith('/index.htm')) {
        const directory = `${rule.pattern.slice(0, slash + 1)}$`;
        priority = patternMatches(path, directory) ? directory.length : -1;
      }
    }
    if (priority > best[rule.kind]) best[rule.kind] = priority;
  }
  return best;
}

/**
 * Whether a crawler with product token `agent` (e.g. "Googlebot") may fetch `url`. With agent "*" only the
 * groups for "*" apply: the verdict for every crawler without a group of its own.
 */
export function isAllowed(rules: RobotsRules, agent: string, url: string): boolean {
  const path = pathOf(url);
  const token = agent.toLowerCase();
  const specific = token === '*' ? [] : rules.groups.filter((g) => g.agents.includes(token));
  const applicable = specific.length > 0 ? specific : rules.groups.filter((g) => g.agents.includes('*'));
  const best = bestMatches(
    applicable.flatMap((g) => g.rules),
    path,
  );
  // A match of length 0 (an empty Disallow) decides nothing.
  if (best.allow <= 0 && best.disallow <= 0) return true;
  return !(best.disallow > best.allow);
}
