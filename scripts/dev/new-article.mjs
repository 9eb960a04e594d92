#!/usr/bin/env node
/**
 * `npm run new-article -- "Pealkiri"`: writes content/blog/<slug>.mdx for a new article: the slug made from the
 * title (õ ä ö ü š ž -> o a o u s z), the next free id, today's date, `draft: true` and a body outline whose
 * placeholder text starts with "TÄIDA:". Prints what to do next. Refuses to overwrite an existing article.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import matter from 'gray-matter';
import { estonianSlug, isoDay, newArticleSource, nextArticleId, TITLE_LENGTH } from '../../lib/blog/new-article.mjs';

const BLOG_DIR = 'content/blog';

function fail(message) {
  console.error(message);
  process.exit(1);
}

const title = process.argv.slice(2).join(' ').trim();
if (!title) fail('Kirjuta artikli pealkiri jutumärkides: npm run new-article -- "Kuidas valida kodulehele platvormi"');
if (title.length < TITLE_LENGTH.min || title.length > TITLE_LENGTH.max) {
  fail(`Pealkiri peab olema ${TITLE_LENGTH.min}–${TITLE_LENGTH.max} tähemärki pikk (praegu ${title.length}).`);
}
const slug = estonianSlug(title);
if (!slug) fail('Pealkirjast ei saanud aadressi teha: kasuta selles tähti või numbreid.');

const file = join(BLOG_DIR, `${slug}.mdx`);
if (existsSync(file)) fail(`${file} on juba olemas. Vali teine pealkiri või muuda olemasolevat artiklit.`);

const ids = readdirSync(BLOG_DIR)
  .filter((name) => name.endsWith('.mdx'))
  .map((name) => String(matter(readFileSync(join(BLOG_DIR, name), 'utf8')).data.id ?? ''));
const id = nextArticleId(ids);

writeFileSync(file, newArticleSource({ id, slug, title, date: isoDay(new Date()) }));
console.log(`Valmis: ${file} (id ${id}, aadress /blogi/${slug}).

Edasi:
  1. Kirjuta kirjeldus (description) ja tekst: asenda iga "TÄIDA:" oma tekstiga.
  2. Vaata lehte: npm run dev, siis http://localhost:3000/blogi/${slug} (mustandil on silt "Mustand").
  3. Kui artikkel on valmis, kustuta rida "draft: true" ja käivita npm test.`);
