#!/usr/bin/env node
/**
 * Draws the blog cover images (1200×630 WebP) into public/images/blog/<slug>.webp, plus an 800 px and a 480 px wide
 * copy <slug>-800.webp and <slug>-480.webp for phones and cards (see lib/blog/images.ts):
 * an HTML card per article (title and tags from its frontmatter, an illustration from illustrations.mjs),
 * rendered with the project's Chromium and converted with cwebp (Debian package "webp").
 * Usage: node scripts/assets/blog/render-covers.mjs [--lang et|en] [slug ...]
 *   --lang et (default): the Estonian articles of content/blog/;
 *   --lang en: the English articles of content/blog-en/, with English words on the card and in the illustration
 *   (an English article takes its Estonian article's illustration, named by its `translationOf`).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import matter from 'gray-matter';
import { chromium } from '@playwright/test';
import { illustrationsFor } from './illustrations.mjs';
import { CHROMIUM_PATH } from '../../test/env.mjs';

const root = resolve(import.meta.dirname, '../../..');
/** Per cover language: the articles' folder and the words of the card itself. */
const LANGUAGES = {
  et: { dir: 'content/blog', blogName: 'Arendaja päevik' },
  en: { dir: 'content/blog-en', blogName: 'Blog' },
};
const outDir = join(root, 'public/images/blog');
const font = pathToFileURL(join(root, 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2')).href;
const fontExt = pathToFileURL(join(root, 'node_modules/@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2')).href;
const logo = readFileSync(join(root, 'public/images/logo-white.svg'), 'utf8');

const escape = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** "e-poe" must not break after its hyphen: a non-breaking hyphen keeps such short compounds on one line. */
const keepCompounds = (s) => s.replace(/(^|[\s(„])(\p{L}{1,2})-(?=\p{L})/gu, '$1$2\u2011');

function card({ title, tags, slug, translationOf }, lang) {
  const illustrations = illustrationsFor(lang);
  const art = illustrations[slug] ?? illustrations[translationOf];
  if (!art) throw new Error(`No illustration for ${slug}${translationOf ? ` (translation of ${translationOf})` : ''} in illustrations.mjs`);
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>
    @font-face { font-family: Inter; src: url(${font}) format('woff2'); font-weight: 100 900; }
    @font-face { font-family: Inter; src: url(${fontExt}) format('woff2'); font-weight: 100 900; unicode-range: U+0100-024F; }
    * { box-sizing: border-box; margin: 0; }
    body { width: 1200px; height: 630px; overflow: hidden; font-family: Inter, sans-serif; }
    .card { position: relative; width: 1200px; height: 630px; display: flex;
      background: radial-gradient(circle at 85% 15%, #3b66f5 0, transparent 45%), radial-gradient(circle at 10% 100%, #161d48 0, transparent 55%), linear-gradient(135deg, #1d38b8, #1e2f75); }
    .text { width: 620px; padding: 64px 0 56px 72px; display: flex; flex-direction: column; color: #fff; }
    .tags { display: flex; gap: 10px; flex-wrap: wrap; }
    .tag { font-size: 20px; font-weight: 600; padding: 8px 16px; border-radius: 999px; background: rgb(255 255 255 / .14); color: #dbe6fe; }
    h1 { margin-top: 36px; font-size: ${title.length > 62 ? 46 : 54}px; line-height: 1.12; letter-spacing: -0.02em; font-weight: 800; text-wrap: balance; }
    .brand { margin-top: auto; display: flex; align-items: center; gap: 18px; color: #bfd3fe; font-size: 20px; font-weight: 500; }
    .brand svg { height: 36px; width: auto; }
    .art { width: 580px; height: 630px; }
    .art svg { font-family: Inter, sans-serif; }
  </style></head><body><div class="card">
    <div class="text">
      <div class="tags">${tags.map((t) => `<span class="tag">${escape(t)}</span>`).join('')}</div>
      <h1>${keepCompounds(escape(title))}</h1>
      <div class="brand">${logo}<span>${escape(LANGUAGES[lang].blogName)}</span></div>
    </div>
    <div class="art"><svg viewBox="0 0 600 630" width="580" height="630" xmlns="http://www.w3.org/2000/svg">
      <defs><filter id="shadow" x="-20%" y="-20%" width="140%" height="150%"><feDropShadow dx="0" dy="18" stdDeviation="20" flood-color="#0b1240" flood-opacity="0.35"/></filter></defs>
      ${art}
    </svg></div>
  </div></body></html>`;
}

const { values, positionals: only } = parseArgs({ options: { lang: { type: 'string', default: 'et' } }, allowPositionals: true });
const lang = values.lang;
if (!Object.hasOwn(LANGUAGES, lang)) throw new Error(`--lang must be one of ${Object.keys(LANGUAGES).join(', ')}, not "${lang}"`);
const blogDir = join(root, LANGUAGES[lang].dir);
const articles = readdirSync(blogDir)
  .filter((f) => f.endsWith('.mdx'))
  .map((f) => matter(readFileSync(join(blogDir, f), 'utf8')).data)
  .filter((a) => only.length === 0 || only.includes(a.slug));

const tmp = mkdtempSync(join(tmpdir(), 'covers-'));
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox'] });
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 }, deviceScaleFactor: 1 });
  for (const article of articles) {
    await page.setContent(card(article, lang), { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    const png = join(tmp, `${article.slug}.png`);
    await page.screenshot({ path: png });
    const webp = join(outDir, `${article.slug}.webp`);
    execFileSync('cwebp', ['-quiet', '-q', '82', '-m', '6', png, '-o', webp]);
    const small = webp.replace(/\.webp$/, '-800.webp');
    execFileSync('cwebp', ['-quiet', '-q', '80', '-m', '6', '-resize', '800', '420', png, '-o', small]);
    const tiny = webp.replace(/\.webp$/, '-480.webp');
    execFileSync('cwebp', ['-quiet', '-q', '78', '-m', '6', '-resize', '480', '252', png, '-o', tiny]);
    console.log(`wrote ${webp}, ${small} and ${tiny}`);
  }
} finally {
  await browser.close();
  rmSync(tmp, { recursive: true, force: true });
}
