import { existsSync, readFileSync } from 'node:fs';
import { test, expect, fontsUsedFor, visit } from './fixtures';
import { exportedRoutes } from './exported-pages';

const FONT_PRELOAD = /<link rel="preload" href="(\/_next\/static\/media\/inter_estonian_latin[^"]+\.woff2)" as="font" crossorigin="" type="font\/woff2"\/>/g;

// Next writes the font preload only for pages whose file is page.tsx; scripts/build/font-preload.mjs adds it to the
// pages of one language (page.et.tsx, page.en.tsx). Without it the browser finds the font after the style sheet and
// the text jumps when Inter replaces the fallback (a layout shift of 0.09 on the tester page).
test('every page of both sites preloads the main font file, once and before its style sheet', () => {
  const pages = ['out', 'out-en']
    .filter((dir) => existsSync(`${dir}/index.html`))
    .flatMap((dir) => exportedRoutes(dir).map((route) => ({ dir, route, html: readFileSync(`${dir}${route === '/' ? '/index' : route}.html`, 'utf8') })));
  for (const { dir, route, html } of pages) {
    const preloads = [...html.matchAll(FONT_PRELOAD)];
    expect(preloads.map((m) => m[1]), `${dir} ${route}`).toHaveLength(1);
    expect(html.indexOf(preloads[0][0]), route).toBeLessThan(html.indexOf('<link rel="stylesheet"'));
    // The preloaded file is the one the style sheet's @font-face names (same URL, so it is downloaded once).
    const sheet = /<link rel="stylesheet" href="([^"]+)"/.exec(html)?.[1] ?? '';
    const file = preloads[0][1].split('/').pop();
    expect(readFileSync(`${dir}${sheet}`, 'utf8').includes(`url(../media/${file})`), `${dir} ${route}: ${file} in ${sheet}`).toBe(true);
  }
  expect(pages.filter((p) => p.dir === 'out').length).toBeGreaterThan(10);
});

// The privacy notice cites "§ 102²": § and ² are in the main file, so that page needs no second file either.
for (const path of ['/blogi/miks-veebilehe-kiirus-otsustab-edu', '/privaatsus']) {
  test(`an Estonian page downloads only the main font file and draws its text in Inter: ${path}`, async ({ page }) => {
    const fontFiles: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fontFiles.push(new URL(request.url()).pathname);
    });
    await visit(page, path);
    await page.evaluate(() => document.fonts.ready);
    expect(fontFiles).toHaveLength(1);
    expect(fontFiles[0]).toMatch(/inter_estonian_latin/);
    expect(await fontsUsedFor(page, 'h1')).toEqual([expect.stringMatching(/^Inter/)]);
  });
}

test('š, ž and other accented letters load their font file on demand and are drawn in Inter too', async ({ page }) => {
  await visit(page, '/kontakt');
  // After hydration, so that React does not take the probe paragraph out again.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  const lazyFiles: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') lazyFiles.push(new URL(request.url()).pathname);
  });
  await page.evaluate(() => {
    const p = document.createElement('p');
    p.id = 'font-probe';
    p.textContent = 'Žürii maitses šokolaadi; Café Søren, Łódź ja garaaž.';
    document.querySelector('main')?.append(p);
  });
  await expect
    .poll(async () => page.evaluate(() => document.fonts.check('16px interLatinExtA', 'ž') && document.fonts.status === 'loaded'))
    .toBe(true);
  await page.evaluate(() => document.fonts.ready);
  expect(lazyFiles.some((f) => /inter_latin_ext_a/.test(f))).toBe(true);
  expect(lazyFiles.some((f) => /inter_latin1_rest/.test(f))).toBe(true);
  const used = await fontsUsedFor(page, '#font-probe');
  expect(used.length).toBeGreaterThan(0);
  for (const family of used) expect(family).toMatch(/^Inter/);
});

// scripts/assets/fonts/subset-inter.mjs keeps only the features a browser applies by itself and `tnum`, and in the
// main file only the kerning pairs of at least 0.02 em (thin-kerning.py): it must still kern ("AV", "To") and give the
// tables and the price calculator figures of one width.
test('the main font file kerns pairs and has tabular figures', async ({ page }) => {
  await visit(page, '/privaatsus');
  await page.evaluate(() => document.fonts.ready);
  const widths = await page.evaluate(() => {
    const probe = document.createElement('span');
    probe.id = 'kern-probe';
    probe.style.cssText = 'position:absolute;white-space:pre;font-size:40px;font-weight:600;visibility:hidden';
    document.querySelector('main')?.append(probe);
    const width = (text: string, style: { fontKerning?: string; fontVariantNumeric?: string }) => {
      probe.textContent = text;
      probe.style.fontKerning = style.fontKerning ?? '';
      probe.style.fontVariantNumeric = style.fontVariantNumeric ?? '';
      return probe.getBoundingClientRect().width;
    };
    return {
      kerned: width('AVATAR To', { fontKerning: 'normal' }),
      unkerned: width('AVATAR To', { fontKerning: 'none' }),
      ones: width('1111', { fontVariantNumeric: 'tabular-nums' }),
      zeros: width('0000', { fontVariantNumeric: 'tabular-nums' }),
      proportionalOnes: width('1111', {}),
    };
  });
  expect(await fontsUsedFor(page, '#kern-probe')).toEqual([expect.stringMatching(/^Inter/)]);
  expect(widths.unkerned - widths.kerned).toBeGreaterThan(5);
  expect(Math.abs(widths.ones - widths.zeros)).toBeLessThan(0.5);
  expect(widths.ones - widths.proportionalOnes).toBeGreaterThan(5);
});
