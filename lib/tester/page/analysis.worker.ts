/**
 * The tester's Web Worker: decodes, parses and analyses a fetched page off the main thread, so even a 3 MB
 * page never blocks the visitor's tab. A same-origin script file (CSP worker-src 'self'); it runs no code
 * from the page and creates no DOM, it only reads the page as data.
 */
import { analyzePageSource, type PageSource } from '@/lib/tester/page/analyze-source';
import { analyzeCrawlSource } from '@/lib/tester/crawl/page-facts';
import type { AnalysisReply, AnalysisRequest } from '@/lib/tester/page/worker-client';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<AnalysisRequest>) => void) | null;
  postMessage: (message: AnalysisReply) => void;
};

scope.onmessage = (event) => {
  const { id, bytes, contentType, crawlUrl, pageUrl } = event.data;
  const source: PageSource = { bytes, contentType, url: pageUrl };
  try {
    // A page of the whole-site check is read for its links and basics only.
    const facts = crawlUrl === undefined ? analyzePageSource(source) : analyzeCrawlSource(source, crawlUrl);
    scope.postMessage({ id, ok: true, facts });
  } catch (error) {
    scope.postMessage({ id, ok: false, error: error instanceof Error ? error.message : String(error) });
  }
};
