/**
 * A test run in the visitor's browser: the engine with the page analysed in a Web Worker, so parsing even a
 * 3 MB page never blocks the main thread. The worker lives for one run and is stopped after it, or earlier
 * through the returned `stop` (the visitor leaves or starts over).
 */
import type { TestAddress } from '@/lib/tester/engine/address';
import { createWorkerAnalyzer } from '@/lib/tester/page/worker-client';
import type { CheckName } from '@/lib/tester/engine/checks';
import { runWebsiteTest } from '@/lib/tester/engine/run';
import type { TestResult } from '@/lib/tester/state/schema';

export interface BrowserRun {
  result: Promise<TestResult>;
  stop: () => void;
}

export function startBrowserRun(address: TestAddress, onCheckDone: (name: CheckName) => void): BrowserRun {
  const analyzer = createWorkerAnalyzer();
  const result = runWebsiteTest(address, { analyzePage: analyzer.analyze, onCheckDone }).finally(analyzer.dispose);
  return { result, stop: analyzer.dispose };
}
