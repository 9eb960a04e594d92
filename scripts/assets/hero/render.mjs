#!/usr/bin/env node
/**
 * Renders the home page's hero picture: scene.html in this folder (a delivered project, the Elujõud web shop,
 * on a laptop with its phone view beside it) shot by the project's Chromium at twice its CSS size with a
 * transparent background, then written in the widths the page offers (lib/hero-image.mjs, HERO_IMAGE) as
 * public/images/hero/<name>-<width>.avif (avifenc) and .webp (cwebp), each with its transparency.
 *   node scripts/assets/hero/render.mjs
 * Needs /usr/bin/chromium (or CHROMIUM_PATH), ImageMagick at /usr/bin/convert (or CONVERT) for resizing, avifenc and
 * cwebp: `apt-get install -y chromium imagemagick libavif-bin webp` (ImageMagick's own AVIF writer loses the
 * transparency of the soft shadows). Nothing is fetched.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { HERO_IMAGE } from '../../../lib/hero-image.mjs';
import { CHROMIUM_PATH } from '../../test/env.mjs';

const root = resolve(import.meta.dirname, '../../..');
const outDir = join(root, 'public/images/hero');
const convert = process.env.CONVERT || '/usr/bin/convert';
/** AVIF quantizer range (0-63, lower is better) and WebP quality: flat web-page colours stay clean at these. */
const AVIF_QUANTIZER = { min: 26, max: 36 };
const WEBP_QUALITY = 78;

const tmp = mkdtempSync(join(tmpdir(), 'hero-'));
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox'] });
try {
  const { width, height } = HERO_IMAGE;
  const page = await browser.newPage({ viewport: { width: width / 2, height: height / 2 }, deviceScaleFactor: 2 });
  await page.goto(pathToFileURL(join(import.meta.dirname, 'scene.html')).href, { waitUntil: 'load' });
  for (const frame of page.frames()) await frame.evaluate(() => document.fonts.ready);
  const png = join(tmp, 'scene.png');
  await page.screenshot({ path: png, omitBackground: true, clip: { x: 0, y: 0, width: width / 2, height: height / 2 } });
  mkdirSync(outDir, { recursive: true });
  for (const w of HERO_IMAGE.widths) {
    const h = Math.round((height * w) / width);
    const base = join(outDir, `${HERO_IMAGE.name}-${w}`);
    const resized = join(tmp, `${w}.png`);
    execFileSync(convert, [png, '-filter', 'Lanczos', '-resize', `${w}x${h}!`, '-strip', resized]);
    execFileSync('avifenc', ['-s', '2', '--min', String(AVIF_QUANTIZER.min), '--max', String(AVIF_QUANTIZER.max), '--minalpha', '0', '--maxalpha', '0', '-y', '420', resized, `${base}.avif`], { stdio: 'ignore' });
    execFileSync('cwebp', ['-quiet', '-q', String(WEBP_QUALITY), '-alpha_q', '90', '-m', '6', '-sharp_yuv', '-metadata', 'none', resized, '-o', `${base}.webp`]);
    const kb = (file) => (statSync(file).size / 1024).toFixed(1);
    console.log(`public/images/hero/${HERO_IMAGE.name}-${w}: avif ${kb(`${base}.avif`)} KB, webp ${kb(`${base}.webp`)} KB (${w}×${h})`);
  }
} finally {
  await browser.close();
  rmSync(tmp, { recursive: true, force: true });
}
