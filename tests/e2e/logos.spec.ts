import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { test, expect, fontsUsedFor, visit } from './fixtures';
import { ARTICLES, articlePath } from './blog-data';
import { CLIENTS_TITLE, clientsPrimary, clientsSecondary } from '@/content/clients';
import { partners } from '@/content/partners';
import { site } from '@/lib/site';

/** Every logo the site draws from an SVG file: the wordmark (header, footer, its alternate), clients, partners. */
const LOGOS = [
  site.logo,
  '/images/logo-white.svg',
  '/logo-alt.svg',
  ...[...clientsPrimary, ...clientsSecondary].map((c) => c.logo),
  ...partners.flatMap((p) => [p.logo, ...(p.fallbackLogo ? [p.fallbackLogo] : [])]),
];

test('the wordmark and the client and partner logos are drawn the same with Inter and without it', async ({ page, request, baseURL }) => {
  await visit(page, '/');
  // The site's own Inter, as every page preloads it.
  const inter = await page.locator('link[rel="preload"][as="font"]').first().getAttribute('href');
  expect(inter).toBeTruthy();
  const svgs: string[] = [];
  for (const path of new Set(LOGOS)) {
    const svg = await (await request.get(path)).text();
    expect(svg, path).toMatch(/^<svg\b/);
    expect(svg, `${path} holds text that each device draws in its own font`).not.toMatch(/<text\b/);
    svgs.push(svg);
  }

  /** A page of this site's origin (so it may use the font) with every logo inline, once with Inter declared. */
  const render = async (withInter: boolean) => {
    const url = `${baseURL}/__logos-${withInter ? 'inter' : 'fallback'}`;
    const fontFace = withInter ? `@font-face { font-family: Inter; src: url(${inter}); font-weight: 100 900; }` : '';
    await page.route(url, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html><head><style>${fontFace} body { margin: 0; background: #64748b; } div { width: 360px; height: 96px; } svg { width: 100%; height: 100%; }</style></head><body>${svgs.map((svg) => `<div>${svg}</div>`).join('')}</body></html>`,
      }),
    );
    await visit(page, url);
    // Loaded on purpose: text set in Inter would use it; outlines never ask for it.
    if (withInter) expect(await page.evaluate(async () => (await document.fonts.load('700 20px Inter')).length)).toBeGreaterThan(0);
    const shots: Buffer[] = [];
    const widths: number[] = [];
    for (const div of await page.locator('div').all()) {
      shots.push(await div.screenshot());
      widths.push(await div.locator('svg').evaluate((svg: SVGSVGElement) => Math.round(svg.getBBox().width * 100) / 100));
    }
    return { shots, widths };
  };

  const withInter = await render(true);
  const without = await render(false);
  expect(without.widths).toEqual(withInter.widths);
  for (const [index, path] of [...new Set(LOGOS)].entries()) {
    expect(without.shots[index].equals(withInter.shots[index]), `${path} looks different without Inter`).toBe(true);
  }
});

test('the client logos carry one label on every page that shows them', async ({ page }) => {
  for (const path of ['/', '/tehtud-tood', '/kontakt', '/blogi', articlePath(ARTICLES[0].slug)]) {
    await visit(page, path);
    const rows = page.locator('section').filter({ has: page.getByRole('img', { name: clientsPrimary[0].name, exact: true }) });
    await expect(rows, path).toHaveCount(1);
    await expect(rows.getByRole('heading'), path).toHaveText(CLIENTS_TITLE);
    // Any other logo row (the second, reversed one) has no title of its own.
    const others = page.locator('section').filter({ has: page.getByRole('img', { name: clientsSecondary[0].name, exact: true }) });
    await expect(others.getByRole('heading'), path).toHaveCount(0);
  }
});

test('the logo rows\' one pause switch is called what it shows, off and on, and stops every row (review 2, M6)', async ({ page }) => {
  await visit(page, '/');
  const pause = page.getByRole('checkbox', { name: 'Peata logode liikumine', exact: true });
  await expect(pause).toHaveCount(1);
  const label = page.locator('label').filter({ has: pause });
  const tracks = page.locator('[class*="animate-marquee"]');
  await expect(tracks).toHaveCount(2);
  await pause.scrollIntoViewIfNeeded();
  for (const on of [false, true, false]) {
    if (on) await pause.check();
    else if (await pause.isChecked()) await pause.uncheck();
    // WCAG 2.5.3: the words a visitor sees are the switch's name, in both states (before: "Peata liikumine" or
    // "Jätka liikumist" on screen, "Peata logode liikumine" to a screen reader).
    await expect(label).toHaveText('Peata logode liikumine');
    await expect(pause).toHaveAccessibleName('Peata logode liikumine');
    await page.mouse.move(0, 0);
    await expect.poll(() => tracks.evaluateAll((els) => els.map((el) => getComputedStyle(el).animationPlayState))).toEqual(Array(2).fill(on ? 'paused' : 'running'));
  }
});

/** The site's share card, one per language: the source's #et and #en, drawn into the committed PNGs. */
const SHARE_CARDS = [
  { lang: 'et', file: 'public/og-image.png' },
  { lang: 'en', file: 'public/og-image-en.png' },
] as const;

test.describe('the site pictures for link previews (og-image.png, og-image-en.png)', () => {
  const source = join(process.cwd(), 'scripts/assets/og-image.html');

  test('each is drawn in Inter with the site\'s own logo file, in its language', async ({ page }) => {
    await page.setViewportSize({ width: 1200, height: 630 });
    for (const { lang } of SHARE_CARDS) {
      // A new document each time: a change of the hash alone would not draw the card again.
      await visit(page, 'about:blank');
      await visit(page, `${pathToFileURL(source).href}#${lang}`);
      await page.evaluate(() => document.fonts.ready);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      for (const selector of ['h1', '.offer', '.meta span']) {
        expect(await fontsUsedFor(page, selector), `${lang} ${selector}`).toEqual([expect.stringMatching(/^Inter/)]);
      }
      await expect(page.locator('.offer b')).toHaveCount(2);
      const brand = page.getByRole('img', { name: site.brand });
      await expect(brand).toHaveAttribute('src', `../../public${site.logo}`);
      expect(await brand.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    }
  });

  for (const { lang, file } of SHARE_CARDS) {
    test(`${file} is what its source draws for #${lang} (scripts/assets/render.sh og)`, async ({ page }) => {
      await page.setViewportSize({ width: 1200, height: 630 });
      await visit(page, `${pathToFileURL(source).href}#${lang}`);
      await page.evaluate(() => document.fonts.ready);
      const fresh = await page.screenshot();
      const committed = readFileSync(file);
      const difference = await page.evaluate(
        async ([a, b]) => {
          const pixels = async (data: string) => {
            const image = new Image();
            image.src = `data:image/png;base64,${data}`;
            await image.decode();
            const canvas = new OffscreenCanvas(1200, 630);
            const context = canvas.getContext('2d')!;
            context.drawImage(image, 0, 0);
            return context.getImageData(0, 0, 1200, 630).data;
          };
          const [x, y] = [await pixels(a), await pixels(b)];
          let sum = 0;
          for (let i = 0; i < x.length; i += 1) sum += Math.abs(x[i] - y[i]);
          return sum / x.length;
        },
        [fresh.toString('base64'), committed.toString('base64')],
      );
      // Anti-aliasing may differ a little between the command-line and the test browser; a changed source does not.
      expect(difference).toBeLessThan(1.5);
    });
  }
});
