import { describe, expect, it } from 'vitest';
import { median, renderTable, stats, summarize, type BenchRow, type BenchSample } from '../../scripts/bench/bench-table.mjs';
import { commonAncestor, FLOOR_FILES } from '../../scripts/bench/floor-page.mjs';
import nextConfig from '../../next.config';

const FLOOR = 'floor';

/** A Lighthouse run with the given figures (ms for LCP and TBT, bytes for scripts). */
function run(performance: number, lcp: number, tbt: number, scriptTransfer = 60_000, failing: string[] = []): BenchSample {
  return { performance, lcp, tbt, scriptTransfer, prePaintRequests: 3, prePaintScript: 10_240, accessibility: 100, bestPractices: 100, seo: 100, cls: 0, failing };
}

/** A row with figures (fails the test for a page that was not measured). */
function measured(row: BenchRow): Exclude<BenchRow, { error: string }> {
  if (row.error !== undefined) throw new Error(`${row.route}: ${row.error}`);
  return row as Exclude<BenchRow, { error: string }>;
}

describe('median and [min, max] over the runs', () => {
  it('takes the middle value of an odd count and the mean of the two middle values of an even count', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(stats([97, 80, 95, 99, 96])).toEqual({ median: 96, min: 80, max: 99 });
  });
  it('has nothing to say about no runs', () => {
    expect(stats([])).toBeNull();
  });
});

describe('the difference to the floor', () => {
  // The machine was slow in run 2: the floor and the route both lost points in it.
  const samples = {
    [FLOOR]: [run(97, 700, 200, 50_000), run(80, 2500, 600, 50_000), run(95, 900, 250, 50_000)],
    '/': [run(93, 2700, 205, 80_000), run(76, 4500, 610, 80_000), run(60, 6000, 900, 80_000)],
  };

  it('is taken within each run, route minus the floor measured in the same run, not between the medians', () => {
    const home = measured(summarize(samples, { floor: FLOOR, routes: ['/'], jsGzip: { [FLOOR]: 70_000, '/': 110_000 } })[1]);
    expect(home.performance).toEqual({ median: 76, min: 60, max: 93 });
    // Differences per run: −4, −4, −35 (the medians alone would say 76 − 95 = −19).
    expect(home.delta?.performance).toEqual({ median: -4, min: -35, max: -4 });
    expect(home.delta?.lcp).toEqual({ median: 2000, min: 2000, max: 5100 });
    expect(home.delta?.tbt).toEqual({ median: 10, min: 5, max: 650 });
    expect(home.delta?.scriptTransfer).toEqual({ median: 30_000, min: 30_000, max: 30_000 });
    expect(home.delta?.jsGzip).toBe(40_000);
  });

  it('leaves out a run in which the route or the floor failed, but the route keeps its own figures of that run', () => {
    const [floor, row] = summarize(
      { [FLOOR]: [null, samples[FLOOR][1], samples[FLOOR][2]], '/': [samples['/'][0], samples['/'][1], samples['/'][2]] },
      { floor: FLOOR, routes: ['/'], jsGzip: {} },
    );
    expect(floor).toMatchObject({ route: FLOOR, runs: 2 });
    const home = measured(row);
    expect(home).toMatchObject({ runs: 3, performance: { median: 76, min: 60, max: 93 } });
    expect(home.delta?.performance).toEqual({ median: -19.5, min: -35, max: -4 });
  });

  it('names a page whose every run failed instead of inventing figures', () => {
    const results = summarize({ [FLOOR]: samples[FLOOR], '/kontakt': [null, null, null] }, { floor: FLOOR, routes: ['/kontakt'], jsGzip: {} });
    expect(results[1]).toEqual({ route: '/kontakt', error: 'lighthouse failed' });
  });
});

describe('the table', () => {
  const results = summarize(
    {
      [FLOOR]: [run(97, 700, 200, 50_000), run(98, 680, 190, 50_000), run(97, 690, 199, 50_000)],
      '/': [run(93, 2700, 205, 80_000, ['largest-contentful-paint']), run(94, 2600, 190, 80_000), run(93, 2710, 200, 80_000)],
      '/kontakt': [run(97, 700, 200, 50_000), run(98, 680, 190, 50_000), run(97, 690, 199, 50_000)],
    },
    { floor: FLOOR, routes: ['/', '/kontakt'], jsGzip: { [FLOOR]: 71_680, '/': 112_640, '/kontakt': 71_680 } },
  );
  const table = renderTable(results, { floor: FLOOR, runs: 3, sharedJsGzip: 102_400 });
  const rows = table.split('\n').filter((line) => line.startsWith('| '));

  it('starts with the floor, then each route with its median [min, max] and the signed difference to the floor', () => {
    expect(rows[0]).toBe('| page | perf | Δ perf | LCP s | Δ LCP s | TBT ms | Δ TBT ms | JS KiB | Δ JS KiB | JS loaded KiB | Δ loaded | req. before paint | JS before paint KiB | a11y | bp | seo | CLS |');
    expect(rows[1]).toBe('| floor (empty Next.js page) | 97 [97, 98] |  | 0.69 [0.68, 0.70] |  | 199 [190, 200] |  | 70.0 |  | 48.8 |  | 3 | 10.0 | 100 | 100 | 100 | 0 |');
    expect(rows[2]).toBe('| / | 93 [93, 94] | −4 | 2.70 [2.60, 2.71] | +2.00 [+1.92, +2.02] | 200 [190, 205] | +1 [±0, +5] | 110.0 | +40.0 | 78.1 | +29.3 | 3 | 10.0 | 100 | 100 | 100 | 0 |');
  });

  it('prints a difference that rounds to zero as ±0, never as −0', () => {
    expect(rows[3]).toBe('| /kontakt | 97 [97, 98] | ±0 | 0.69 [0.68, 0.70] | ±0.00 | 199 [190, 200] | ±0 | 70.0 | ±0.0 | 48.8 | ±0.0 | 3 | 10.0 | 100 | 100 | 100 | 0 |');
  });

  it('says how it was measured and lists the audits below 1', () => {
    expect(table).toMatch(/^Lighthouse mobile, 3 interleaved runs per page: median \[min, max\]; Δ = page minus the floor in the same run\./);
    expect(table).toContain('shared baseline 100.0 KiB');
    expect(table).toContain('  / audits below 1: largest-contentful-paint');
  });
});

describe("the floor's Turbopack root", () => {
  it('is the deepest folder holding both the floor and the node_modules it links to', () => {
    expect(commonAncestor('/tmp/veebiselge-floor-x1', '/work/wt/onesource/node_modules')).toBe('/');
    expect(commonAncestor('/work/tmp/floor-x1', '/work/wt/onesource/node_modules')).toBe('/work');
    // A shared prefix of a folder name is not a shared folder.
    expect(commonAncestor('/work/wt/one-floor', '/work/wt/onesource/node_modules')).toBe('/work/wt');
  });
});

describe('the floor page', () => {
  it("is a page of the site's own config: its app/ files have extensions the config's pageExtensions accept", () => {
    const routeFiles = Object.keys(FLOOR_FILES).filter((name) => name.startsWith('app/'));
    expect(routeFiles.length).toBeGreaterThan(0);
    for (const name of routeFiles) {
      const extension = name.slice(name.indexOf('.') + 1);
      expect(nextConfig.pageExtensions, name).toContain(extension);
    }
  });
});
