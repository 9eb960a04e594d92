/**
 * What the Observatory's tests read (api/observatory.mjs): the input's shape, its headers by name in any case, and
 * the HSTS preload list when one is known.
 */

/**
 * @typedef {object} ObservatoryInput
 * @property {string} url the address the scan started from (its scheme decides what "secure" means)
 * @property {Record<string, string | string[]>} headers the final answer's headers (any case; Set-Cookie lines
 *   as an array or joined by "\n")
 * @property {string | null} [html] the start of the final answer's body, when it is a page
 * @property {{ headers: Record<string, string | string[]>, verified: boolean } | null} https the site's https
 *   answer (null: no https), and whether its certificate chain verified
 * @property {{ verified: boolean } | null} http the http address's answer (null: it does not answer)
 * @property {Array<{ url: string, status: number }>} httpRedirects the http address's route, first to last
 * @property {{ headers: Record<string, string | string[]>, requestOrigin: string | null } | null} [cors]
 * @property {(host: string) => { includeSubDomains: boolean } | null} [preloaded] the HSTS preload list, when
 *   known (entries in force-https mode only)
 */

/**
 * Every value of a header, by name in any case; a value that is an array gives each element.
 * @param {Record<string, string | string[]> | undefined} headers @param {string} name
 * @returns {string[]}
 */
export function headerValues(headers, name) {
  if (!headers) return [];
  const lower = name.toLowerCase();
  return Object.entries(headers)
    .filter(([key]) => key.toLowerCase() === lower)
    .flatMap(([, value]) => (Array.isArray(value) ? value : [value]));
}

/** The first value of a header, or null. @param {Record<string, string | string[]> | undefined} headers @param {string} name */
export const firstHeader = (headers, name) => headerValues(headers, name)[0] ?? null;

/**
 * The input's HSTS preload list as a lookup by host: its own entry, else a parent's that includes subdomains (never
 * an entry without a list).
 * @param {ObservatoryInput} input
 */
export const preloadOf = (input) => {
  const lookup = input.preloaded;
  if (!lookup) return () => null;
  /** @param {string} host */
  return (host) => {
    const exact = lookup(host);
    if (exact) return exact;
    const labels = host.split('.');
    for (let i = 1; i < labels.length; i += 1) {
      const parent = lookup(labels.slice(i).join('.'));
      if (parent?.includeSubDomains) return parent;
    }
    return null;
  };
};
