import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect } from '../fixtures';
import { NAMES } from '@/tests/language';
import { GENERIC_LINK_TEXTS } from '@/lib/tester/checks/link-words';

/**
 * Each page ships its own language only: the English export's scripts hold no Estonian text (a string with õ, ä,
 * ö or ü outside the proper names of tests/language.ts), and the Estonian export's scripts hold none of the
 * English site's texts.
 * Read from the files a visitor downloads, so a text module that shipped both languages fails here. The tester's
 * lists of generic link texts in nine languages (lib/tester/checks/link-words.ts) are data it matches tested pages
 * against, never shown: they ship to both sites and are left out here.
 */
function scripts(dir: string): { file: string; text: string }[] {
  const chunks = join(dir, '_next/static/chunks');
  return readdirSync(chunks, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ file: name, text: readFileSync(join(chunks, name), 'utf8') }));
}

/** The string literals of minified JavaScript that hold an Estonian letter. */
function estonianStrings(source: string): string[] {
  let rest = source;
  for (const name of NAMES) rest = rest.split(name).join('');
  for (const words of Object.values(GENERIC_LINK_TEXTS)) for (const word of words) rest = rest.split(`"${word}"`).join('""');
  return [...rest.matchAll(/(["'`])((?:(?!\1)[^\\\n]|\\.){0,200}?[õäöüÕÄÖÜ](?:(?!\1)[^\\\n]|\\.){0,200}?)\1/g)].map((m) => m[2]);
}

test("the English site's scripts carry no Estonian text", () => {
  const found = scripts('out-en').flatMap(({ file, text }) => estonianStrings(text).map((s) => `${file}: ${s.slice(0, 100)}`));
  expect(found).toEqual([]);
});

test("the Estonian site's scripts carry none of the English site's texts", () => {
  const english = ['Skip to main content', 'Send a message', 'Get in touch', 'Privacy policy'];
  const found = scripts('out').flatMap(({ file, text }) => english.filter((s) => text.includes(s)).map((s) => `${file}: ${s}`));
  expect(found).toEqual([]);
});
