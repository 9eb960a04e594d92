import { test, expect, fontsUsedFor } from './fixtures';

// The privacy notice cites "§ 102²": § and ² are in the main file, so that page needs no second file either.
for (const path of ['/blogi/miks-veebilehe-kiirus-otsustab-edu', '/privaatsus']) {
  test(`an Estonian page downloads only the main font file and draws its text in Inter: ${path}`, async ({ page }) => {
    const fontFiles: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fontFiles.push(new URL(request.url()).pathname);
    });
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
    expect(fontFiles).toHaveLength(1);
    expect(fontFiles[0]).toMatch(/inter_estonian_latin/);
    expect(await fontsUsedFor(page, 'h1')).toEqual([expect.stringMatching(/^Inter/)]);
  });
}

test('š, ž and other accented letters load their font file on demand and are drawn in Inter too', async ({ page }) => {
  await page.goto('/kontakt');
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
