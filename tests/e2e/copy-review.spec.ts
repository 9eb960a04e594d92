import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { test, expect } from './fixtures';
import { serveFixtureSite } from '../fixtures/tester/routes';
import { SITES } from '../fixtures/tester/sites';

/**
 * "Done when" of issue 12: no text that the editor's review (shared/reviews/copy-review.md) lists as wrong can be
 * found in the export. Reads every exported HTML page, the RSS feed, the sitemap and the web manifest from out/
 * (no server needed) and looks for each listed text in two forms of every file:
 *   - `visible`: the text a visitor reads (scripts, styles and tags removed, entities decoded, spaces collapsed);
 *   - `all`: the whole file with entities decoded, so alt texts, meta descriptions, JSON-LD and the page's RSC
 *     payload count too.
 * Slugs are addresses, not text: rules about "3x" read only the visible text. The website tester writes its report
 * in the browser, so its texts are not in out/: the last test runs the tester on fixture sites (a good, a poor, a
 * WordPress and an unreachable one) and reads the report as shown.
 */

type Where = 'visible' | 'all';
interface Rule {
  /** Review item, e.g. "claims 4" or "language". */
  item: string;
  pattern: RegExp;
  where?: Where;
}

const RULES: Rule[] = [
  // Claims a buyer would catch
  { item: 'claims 1', pattern: /Lisaks vaid domeen/i },
  { item: 'claims 1', pattern: /Ainus kohustuslik lisakulu/i },
  { item: 'claims 2', pattern: /kodulehe või e-poe\s+alates/i },
  { item: 'claims 2', pattern: /Kodulehed ja e-poed( väikeettevõtetele)? alates/i },
  { item: 'claims 3', pattern: /sageli soodsam ja kiirem valik juba esimesel aastal/i },
  { item: 'claims 4', pattern: /Uus leht avaneb/i },
  { item: 'claims 4', pattern: /pärast uut veebilehte/i },
  { item: 'claims 4', pattern: /Tulemused enne ja pärast uuendust/i },
  { item: 'claims 4', pattern: /Elujõud uus veebileht/i },
  { item: 'claims 5', pattern: /ligi poole/i },
  { item: 'claims 5', pattern: /pool klõpsanutest/i },
  { item: 'claims 6', pattern: /analüüsinud sadu/i },
  { item: 'claims 6', pattern: /Teeme igal nädalal/i },
  { item: 'claims 7', pattern: /3–5 (alam)?lehega (koduleht|leht) umbes\s*750\s*(€|eurot)(?!\s*\(täpne hind sõltub lehtede arvust\))/i, where: 'visible' },
  { item: 'claims 9', pattern: /Arendus ise võttis/i },
  { item: 'claims 11', pattern: /\b17s\b|\b1min\b/, where: 'visible' },
  { item: 'claims 11', pattern: /\b[23]x\b/, where: 'visible' },
  { item: 'claims 11', pattern: /vaid mõne sekundi/i },
  { item: 'claims 12', pattern: /tabaluk/i },
  { item: 'claims 13', pattern: /rünnata pole suurt midagi/i },
  // Language
  { item: 'language: genitive', pattern: /Elujõud (lugu|e-poe)|Mopeedikoda lugu/ },
  { item: 'language: agreement after 1', pattern: /(?<![\d,])1 (artiklit|projekti|kuud)\b/ },
  { item: 'language', pattern: /kasvõi/i },
  { item: 'language', pattern: /raha lauale/i },
  { item: 'language: calques', pattern: /Miks valida meid|räägivad ise|ründasid|kaotatud väli|Klient maksab vähem/i },
  { item: 'language: partners', pattern: /e-poele, kes|esimene aasta\b/i },
  { item: 'language: minus sign', pattern: /(?<![\w–-])-\d+\s?%/, where: 'visible' },
  { item: 'language', pattern: /\blaeb\b/i },
  { item: 'language: calculator', pattern: /Mitu lehte vajad|Sinu hinnang|Hooldus umbes (20|25)|Telli enne tasuta audit/i },
  { item: 'language: numbers', pattern: /5\s?000\s?€\s?\+|€\+/ },
  { item: 'language: numbers', pattern: /(?<!\d)(?<!\d )\d \d{3}\s?€/, where: 'visible' },
  { item: 'language: portfolio', pattern: /kohalejõudmine|taseme test|samapäevase kullerveoga/i },
  {
    item: 'language: articles',
    pattern:
      /Sinu arvuti on leht juba|Ilus ja kiire leht ei välista|lihtsad hallata|Kumb sobib sulle|mitme megabaidised|hiljem kui 3 sekundiga|tekib ärritus|hoiab külastaja kinni|ja ei püüdnud|elekter ja kered|gruppidesse nagu|küsimustele stiilis|Hoolduse eest hoolitseme|konkurendile, ja sa/i,
  },
  { item: 'language: one term', pattern: /HTML vead|HTML-i vead|HTML-koodi vead|HTML-i vigu|HTML vigu/i },
  { item: 'language: one term', pattern: /\bSEO-t\b/ },
  { item: 'language: one term', pattern: /ekraanipilt/i },
  { item: 'language: one term', pattern: /kiirusaudit|tasuta analüüs|tasuta veebilehe audit/i },
  { item: 'language: one term', pattern: /otsingumootori optimeerimine/i },
  { item: 'language: one term', pattern: /Google'/ },
  { item: 'language: one term', pattern: /Shopify lehel/i },
  { item: 'language: one term', pattern: /registreerimata/i },
  { item: 'language: one term', pattern: /(?<!kui )palju parandamine maksab/i },
  // Fictional data
  { item: 'fictional data', pattern: /Lõhmus|LÕHMUS|Advokaadibüroo/ },
];

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

export function decode(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec) => String.fromCodePoint(Number(dec)))
    .replace(/&([a-z]+);/gi, (whole, name) => ENTITIES[name.toLowerCase()] ?? whole)
    .replace(/[\u00a0\u202f]/g, ' ');
}

/** The two readings of one exported file. */
export function readings(source: string): Record<Where, string> {
  const withoutComments = source.replace(/<!--[\s\S]*?-->/g, '');
  const visible = decode(
    withoutComments
      .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ')
      .replace(/<[^>]+>/g, ' '),
  )
    // Addresses are not text (the feed and the sitemap carry them as element content).
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/\s+/g, ' ')
    // Punctuation written right after an inline element ("<strong>x</strong>.") closes up again.
    .replace(/ ([.,;:!?)])/g, '$1');
  const all = decode(withoutComments.replace(/<[^>]+>/g, (tag) => ` ${tag} `)).replace(/\s+/g, ' ');
  return { visible, all };
}

export function findings(rules: Rule[], files: { name: string; text: Record<Where, string> }[]): string[] {
  const found: string[] = [];
  for (const rule of rules) {
    const global = new RegExp(rule.pattern.source, rule.pattern.flags.includes('g') ? rule.pattern.flags : `${rule.pattern.flags}g`);
    for (const file of files) {
      for (const match of file.text[rule.where ?? 'all'].matchAll(global)) {
        found.push(`${file.name}: "${match[0]}" (${rule.item})`);
      }
    }
  }
  return found;
}

function exportedFiles(outDir = 'out'): { name: string; text: Record<Where, string> }[] {
  const files: { name: string; text: Record<Where, string> }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) {
        if (entry !== '_next') walk(path);
      } else if (/\.(html|xml|webmanifest)$/.test(entry)) {
        const name = relative(outDir, path).replace(/\\/g, '/');
        files.push({ name, text: readings(readFileSync(path, 'utf8')) });
      }
    }
  };
  walk(outDir);
  return files;
}

const FILES = exportedFiles(process.env.E2E_OUT_DIR || 'out');

test('the check reads the whole export and finds a listed text where it is', () => {
  expect(FILES.map((f) => f.name)).toEqual(expect.arrayContaining(['index.html', 'privaatsus.html', 'blogi/rss.xml', 'sitemap.xml', 'manifest.webmanifest']));
  const sample = readings(
    '<p>Lisaks vaid domeen, <b>umbes</b> 10 €.</p><img alt="Loe Elujõud lugu"><a href="/blogi/kahe-kuuga-3x-muugitulu">x</a><p>Aeg 17s, 1&nbsp;445&nbsp;€</p>' +
      '<p>3–5 lehega koduleht umbes 750 €.</p><p>3–5 lehega koduleht umbes 750 € (täpne hind sõltub lehtede arvust).</p>',
  );
  expect(findings(RULES, [{ name: 'sample.html', text: sample }])).toEqual([
    'sample.html: "Lisaks vaid domeen" (claims 1)',
    'sample.html: "3–5 lehega koduleht umbes 750 €" (claims 7)',
    'sample.html: "17s" (claims 11)',
    'sample.html: "Elujõud lugu" (language: genitive)',
    'sample.html: "1 445 €" (language: numbers)',
  ]);
});

for (const rule of RULES) {
  test(`no text the review lists as wrong is in out/: ${rule.item} ${rule.pattern}`, () => {
    expect(findings([rule], FILES)).toEqual([]);
  });
}

test('the 40 % figure: at most once on a page, and always with its source', () => {
  const problems: string[] = [];
  for (const file of FILES) {
    const mentions = [...file.text.visible.matchAll(/40\s?% külastajatest/gi)];
    if (mentions.length > 1) problems.push(`${file.name}: ${mentions.length} mentions`);
    for (const m of mentions) {
      const before = file.text.visible.slice(Math.max(0, m.index! - 40), m.index!);
      if (!/uuringute järgi/i.test(before)) problems.push(`${file.name}: "…${before}${m[0]}" without "Uuringute järgi"`);
    }
  }
  expect(problems).toEqual([]);
});

test('the website tester\'s reports, as shown, contain no text the review lists as wrong', async ({ page }) => {
  test.setTimeout(90_000);
  const shown: { name: string; text: Record<Where, string> }[] = [];
  for (const site of [SITES.good, SITES.poor, SITES.wordpress, SITES.unreachable]) {
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await serveFixtureSite(page, site);
    await page.goto('/seo-veebilehe-test');
    await page.getByLabel('Veebilehe aadress').fill(site.host);
    await page.getByRole('button', { name: 'Testi veebilehte' }).click();
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${site.host.replace(/\./g, '\\.')} `) })).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('[data-card]')).toHaveCount(16);
    const text = (await page.locator('#main').innerText()).replace(/https?:\/\/\S+/g, ' ').replace(/\s+/g, ' ');
    shown.push({ name: `tester report of ${site.host}`, text: { visible: text, all: text } });
    await page.getByRole('button', { name: 'Analüüsi teist lehte' }).click();
  }
  expect(findings(RULES, shown)).toEqual([]);
});
