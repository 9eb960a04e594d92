/**
 * robots.txt: GET through the proxy, 10 s, read up to 500 KiB as Google does (rules after
 * that are ignored). The rules are applied by RFC 9309 (robots-rules.ts):
 * - blocksAll (the spec's verdict): crawlers without a group of their own (user-agent "*") may fetch
 *   neither the home page nor any other page, e.g. "Disallow: /", "Disallow: /*" or "Disallow: *", unless a
 *   longer or equally long Allow opens them;
 * - blocksGooglebot: the same for Google's crawler, which obeys a "Googlebot" group when there is one.
 * A file is read by its content, not its Content-Type: robots rules served as text/html still count, and an
 * HTML page (a "soft 404") is no robots.txt.
 */
import { FALLBACK_ERRORS, TIMEOUTS, type CheckDeps } from '@/lib/tester/engine/deps';
import { fetchBytesWithTimeout, proxied, shorten } from '@/lib/tester/engine/http';
import { isAllowed, parseRobotsTxt, type RobotsRules } from '@/lib/tester/checks/robots-rules';

/** The longest Sitemap: address kept (characters). */
const MAX_ATTRIBUTE_CHARS = 2048;
import * as z from 'zod/mini';
import { defineCheck } from '@/lib/tester/checks/define';

/** Its part of the test result; blocksGooglebot goes beyond the spec's fields (Google's crawler in particular). */
export const robotsTxtSchema = z.object({
  exists: z.boolean(),
  blocksAll: z.boolean(),
  blocksGooglebot: z.boolean(),
  /** Whether Googlebot may not fetch the tested page itself (missing in results saved before it existed). */
  blocksPage: z.optional(z.boolean()),
  /** The Sitemap: lines, as written (missing in older results). */
  sitemaps: z.optional(z.array(z.string().check(z.maxLength(MAX_ATTRIBUTE_CHARS)))),
  content: z.nullable(z.string()),
  error: z.nullable(z.string()),
});
export type RobotsTxtResult = z.infer<typeof robotsTxtSchema>;

/** robots.txt content kept for display (characters). */
export const ROBOTS_CONTENT_MAX = 2000;
/** Google reads 500 KiB of a robots.txt; content after that is ignored. */
export const ROBOTS_MAX_BYTES = 500 * 1024;
/** Any page other than the home page, to tell "the whole site" from "the home page only". */
const OTHER_PAGE = '/leht/';

const blocksSite = (rules: RobotsRules, agent: string) => !isAllowed(rules, agent, '/') && !isAllowed(rules, agent, OTHER_PAGE);

/** Whether robots.txt shuts every crawler without a group of its own (user-agent "*") out of the whole site. */
export const robotsBlocksAll = (content: string) => blocksSite(parseRobotsTxt(content), '*');

/** Whether robots.txt shuts Googlebot out of the whole site. */
export const robotsBlocksGooglebot = (content: string) => blocksSite(parseRobotsTxt(content), 'googlebot');

/** UTF-8 text of the file; a byte order mark, even a partial one, is skipped (as Google's parser does). */
export function decodeRobotsTxt(bytes: Uint8Array): string {
  const bom = [0xef, 0xbb, 0xbf];
  let start = 0;
  while (start < bom.length && bytes[start] === bom[start]) start++;
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes.subarray(start), { stream: true });
}

/** A robots.txt by its content: not markup, and (when served as HTML) holding at least one robots line. */
export function isRobotsFile(contentType: string | null, content: string): boolean {
  if (/^\s*</.test(content)) return false;
  const servedAsHtml = /\btext\/html\b/i.test(contentType ?? '');
  return !servedAsHtml || parseRobotsTxt(content).directives > 0;
}

const missing = (): RobotsTxtResult => ({ exists: false, blocksAll: false, blocksGooglebot: false, blocksPage: false, sitemaps: [], content: null, error: null });

/** The site's robots.txt as read once: its text, or null when there is none; throws when it could not be read. */
async function readRobotsFile(origin: string, deps: CheckDeps): Promise<string | null> {
  const { response, bytes } = await fetchBytesWithTimeout(deps.fetch, proxied(`${origin}/robots.txt`, deps.proxy), TIMEOUTS.robotsTxt, {}, ROBOTS_MAX_BYTES);
  // A proxy that cannot reach the site answers 5xx: that is a failed check, not a missing file.
  if (response.status >= 500) throw new Error(`HTTP ${response.status}`);
  if (!response.ok) return null;
  const content = decodeRobotsTxt(bytes);
  return isRobotsFile(response.headers.get('content-type'), content) ? content : null;
}

/** One read of robots.txt per run: the robots check and the sitemap discovery share it (keyed by the run's deps). */
const robotsFiles = new WeakMap<CheckDeps, Map<string, Promise<string | null>>>();

/** robots.txt of `origin` for this run (fetched at most once per run and origin). */
export function robotsFileOf(origin: string, deps: CheckDeps): Promise<string | null> {
  let files = robotsFiles.get(deps);
  if (!files) robotsFiles.set(deps, (files = new Map()));
  let file = files.get(origin);
  if (!file) {
    file = readRobotsFile(origin, deps);
    file.catch(() => undefined);
    files.set(origin, file);
  }
  return file;
}

/** The tested page as robots.txt rules see it (the home page when the address has no path). */
const pageOf = (target: string) => (/^https?:\/\/[^/]+$/i.test(target) ? `${target}/` : target);

export async function checkRobotsTxt(target: string, deps: CheckDeps): Promise<RobotsTxtResult> {
  try {
    const content = await robotsFileOf(new URL(target).origin, deps);
    if (content === null) return missing();
    const rules = parseRobotsTxt(content);
    return {
      exists: true,
      blocksAll: blocksSite(rules, '*'),
      blocksGooglebot: blocksSite(rules, 'googlebot'),
      blocksPage: !isAllowed(rules, 'googlebot', pageOf(target)),
      sitemaps: rules.sitemaps.map((line) => shorten(line, MAX_ATTRIBUTE_CHARS)),
      content: shorten(content, ROBOTS_CONTENT_MAX),
      error: null,
    };
  } catch {
    return { ...missing(), error: FALLBACK_ERRORS.robotsTxt };
  }
}

export const ROBOTS_TXT_CHECK = defineCheck({ key: 'robotsTxt', schema: robotsTxtSchema, run: checkRobotsTxt });
