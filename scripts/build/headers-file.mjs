/**
 * The `_headers` file of Netlify and Cloudflare Pages: written after the build (scripts/build/site-headers.mjs) and
 * read by scripts/dev/serve.mjs, so `npm start` sends exactly the headers the CDN sends.
 *
 *   # comment
 *   /path/*            a path pattern: `*` matches the rest of the path, `:name` one segment
 *     Header-Name: value
 *
 * Every rule that matches a request path applies, in file order.
 */

/**
 * @typedef {{ path: string, headers: Record<string, string>, comment?: string }} HeaderRule
 */

/** @param {HeaderRule[]} rules @returns {string} */
export function renderHeadersFile(rules) {
  const blocks = rules.map((rule) => {
    if (!rule.path.startsWith('/') || /\s/.test(rule.path)) throw new Error(`Bad path in _headers: "${rule.path}"`);
    const lines = [];
    if (rule.comment) lines.push(`# ${rule.comment}`);
    lines.push(rule.path);
    for (const [name, value] of Object.entries(rule.headers)) {
      if (!/^[A-Za-z0-9-]+$/.test(name) || /[\r\n]/.test(value)) throw new Error(`Bad header in _headers: ${name}`);
      lines.push(`  ${name}: ${value}`);
    }
    return lines.join('\n');
  });
  return `${blocks.join('\n\n')}\n`;
}

/** @param {string} text @returns {HeaderRule[]} */
export function parseHeadersFile(text) {
  /** @type {HeaderRule[]} */
  const rules = [];
  text.split(/\r?\n/).forEach((line, index) => {
    const trimmed = line.trim();
    if (!trimmed || trimmed.startsWith('#')) return;
    if (!/^\s/.test(line)) {
      if (!trimmed.startsWith('/')) throw new Error(`_headers line ${index + 1}: a path must start with "/"`);
      rules.push({ path: trimmed, headers: {} });
      return;
    }
    const colon = trimmed.indexOf(':');
    const rule = rules.at(-1);
    if (!rule || colon <= 0) throw new Error(`_headers line ${index + 1}: expected "Name: value" under a path`);
    rule.headers[trimmed.slice(0, colon).trim()] = trimmed.slice(colon + 1).trim();
  });
  return rules;
}

/** @param {string} pattern @returns {RegExp} */
function patternToRegExp(pattern) {
  const body = pattern
    .replace(/\/+$/, '')
    .split(/(\*|:[A-Za-z0-9_]+)/)
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${body}/?$`);
}

/**
 * The headers of a response to `path`: every matching rule in order (a later rule's value wins).
 * @param {HeaderRule[]} rules @param {string} path @returns {Record<string, string>}
 */
export function headersForPath(rules, path) {
  /** @type {Record<string, string>} */
  const headers = {};
  for (const rule of rules) if (patternToRegExp(rule.path).test(path)) Object.assign(headers, rule.headers);
  return headers;
}
