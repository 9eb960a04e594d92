/**
 * The whole-site check: up to 25 HTML pages of the tested host, through the tester API's proxy, one page per API
 * call and at most two calls at a time (so the tested host never gets more than two requests from us at once).
 * Pages come from the sitemaps first, then from the links of the pages already read, in the order found; robots.txt
 * is obeyed for our own crawler's product token. When the page budget is spent, internal links that were found but
 * not read are checked with HEAD (up to LINK_CHECKS), so a broken link is found even on a large site.
 *
 * The visitor can stop it at any time: what was found so far is kept. When the API asks us to wait (429, or 503
 * with Retry-After), the check waits as asked and goes on. Pure apart from what is injected.
 */
import { ApiAnswerError, proxyFetch, refusalSeconds } from '@/lib/tester/engine/api';
import { fetchBytesWithTimeout, fetchWithTimeout, looksLikeHtml, proxied, TimeoutError, type FetchFn } from '@/lib/tester/engine/http';
import { isAllowed, type RobotsRules } from '@/lib/tester/checks/robots-rules';
import type { PageSource } from '@/lib/tester/page/analyze-source';
import { looksLikePage, pageAddress } from '@/lib/tester/crawl/addresses';
import { isSameHost } from '@/lib/tester/same-site';
import { PAGE_LIMIT } from '@/lib/tester/crawl/limits';
import type { CrawlPageFacts } from '@/lib/tester/crawl/page-facts';

/** Our crawler's product token in robots.txt (the tester API sends it in its User-Agent). */
export const CRAWLER_TOKEN = 'VeebiselgeTester';
export { PAGE_LIMIT };
export const LINK_CHECKS = 25;
export const CONCURRENCY = 2;
/** One page's time, within the API's own limit for a call. */
export const PAGE_TIMEOUT_MS = 15_000;
/** A page is read up to this size for its links and tags (larger pages are cut). */
export const CRAWL_BODY_BYTES = 2 * 1024 * 1024;
/** The longest wait the API may ask for before the check gives up on a page. */
const MAX_WAIT_SECONDS = 60;
const MAX_WAITS = 3;

export type PageOrigin = 'start' | 'sitemap' | 'link';

export interface CrawledPage {
  url: string;
  from: PageOrigin;
  method: 'GET' | 'HEAD';
  /** The final answer's status; null when no answer came. */
  status: number | null;
  /** Why no answer came: an error code of the contract, or 'timeout'. */
  error: string | null;
  finalUrl: string | null;
  redirects: number;
  /** What the page says of itself, when it was read as HTML. */
  facts: CrawlPageFacts | null;
}

export interface CrawlProgress {
  /** Pages read so far, and the most this check reads. */
  pages: number;
  limit: number;
  /** Links checked after the page budget was spent. */
  links: number;
  /** Seconds the API asked us to wait, while waiting. */
  waiting: number | null;
}

export interface CrawlResult {
  pages: CrawledPage[];
  /** Each internal link target and the pages it appears on (at most five each). */
  linkedFrom: Record<string, string[]>;
  sitemapUrls: string[];
  /** Addresses robots.txt closes to our crawler: not visited. */
  blockedByRobots: string[];
  /** Internal links that were neither read nor checked (over both budgets). */
  unchecked: number;
  stopped: boolean;
}

export interface CrawlOptions {
  /** The tested page's address: the first page read, and the host the check keeps to. */
  site: string;
  /** The API's fetch and its /proxy prefix. */
  fetch: FetchFn;
  proxy: string;
  analyze: (source: PageSource, url: string) => Promise<CrawlPageFacts>;
  sitemapUrls?: readonly string[];
  robots?: RobotsRules | null;
  limit?: number;
  linkChecks?: number;
  /** One page's time (default PAGE_TIMEOUT_MS). */
  pageTimeoutMs?: number;
  signal?: AbortSignal;
  onProgress?: (progress: CrawlProgress) => void;
  sleep?: (ms: number) => Promise<void>;
}

const waitFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Run `task` over `items`, CONCURRENCY at a time, at most `max` of them, while `more()` holds. Items may be added
 * while it runs (links found on a page): a worker with nothing to do waits while another is still busy.
 */
async function pool<T>(items: T[], max: number, task: (item: T) => Promise<void>, more: () => boolean): Promise<void> {
  let next = 0;
  let active = 0;
  const idle: (() => void)[] = [];
  const worker = async () => {
    for (;;) {
      if (!more() || next >= max) return;
      if (next < items.length) {
        const item = items[next++];
        active++;
        try {
          await task(item);
        } finally {
          active--;
          for (const wake of idle.splice(0)) wake();
        }
      } else if (active === 0) {
        return;
      } else {
        await new Promise<void>((resolve) => idle.push(resolve));
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

export async function crawlSite(options: CrawlOptions): Promise<CrawlResult> {
  const { site, robots, signal } = options;
  const limit = options.limit ?? PAGE_LIMIT;
  const sleep = options.sleep ?? waitFor;
  const timeoutMs = options.pageTimeoutMs ?? PAGE_TIMEOUT_MS;
  // The tested host in either form (www or bare, http or https): lib/tester/same-site.ts.
  const onSite = (url: string) => {
    const address = pageAddress(url, site);
    return address !== null && isSameHost(address, site);
  };
  const sitemapUrls = (options.sitemapUrls ?? []).filter(onSite);
  const pages: CrawledPage[] = [];
  const linkedFrom: Record<string, string[]> = {};
  const blockedByRobots: string[] = [];
  const seen = new Set<string>();
  const queue: { url: string; from: PageOrigin }[] = [];
  let waiting: number | null = null;
  let linksChecked = 0;
  const stopped = () => signal?.aborted ?? false;
  const progress = () => options.onProgress?.({ pages: pages.filter((p) => p.method === 'GET').length, limit, links: linksChecked, waiting });

  const enqueue = (url: string, from: PageOrigin) => {
    const address = pageAddress(url, site);
    if (!address || !isSameHost(address, site) || seen.has(address.href)) return;
    seen.add(address.href);
    if (robots && !isAllowed(robots, CRAWLER_TOKEN, address.href)) blockedByRobots.push(address.href);
    else queue.push({ url: address.href, from });
  };

  const fetchPolitely = politely(options.fetch);
  /** One call through the proxy; waits when the API asks and tries again, at most MAX_WAITS times. */
  const ask = async (url: string, method: 'GET' | 'HEAD'): Promise<{ response: Response; bytes: Uint8Array }> => {
    for (let attempt = 0; ; attempt++) {
      try {
        if (method === 'HEAD') {
          const response = await fetchWithTimeout(fetchPolitely, proxied(url, options.proxy), timeoutMs, { method: 'HEAD' });
          // A server that does not answer HEAD is asked with GET (its body is read only up to the limit).
          if (response.status !== 405 && response.status !== 501) return { response, bytes: new Uint8Array() };
        }
        return await fetchBytesWithTimeout(fetchPolitely, proxied(url, options.proxy), timeoutMs, {}, CRAWL_BODY_BYTES);
      } catch (error) {
        if (!(error instanceof WaitError) || attempt >= MAX_WAITS) throw error;
        waiting = Math.min(error.seconds, MAX_WAIT_SECONDS);
        progress();
        await sleep(waiting * 1000);
        waiting = null;
        if (stopped()) throw new StoppedError();
      }
    }
  };

  const visit = async ({ url, from }: { url: string; from: PageOrigin }, method: 'GET' | 'HEAD') => {
    if (stopped()) return;
    const page: CrawledPage = { url, from, method, status: null, error: null, finalUrl: null, redirects: 0, facts: null };
    try {
      const { response, bytes } = await ask(url, method);
      if (stopped()) return;
      page.status = response.status;
      page.finalUrl = response.headers.get('X-Final-Url') ?? url;
      page.redirects = Number(response.headers.get('X-Redirects') ?? 0) || 0;
      const type = response.headers.get('X-Upstream-Content-Type') ?? response.headers.get('content-type');
      if (method === 'GET' && response.ok && looksLikeHtml(type, '<') && onSite(page.finalUrl)) {
        page.facts = await options.analyze({ bytes, contentType: type }, page.finalUrl);
        for (const link of page.facts.links) {
          const sources = (linkedFrom[link] ??= []);
          if (sources.length < 5 && !sources.includes(url)) sources.push(url);
          if (looksLikePage(link)) enqueue(link, 'link');
        }
      }
    } catch (error) {
      if (error instanceof StoppedError || stopped()) return;
      page.error = error instanceof ApiAnswerError ? error.code : error instanceof TimeoutError ? 'timeout' : 'unreachable';
    }
    pages.push(page);
    if (method === 'HEAD') linksChecked++;
    progress();
  };

  // Stopping answers at once with what was found: a request still under way is not waited for.
  const aborted = new Promise<void>((resolve) => {
    if (signal?.aborted) resolve();
    signal?.addEventListener('abort', () => resolve(), { once: true });
  });
  enqueue(site, 'start');
  for (const url of sitemapUrls) enqueue(url, 'sitemap');
  progress();
  await Promise.race([pool(queue, limit, (item) => visit(item, 'GET'), () => !stopped()), aborted]);
  // Links found but not read: checked with HEAD, so a broken one is still found.
  const read = new Set(pages.map((p) => p.url));
  const rest = Object.keys(linkedFrom).filter((link) => !read.has(link) && !blockedByRobots.includes(link));
  const toCheck = rest.slice(0, options.linkChecks ?? LINK_CHECKS).map((url) => ({ url, from: 'link' as const }));
  if (!stopped()) await Promise.race([pool(toCheck, toCheck.length, (item) => visit(item, 'HEAD'), () => !stopped()), aborted]);
  const checked = new Set(pages.map((p) => p.url));
  return {
    pages: [...pages],
    linkedFrom,
    sitemapUrls,
    blockedByRobots,
    unchecked: rest.filter((link) => !checked.has(link)).length,
    stopped: stopped(),
  };
}

class WaitError extends Error {
  constructor(readonly seconds: number) {
    super(`wait ${seconds} s`);
  }
}

class StoppedError extends Error {}

/** The API's fetch, where a refusal (429, or 503 with Retry-After) is a WaitError and the API's own errors are coded. */
function politely(fetchFn: FetchFn): FetchFn {
  return proxyFetch(async (input, init) => {
    const response = await fetchFn(input, init);
    const seconds = refusalSeconds(response);
    if (seconds !== null) throw new WaitError(seconds);
    return response;
  });
}
