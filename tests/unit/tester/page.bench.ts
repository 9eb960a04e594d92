/**
 * Benchmark, not a test: how long the page analysis takes in Node for a page at the 3 MB size limit and for an
 * ordinary one (decode, parse with parse5, every analyser). Run with `npx vitest bench --run tests/unit/tester/page.bench.ts`.
 * The same code runs in the tester's Web Worker; the browser figure at 4× CPU throttling is printed by
 * tests/e2e/tester-performance.spec.ts.
 */
import { bench, describe } from 'vitest';
import { decodePage } from '@/lib/tester/page/encoding';
import { indexPage, parseHtmlDocument } from '@/lib/tester/page/html-tree';
import { analyzePageSource } from '@/lib/tester/page/analyze-source';
import { bigPage, fixturePage } from '../../fixtures/tester/sites';

const big = new TextEncoder().encode(bigPage());
const ordinary = new TextEncoder().encode(fixturePage('wordpress.html'));
const bigText = decodePage(big, 'text/html; charset=utf-8').text;

describe(`page analysis, ${(big.byteLength / 1024 / 1024).toFixed(2)} MB page`, () => {
  bench('whole analysis (decode, parse, analysers)', () => {
    analyzePageSource({ bytes: big, contentType: 'text/html; charset=utf-8' });
  }, { iterations: 5, warmupIterations: 1 });
  bench('parse5 parse only', () => {
    parseHtmlDocument(bigText);
  }, { iterations: 5, warmupIterations: 1 });
  bench('parse and index (one walk of the tree)', () => {
    indexPage(parseHtmlDocument(bigText));
  }, { iterations: 5, warmupIterations: 1 });
});

describe(`page analysis, ordinary page (${(ordinary.byteLength / 1024).toFixed(1)} KB, WordPress fixture)`, () => {
  bench('whole analysis', () => {
    analyzePageSource({ bytes: ordinary, contentType: 'text/html; charset=utf-8' });
  });
});
