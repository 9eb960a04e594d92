/**
 * robots.txt (spec section 7): GET through the proxy, 10 s. blocksAll is true when the group for
 * user-agent * disallows "/" and does not allow "/".
 */
import { FALLBACK_ERRORS, TIMEOUTS, type CheckDeps } from '@/lib/tester/deps';
import { fetchTextWithTimeout, looksLikeHtml, proxied, shorten } from '@/lib/tester/http';
import type { RobotsTxtResult } from '@/lib/tester/schema';

/** robots.txt content kept for display (characters). */
export const ROBOTS_CONTENT_MAX = 2000;
/** robots.txt files are small; read at most 512 KB (Google reads 500 KiB). */
const ROBOTS_MAX_BYTES = 512 * 1024;

const isRoot = (path: string) => path === '/' || path === '/*' || path === '/$' || path === '/*$';

/**
 * Whether robots.txt shuts every crawler out of the whole site: in the group(s) whose user-agent is "*",
 * a "Disallow: /" with no "Allow: /". Field names are case-insensitive; comments and blank lines are ignored;
 * consecutive user-agent lines share one group.
 */
export function robotsBlocksAll(content: string): boolean {
  let agents: string[] = [];
  let inRules = false;
  let disallowRoot = false;
  let allowRoot = false;
  for (const rawLine of content.split(/\r\n|\r|\n/)) {
    const line = rawLine.replace(/#.*$/, '').trim();
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const field = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (field === 'user-agent') {
      if (inRules) {
        agents = [];
        inRules = false;
      }
      agents.push(value.toLowerCase());
      continue;
    }
    if (field !== 'allow' && field !== 'disallow') continue;
    inRules = true;
    if (!agents.includes('*')) continue;
    if (field === 'disallow' && isRoot(value)) disallowRoot = true;
    if (field === 'allow' && isRoot(value)) allowRoot = true;
  }
  return disallowRoot && !allowRoot;
}

export async function checkRobotsTxt(origin: string, deps: CheckDeps): Promise<RobotsTxtResult> {
  try {
    const { response, text: content } = await fetchTextWithTimeout(
      deps.fetch,
      proxied(`${origin}/robots.txt`, deps.proxy),
      TIMEOUTS.robotsTxt,
      {},
      ROBOTS_MAX_BYTES,
    );
    // A proxy that cannot reach the site answers 5xx: that is a failed check, not a missing file.
    if (response.status >= 500) throw new Error(`HTTP ${response.status}`);
    if (!response.ok) return { exists: false, blocksAll: false, content: null, error: null };
    if (looksLikeHtml(response.headers.get('content-type'), content)) {
      return { exists: false, blocksAll: false, content: null, error: null };
    }
    return { exists: true, blocksAll: robotsBlocksAll(content), content: shorten(content, ROBOTS_CONTENT_MAX), error: null };
  } catch {
    return { exists: false, blocksAll: false, content: null, error: FALLBACK_ERRORS.robotsTxt };
  }
}
