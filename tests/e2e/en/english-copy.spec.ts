import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { test, expect } from '../fixtures';
import { site } from '@/lib/site';

/**
 * The English export reads as English, not as Estonian in English words (issue 44, item 4; the English review).
 * Reads every HTML page, the feed, the sitemap and the manifest of out-en/ (no server needed), as the visitor reads
 * them, and looks for the classes of fault the review found: one quotation style (“…”, with ’ as the apostrophe),
 * English number and currency forms, and the calques and slips it listed. The website tester writes its report in
 * the browser, so the report's own texts are not in the export (they are the tester's tests' to check).
 */
const DIR = 'out-en';
const MONTHS = 'January|February|March|April|May|June|July|August|September|October|November|December';

/** What a visitor reads in a file: tags, scripts and styles removed, entities decoded, spaces collapsed. */
function visibleText(source: string): string {
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
  return source
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec) => String.fromCodePoint(Number(dec)))
    .replace(/&([a-z]+);/gi, (whole, name) => entities[name.toLowerCase()] ?? whole)
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/\s+/g, ' ');
}

/** The strings of a JSON file (the web manifest), as the text a visitor reads of it. */
function jsonText(source: string): string {
  const strings = (value: unknown): string[] =>
    typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : [];
  return strings(JSON.parse(source)).join(' ');
}

function exported(dir: string): { name: string; text: string }[] {
  const files: { name: string; text: string }[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder)) {
      const path = join(folder, entry);
      if (statSync(path).isDirectory()) {
        if (entry !== '_next') walk(path);
      } else if (/\.(html|xml|webmanifest)$/.test(entry)) {
        const source = readFileSync(path, 'utf8');
        files.push({ name: relative(dir, path), text: entry.endsWith('.webmanifest') ? jsonText(source) : visibleText(source) });
      }
    }
  };
  walk(dir);
  return files;
}

/** The company's identifiers, which are numbers and not amounts: the phone, registry and VAT numbers, IBAN, postcode. */
const IDENTIFIERS = [site.phone, site.registryCode, site.vatNumber, site.bank.account, site.address.postalCode].filter(Boolean);

const FILES = exported(DIR).map(({ name, text }) => ({ name, text: IDENTIFIERS.reduce((rest, id) => rest.split(String(id)).join(' '), text) }));

const RULES: { item: string; pattern: RegExp }[] = [
  // One quotation style and one apostrophe: “…” and ’.
  { item: 'a straight apostrophe or quotation mark', pattern: /\w'\w|\w'(?=\s)|(?<=\s)'\w|"/ },
  { item: 'a single opening quotation mark (quotations are “…”)', pattern: /‘/ },
  // Estonian conventions.
  { item: 'a dash as a minus sign ("–20%")', pattern: /(?<![\w–-])[–-]\d+\s?%/ },
  { item: 'the euro sign after the amount ("495 €")', pattern: /\d\s?€/ },
  // Years, and a postcode before its town ("10134 Tallinn"), are no amounts.
  { item: 'a number of four or more digits without a thousands comma ("2100")', pattern: /(?<![\d,.:/#+-])(?!(19|20)\d\d\b)(?!\d{5} \p{Lu})\d{4,}(?![\d,.]|\s?(px|ms)|[x×]\d)/u },
  { item: 'a score written as a percentage ("32% → 88%")', pattern: /\d+%\s?(→|to)\s?\d+%/ },
  { item: 'a date in brackets after the event ("(on 3 March 2025)")', pattern: new RegExp(`\\((on )?\\d{1,2} (${MONTHS}) \\d{4}\\)`) },
  // Calques and slips the review listed.
  { item: 'open for load', pattern: /\b(opens?|opened) (instantly|quickly|fast|slowly|on a phone)\b|\bto open\b|\bdoes not open\b|\bnot open within\b/i },
  { item: 'order an audit', pattern: /\border(ed|ing)? (a|your|the) (free )?audit/i },
  { item: 'in order for in shape', pattern: /putting a website in order|Metadata in order/i },
  { item: 'already for now or even', pattern: /already (come|comes|in the first year|in the basket)|in the basket already/i },
  { item: 'other calques', pattern: /foreign script|perfectly enough|news portals|drag and drop the page together|times longer|customer’s concern|Rather call|\bbank links?\b/i },
  { item: 'e-mail for email', pattern: /\be-mail/i },
  { item: 'one name for the blog and the tester, one label for the header card', pattern: /Developer’s diary|Client stories and advice|SEO website test\b|\bContacts\b/ },
  { item: 'personal identification code', pattern: /personal identification code/i },
];

test('the check reads the whole English export and finds each class of fault where it is', () => {
  expect(FILES.map((f) => f.name)).toEqual(expect.arrayContaining(['index.html', 'privacy.html', 'blog/rss.xml', 'sitemap.xml', 'manifest.webmanifest']));
  const sample = visibleText(
    "<p>Let's keep it simple! Websites from 495 € with –20% off. 2100 visitors, 32% → 88%.</p><p>The shop came to us (on 3 March 2025).</p>" +
      '<p>It opens instantly. Order a free audit by e-mail. Pay by bank link.</p>',
  );
  const found = RULES.filter((rule) => rule.pattern.test(sample)).map((rule) => rule.item);
  const absent = ['a single opening quotation mark (quotations are “…”)', 'in order for in shape', 'already for now or even', 'one name for the blog and the tester, one label for the header card', 'personal identification code'];
  expect(found).toEqual(RULES.map((rule) => rule.item).filter((item) => !absent.includes(item)));
  expect(RULES.find((r) => r.item.startsWith('a number'))!.pattern.test(visibleText('<p>Founded in 2025, 1,445 visitors, 1200×630</p>'))).toBe(false);
});

for (const rule of RULES) {
  test(`no page of the English export has ${rule.item}`, () => {
    const found = FILES.flatMap(({ name, text }) => {
      const global = new RegExp(rule.pattern.source, rule.pattern.flags.includes('g') ? rule.pattern.flags : `${rule.pattern.flags}g`);
      return [...text.matchAll(global)].map((m) => `${name}: "…${text.slice(Math.max(0, m.index! - 40), m.index! + m[0].length + 40)}…"`);
    });
    expect(found).toEqual([]);
  });
}
