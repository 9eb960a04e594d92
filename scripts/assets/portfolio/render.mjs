#!/usr/bin/env node
/**
 * Renders the portfolio screenshots from the HTML mock-ups in this folder:
 *   node scripts/assets/portfolio/render.mjs [name ...]
 * Each <name>.html is shot by Debian's Chromium at 1280×800 and written as
 * public/images/portfolio/<name>.webp (800×500, WebP quality 75, lowered step by step if the file is over 60 KB).
 * Needs /usr/bin/chromium (or CHROMIUM_PATH) and cwebp (`apt-get install -y webp`). Nothing is fetched.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CHROMIUM_PATH } from '../../test/env.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../../..');
const outDir = join(root, 'public/images/portfolio');
const chromium = CHROMIUM_PATH;
const MAX_BYTES = 60 * 1024;
const QUALITIES = [75, 70, 65, 60, 55];

const wanted = process.argv.slice(2);
const pages = readdirSync(here)
  .filter((f) => f.endsWith('.html'))
  .map((f) => basename(f, '.html'))
  .filter((name) => wanted.length === 0 || wanted.includes(name));

const tmp = mkdtempSync(join(tmpdir(), 'portfolio-shots-'));
let failed = 0;

function run(cmd, args) {
  const result = spawnSync(cmd, args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${cmd} failed: ${result.stderr || result.stdout}`);
}

for (const name of pages) {
  const png = join(tmp, `${name}.png`);
  const webp = join(outDir, `${name}.webp`);
  try {
    run(chromium, [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--hide-scrollbars',
      '--force-device-scale-factor=1',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      `--screenshot=${png}`,
      '--window-size=1280,800',
      pathToFileURL(join(here, `${name}.html`)).href,
    ]);
    let size = Infinity;
    let quality = QUALITIES[0];
    for (quality of QUALITIES) {
      run('cwebp', ['-quiet', '-q', String(quality), '-m', '6', '-resize', '800', '500', png, '-o', webp]);
      size = statSync(webp).size;
      if (size <= MAX_BYTES) break;
    }
    console.log(`${name}.webp  ${(size / 1024).toFixed(1)} KB  (q${quality})${size > MAX_BYTES ? '  OVER 60 KB' : ''}`);
    if (size > MAX_BYTES) failed++;
  } catch (error) {
    failed++;
    console.error(`${name}: ${error.message}`);
  }
}

rmSync(tmp, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
