/**
 * The arithmetic and the table of `npm run bench` (scripts/bench/bench.mjs), kept apart from the Lighthouse runs so
 * unit tests can check them: per page the median and [min, max] over the runs, and per route the difference
 * to the floor taken within each run (route minus the floor measured just before it), not between medians.
 */

/** Lighthouse figures the table summarizes per run. */
export const METRICS = ['performance', 'lcp', 'tbt', 'scriptTransfer'];
/** Counted before the observed first paint: finished requests, and the script bytes among them (median per page). */
export const PRE_PAINT = ['prePaintRequests', 'prePaintScript'];

/** @param {number[]} values @returns {number} */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return sorted.length % 2 ? sorted[Math.floor(middle)] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** @param {number[]} values */
export function stats(values) {
  return values.length ? { median: median(values), min: Math.min(...values), max: Math.max(...values) } : null;
}

/**
 * One row per page, the floor first. `samples[page][run]` is a run's Lighthouse figures, or null when that run
 * failed; a run counts for a route's Δ only when both the route and the floor were measured in it.
 * @param {Record<string, (Record<string, any> | null)[]>} samples
 * @param {{ floor: string, routes: string[], jsGzip: Record<string, number> }} pages
 */
export function summarize(samples, { floor, routes, jsGzip }) {
  return [floor, ...routes].map((page) => {
    const own = (samples[page] ?? []).filter(Boolean);
    if (own.length === 0) return { route: page, error: 'lighthouse failed' };
    const row = {
      route: page,
      runs: own.length,
      ...Object.fromEntries(METRICS.map((m) => [m, stats(own.map((s) => s[m]))])),
      accessibility: median(own.map((s) => s.accessibility)),
      bestPractices: median(own.map((s) => s.bestPractices)),
      seo: median(own.map((s) => s.seo)),
      cls: median(own.map((s) => s.cls)),
      ...Object.fromEntries(PRE_PAINT.map((m) => [m, own.every((s) => Number.isFinite(s[m])) ? median(own.map((s) => s[m])) : null])),
      jsGzip: jsGzip[page] ?? 0,
      failingAudits: [...new Set(own.flatMap((s) => s.failing ?? []))],
    };
    if (page !== floor) {
      const pairs = samples[page].map((s, i) => [s, samples[floor]?.[i]]).filter(([s, f]) => s && f);
      row.delta = Object.fromEntries(METRICS.map((m) => [m, stats(pairs.map(([s, f]) => s[m] - f[m]))]));
      row.delta.jsGzip = row.jsGzip - (jsGzip[floor] ?? 0);
    }
    return row;
  });
}

const range = (s, fmt) => (s.min === s.max ? fmt(s.median) : `${fmt(s.median)} [${fmt(s.min)}, ${fmt(s.max)}]`);
/** A difference with its sign; one that rounds to zero is ±0, never −0. */
const signed = (fmt) => (v) => {
  const text = fmt(Math.abs(v));
  return (Number(text) === 0 ? '±' : v > 0 ? '+' : '−') + text;
};
const points = (v) => String(Math.round(v));
const seconds = (v) => (v / 1000).toFixed(2);
const ms = (v) => String(Math.round(v));
const kib = (v) => (v / 1024).toFixed(1);
const cell = (s, fmt) => (s ? range(s, fmt) : '–');

const HEADER = ['page', 'perf', 'Δ perf', 'LCP s', 'Δ LCP s', 'TBT ms', 'Δ TBT ms', 'JS KiB', 'Δ JS KiB', 'JS loaded KiB', 'Δ loaded', 'req. before paint', 'JS before paint KiB', 'a11y', 'bp', 'seo', 'CLS'];

/**
 * The bench's report as Markdown: a caption, the table (the floor's row first, named as such) and the audits
 * below 1 per page.
 * @param {ReturnType<typeof summarize>} results
 * @param {{ floor: string, runs: number, sharedJsGzip: number }} options
 * @returns {string}
 */
export function renderTable(results, { floor, runs, sharedJsGzip }) {
  const rows = results.map((r) => {
    const name = r.route === floor ? 'floor (empty Next.js page)' : r.route;
    if (r.error) return [name, r.error, ...HEADER.slice(2).map(() => '')];
    const d = r.delta;
    return [
      name,
      range(r.performance, points),
      d ? cell(d.performance, signed(points)) : '',
      range(r.lcp, seconds),
      d ? cell(d.lcp, signed(seconds)) : '',
      range(r.tbt, ms),
      d ? cell(d.tbt, signed(ms)) : '',
      kib(r.jsGzip),
      d ? signed(kib)(d.jsGzip) : '',
      kib(r.scriptTransfer.median),
      d?.scriptTransfer ? signed(kib)(d.scriptTransfer.median) : '',
      r.prePaintRequests ?? '–',
      r.prePaintScript == null ? '–' : kib(r.prePaintScript),
      r.accessibility,
      r.bestPractices,
      r.seo,
      Number(r.cls.toFixed(3)),
    ];
  });
  return [
    `Lighthouse mobile, ${runs} interleaved runs per page: median [min, max]; Δ = page minus the floor in the same run.`,
    `JS KiB: gzip of the page's <script src> files (shared baseline ${kib(sharedJsGzip)} KiB); JS loaded: script bytes transferred during the run (median).`,
    'Before paint: requests, and script bytes among them, that had finished loading at the observed first contentful paint (median).',
    '',
    `| ${HEADER.join(' | ')} |`,
    `|${HEADER.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
    ...results.filter((r) => r.failingAudits?.length).map((r) => `  ${r.route} audits below 1: ${r.failingAudits.join(', ')}`),
  ].join('\n');
}
