/** Types of scripts/bench/bench-table.mjs (plain JavaScript, so that scripts/bench/bench.mjs runs without a build step). */
export interface Stats {
  median: number;
  min: number;
  max: number;
}

/** One Lighthouse run of one page, as scripts/bench/bench.mjs reads it from the report. */
export interface BenchSample {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
  scriptTransfer: number;
  /** Requests finished before the observed first contentful paint, and the script bytes among them. */
  prePaintRequests?: number;
  prePaintScript?: number;
  failing?: string[];
}

type Metric = 'performance' | 'lcp' | 'tbt' | 'scriptTransfer';

export type BenchRow =
  | { route: string; error: string }
  | ({
      route: string;
      error?: undefined;
      runs: number;
      accessibility: number;
      bestPractices: number;
      seo: number;
      cls: number;
      prePaintRequests: number | null;
      prePaintScript: number | null;
      jsGzip: number;
      failingAudits: string[];
      delta?: Record<Metric, Stats | null> & { jsGzip: number };
    } & Record<Metric, Stats>);

export const METRICS: Metric[];
export const PRE_PAINT: ('prePaintRequests' | 'prePaintScript')[];
export function median(values: readonly number[]): number;
export function stats(values: readonly number[]): Stats | null;
export function summarize(
  samples: Record<string, (BenchSample | null)[]>,
  pages: { floor: string; routes: string[]; jsGzip: Record<string, number> },
): BenchRow[];
export function renderTable(results: readonly BenchRow[], options: { floor: string; runs: number; sharedJsGzip: number }): string;
