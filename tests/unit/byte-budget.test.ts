import { describe, expect, it } from 'vitest';
import { scriptsAfterPaint } from '../../scripts/build/scripts-after-paint.mjs';
import { budgetFrom, MARGIN, overBudget, pageFiles } from '../../scripts/test/byte-budget.mjs';

const CHUNK = '/_next/static/chunks';

describe('the files a page loads', () => {
  it('are its scripts and preloaded chunks (once each, without the legacy noModule one), style sheets and preloaded fonts', () => {
    const html = [
      `<link rel="stylesheet" href="${CHUNK}/a.css" data-precedence="next"/>`,
      `<link rel="preload" as="script" fetchPriority="low" href="${CHUNK}/main.js"/>`,
      `<link rel="preload" as="font" href="/font.woff2"/>`,
      `<script src="${CHUNK}/legacy.js" noModule=""></script>`,
      `<script src="${CHUNK}/page.js" async=""></script>`,
      `<script src="${CHUNK}/main.js" async=""></script>`,
      '<script src="https://elsewhere.test/x.js"></script>',
      '<link rel="preload" as="image" href="/hero.webp"/>',
      '<link rel="prefetch" href="/lazy.woff2" as="font"/>',
    ].join('');
    expect(pageFiles(html)).toEqual({ js: [`${CHUNK}/page.js`, `${CHUNK}/main.js`], css: [`${CHUNK}/a.css`], font: ['/font.woff2'] });
  });

  it('include the chunks a finished page adds after its first paint (its HTML has no script tag for them)', () => {
    const html = scriptsAfterPaint(
      `<html><head><link rel="stylesheet" href="${CHUNK}/a.css"/><script src="${CHUNK}/react.js" async=""></script></head>` +
        `<body><p>Tere</p><script src="${CHUNK}/page.js" async=""></script></body></html>`,
    );
    expect(html).not.toContain('<script src=');
    expect(pageFiles(html)).toEqual({ js: [`${CHUNK}/react.js`, `${CHUNK}/page.js`], css: [`${CHUNK}/a.css`], font: [] });
  });
});

describe('the byte budget', () => {
  const font = { '/media/inter-aaa.woff2': 15_000 };
  const today = {
    '/': { js: { [`${CHUNK}/react.js`]: 100_000, [`${CHUNK}/home-aaa.js`]: 6_000 }, css: { [`${CHUNK}/a.css`]: 12_000 }, font },
    '/kontakt': { js: { [`${CHUNK}/react.js`]: 100_000 }, css: { [`${CHUNK}/a.css`]: 12_000 }, font },
  };
  const budget = budgetFrom(today);

  it('passes the figures it was recorded from, and growth within the margin', () => {
    expect(overBudget(budget, today)).toEqual([]);
    const within = { ...today, '/': { ...today['/'], js: { ...today['/'].js, [`${CHUNK}/home-aaa.js`]: 6_000 + MARGIN.js } } };
    expect(overBudget(budget, within)).toEqual([]);
  });

  it('fails a page whose JavaScript grew past the margin, naming the changed chunk and the one it replaced', () => {
    const grown = { ...today, '/': { ...today['/'], js: { [`${CHUNK}/react.js`]: 100_000, [`${CHUNK}/home-bbb.js`]: 9_000 } } };
    expect(overBudget(budget, grown)).toEqual([
      `/: JavaScript 106.4 KiB is over its budget of 105.5 KiB (103.5 KiB + 2.0 KiB); grew: ${CHUNK}/home-bbb.js 8.8 KiB (new or changed); no longer loaded: ${CHUNK}/home-aaa.js 5.9 KiB`,
    ]);
  });

  it('fails a style sheet that grew under the same name, with its size before and after', () => {
    const grown = { ...today, '/kontakt': { ...today['/kontakt'], css: { [`${CHUNK}/a.css`]: 13_000 } } };
    expect(overBudget(budget, grown)).toEqual([
      `/kontakt: CSS 12.7 KiB is over its budget of 12.2 KiB (11.7 KiB + 0.5 KiB); grew: ${CHUNK}/a.css 11.7 KiB -> 12.7 KiB`,
    ]);
  });

  it('fails a preloaded font that grew past the margin under a new name, naming the file it replaced', () => {
    const grown = { ...today, '/': { ...today['/'], font: { '/media/inter-bbb.woff2': 16_800 } } };
    expect(overBudget(budget, grown)).toEqual([
      '/: preloaded font 16.4 KiB is over its budget of 15.1 KiB (14.6 KiB + 0.5 KiB); grew: /media/inter-bbb.woff2 16.4 KiB (new or changed); no longer loaded: /media/inter-aaa.woff2 14.6 KiB',
    ]);
  });

  it('fails a page that has no budget yet', () => {
    const added = { ...today, '/uus': today['/kontakt'] };
    expect(overBudget(budget, added)).toEqual(['/uus: no budget for this page (node scripts/test/byte-budget.mjs --update records one)']);
  });
});
