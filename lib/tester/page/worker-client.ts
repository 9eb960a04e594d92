/**
 * The main thread's side of the analysis worker: one worker per test run, the page's bytes transferred
 * (not copied) to it, the plain results back. When a worker cannot be started (an old browser, a blocked
 * script), the page is analysed in this thread instead: slower, but the test still completes.
 */
import { analyzeInThisThread, type PageAnalyzer } from '@/lib/tester/page/fetch-page';
import type { PageFacts, PageSource } from '@/lib/tester/page/analyze-source';
import type { CrawlPageFacts } from '@/lib/tester/crawl/page-facts';

export interface AnalysisRequest {
  id: number;
  bytes: Uint8Array;
  contentType: string | null;
  /** Set for a page of the whole-site check: its address (links resolve against it); it is read for CrawlPageFacts. */
  crawlUrl?: string;
  /** The tested page's address (its links resolve against it). */
  pageUrl?: string;
}

/** A performance measure of each analysis (worker start, transfer, decode, parse, analysers, reply). */
export const ANALYSIS_MEASURE = 'tester-page-analysis';

export type AnalysisReply = { id: number; ok: true; facts: PageFacts | CrawlPageFacts } | { id: number; ok: false; error: string };

export interface WorkerAnalyzer {
  analyze: PageAnalyzer;
  /** Read a page of the whole-site check (its links and basics). */
  analyzeCrawlPage: (source: PageSource, url: string) => Promise<CrawlPageFacts>;
  /** Stop the worker (after the run, or when the visitor leaves). */
  dispose: () => void;
}

function startWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    // A same-origin script emitted by the bundler: allowed by a strict CSP (worker-src 'self').
    return new Worker(new URL('./analysis.worker.ts', import.meta.url), { name: 'tester-analysis' });
  } catch (error) {
    console.warn('[tester] analysis worker unavailable, analysing in the page', error);
    return null;
  }
}

export function createWorkerAnalyzer(): WorkerAnalyzer {
  let worker: Worker | null | undefined;
  let nextId = 0;
  const pending = new Map<number, { resolve: (facts: PageFacts | CrawlPageFacts) => void; reject: (error: Error) => void }>();

  const fail = (error: Error) => {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };

  const ensureWorker = (): Worker | null => {
    if (worker !== undefined) return worker;
    worker = startWorker();
    if (worker) {
      worker.onmessage = (event: MessageEvent<AnalysisReply>) => {
        const reply = event.data;
        const waiting = pending.get(reply.id);
        if (!waiting) return;
        pending.delete(reply.id);
        if (reply.ok) waiting.resolve(reply.facts);
        else waiting.reject(new Error(reply.error));
      };
      worker.onerror = (event) => {
        event.preventDefault();
        fail(new Error(event.message || 'analysis worker failed'));
      };
    }
    return worker;
  };

  const post = <T extends PageFacts | CrawlPageFacts>(target: Worker, source: PageSource, crawlUrl?: string) => {
    const id = ++nextId;
    const started = performance.now();
    return new Promise<T>((resolve, reject) => {
      pending.set(id, {
        resolve: (facts) => {
          performance.measure(ANALYSIS_MEASURE, { start: started, detail: { bytes: source.bytes.byteLength } });
          resolve(facts as T);
        },
        reject,
      });
      const request: AnalysisRequest = { id, bytes: source.bytes, contentType: source.contentType, crawlUrl, pageUrl: source.url };
      target.postMessage(request, [source.bytes.buffer]);
    });
  };

  const analyze: PageAnalyzer = (source) => {
    const target = ensureWorker();
    return target ? post<PageFacts>(target, source) : analyzeInThisThread(source);
  };

  const analyzeCrawlPage = (source: PageSource, url: string) => {
    const target = ensureWorker();
    return target
      ? post<CrawlPageFacts>(target, source, url)
      : import('@/lib/tester/crawl/page-facts').then(({ analyzeCrawlSource }) => analyzeCrawlSource(source, url));
  };

  const dispose = () => {
    worker?.terminate();
    fail(new Error('analysis stopped'));
    worker = null;
  };

  return { analyze, analyzeCrawlPage, dispose };
}
