import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contactFaq } from '@/content/faq/contact';
import { homeFaq } from '@/content/faq/home';
import { portfolioFaq } from '@/content/faq/portfolio';
import { testerFaq } from '@/content/faq/tester';
import { CTA_CONTENT } from '@/lib/blog/cta';
import { ARTICLE_FACTS, resolveFacts } from '@/lib/blog/facts';
import { ArticleError, parseArticle } from '@/lib/blog/parse';
import { BASE_PRICES, PAGE_OPTIONS, PRICE_CLAIMS, PRODUCT_OPTIONS, THREE_TO_FIVE_PAGES_NOTE, totalPrice, VAT_MARK, VAT_NOTE } from '@/lib/pricing';
import { UPKEEP_PLANS, upkeepAmounts } from '@/lib/upkeep';

/**
 * Prices written out in prose (MDX articles, FAQ answers, article calls to action) must be prices of lib/pricing:
 * change a price there and every text that still quotes the old one fails here. Euro amounts are found as a
 * number followed by "€", "eurot", "eurost" (markdown bold between them allowed). Articles are read as the site
 * shows them, with their <Fact /> tags replaced by the values of lib/pricing.
 */
const BLOG = 'content/blog';
const sources = readdirSync(BLOG)
  .filter((f) => f.endsWith('.mdx'))
  .map((f) => ({ name: f, text: readFileSync(join(BLOG, f), 'utf8') }));
const articles = sources.map(({ name, text }) => ({ name, text: resolveFacts(text).text }));
const faqs = [...homeFaq, ...contactFaq, ...portfolioFaq, ...testerFaq].map((item) => ({ name: `FAQ ${item.id}`, text: item.answer }));
const ctas = Object.entries(CTA_CONTENT).map(([name, c]) => ({ name: `CTA ${name}`, text: `${c.title} ${c.text}` }));
const TEXTS = [...articles, ...faqs, ...ctas];

const upkeeps = Object.values(UPKEEP_PLANS);

/** Every amount the site may quote, from lib/pricing. */
const KNOWN = new Set<number>([
  ...Object.values(BASE_PRICES).flatMap((options) => options.map((o) => o.price)),
  ...PAGE_OPTIONS.map((o) => o.price),
  ...PRODUCT_OPTIONS.map((o) => o.price),
  ...Object.values(PRICE_CLAIMS),
  ...upkeeps.flatMap((u) => {
    const amounts = upkeepAmounts(u);
    return amounts ? [amounts.perMonth, amounts.perYear] : [];
  }),
  // The calculator's totals the 3–5 page note quotes.
  ...PAGE_OPTIONS.map((o) => totalPrice({ type: 'website', platform: 'wordpress', pages: o.value, products: '10' })),
]);

/** Amounts that are not our prices, each with where it is and why it may stay. */
const NOT_OUR_PRICES: Record<number, string> = {
  90: 'mis-peletab-…: an example headline of a bookkeeping firm ("Raamatupidamine väikeettevõttele alates 90 eurost kuus")',
};

interface Quote {
  where: string;
  amount: number;
  /** The words after the amount (to tell a yearly from a monthly fee). */
  after: string;
}

function quotes(texts: readonly { name: string; text: string }[] = TEXTS): Quote[] {
  const found: Quote[] = [];
  for (const { name, text } of texts) {
    for (const m of text.replace(/\u00a0/g, ' ').matchAll(/(\d[\d ]*\d|\d)(,\d\d)?\s*(?:\*\*)?\s*(?:€|eurot\b|eurost\b)(?:\*\*)?([^.;)\n\d]{0,16})/g)) {
      found.push({ where: name, amount: Number(m[1].replace(/ /g, '') + (m[2] ?? '').replace(',', '.')), after: m[3] });
    }
  }
  return found;
}

describe('prices quoted in articles, FAQ answers and calls to action', () => {
  it('finds the quotes (the check reads what it should)', () => {
    const amounts = quotes().map((q) => q.amount);
    expect(amounts).toEqual(expect.arrayContaining([495, 595, 995, 1445, 150, 20, 25, 10, 5000, 750]));
    expect(amounts.length).toBeGreaterThan(25);
  });

  it('every amount is a price of lib/pricing', () => {
    const unknown = quotes()
      .filter((q) => !KNOWN.has(q.amount) && !(q.amount in NOT_OUR_PRICES))
      .map((q) => `${q.where}: ${q.amount} €`);
    expect(unknown).toEqual([]);
  });

  it('a yearly amount is the domain or the WordPress upkeep, a monthly one an upkeep fee', () => {
    const fees = upkeeps.flatMap((u) => upkeepAmounts(u) ?? []);
    const yearly = new Set([PRICE_CLAIMS.domainPerYear, ...fees.map((f) => f.perYear)]);
    const monthly = new Set(fees.map((f) => f.perMonth));
    const wrong = quotes()
      .filter((q) => !(q.amount in NOT_OUR_PRICES))
      .filter((q) => (/^\s*aastas/.test(q.after) && !yearly.has(q.amount)) || (/^\s*kuus/.test(q.after) && !monthly.has(q.amount)))
      .map((q) => `${q.where}: ${q.amount} €${q.after}`);
    expect(wrong).toEqual([]);
  });

  it('the 3–5 page estimate always names what the calculator gives for 3 and 7 pages', () => {
    expect(THREE_TO_FIVE_PAGES_NOTE).toBe('(kalkulaatoris kuni 3 lehte 645\u00a0€, kuni 7 lehte 845\u00a0€)');
    const bare = TEXTS.filter(({ text }) => /3–5 (alam)?lehega/.test(text) && !text.includes(THREE_TO_FIVE_PAGES_NOTE));
    expect(bare.map((t) => t.name)).toEqual([]);
  });

  it('articles quote our prices through <Fact /> tags, never as written numbers', () => {
    const written = quotes(sources)
      .filter((q) => !(q.amount in NOT_OUR_PRICES))
      .map((q) => `${q.where}: ${q.amount} €`);
    expect(written).toEqual([]);
  });
});

describe('<Fact /> tags in articles', () => {
  const article = (body: string) =>
    `---\nid: "1"\nslug: x\ntitle: Pealkiri\ndescription: Kirjeldus\ndate: 2025-01-01\ntags: [SEO]\n---\n${body}\n`;

  it('are replaced by the value from lib/pricing', () => {
    expect(resolveFacts('alates <Fact name="onePageFrom" /> eurost').text).toBe(`alates ${PRICE_CLAIMS.onePageFrom} eurost`);
    expect(resolveFacts("<Fact name='webShopFrom'/> €").text).toBe(`${PRICE_CLAIMS.webShopFrom} €`);
    expect(ARTICLE_FACTS.customShopFrom).toBe(String(BASE_PRICES.ecommerce.find((o) => o.value === 'custom')!.price));
  });

  it('an unknown name stops the build with the file and the name', () => {
    expect(() => parseArticle('content/blog/x.mdx', article('Hind <Fact name="eiOle" /> eurot.'))).toThrow(ArticleError);
    expect(() => parseArticle('content/blog/x.mdx', article('Hind <Fact name="eiOle" /> eurot.'))).toThrow(/content\/blog\/x\.mdx[\s\S]*<Fact name="eiOle" \/>: no such fact/);
  });
});

/** The facts that are our own prices (not the domain, not a competitor's price). */
const OUR_PRICE_FACTS = /<Fact\s+name=(["'])(onePageFrom|customFrom|webShopFrom|customShopFrom|threeToFivePagesAbout|\w+Upkeep\w*)\1\s*\/>/;
const VAT_FACT = /<Fact\s+name=(["'])(vat|vatNote)\1\s*\/>/;

/**
 * An article's blocks as a reader meets them: each paragraph, and each list together with the paragraph that
 * introduces it; the frontmatter's HowTo step texts one by one.
 */
function blocks(source: string): string[] {
  const [, front = '', body = source] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source) ?? [];
  const steps = [...front.matchAll(/^\s+text: "(.*)"$/gm)].map((m) => m[1]);
  const paragraphs = body.split(/\n{2,}/);
  const joined: string[] = [];
  for (const p of paragraphs) {
    if (/^(\s*[-*]|\s*\d+\.)\s/.test(p) && joined.length) joined[joined.length - 1] += `\n${p}`;
    else joined.push(p);
  }
  return [...steps, ...joined];
}

describe('VAT: the one rule of lib/pricing wherever a price appears', () => {
  it('every article block that quotes one of our prices also says the VAT rule', () => {
    const missing = sources.flatMap(({ name, text }) =>
      blocks(text)
        .filter((b) => OUR_PRICE_FACTS.test(b) && !VAT_FACT.test(b))
        .map((b) => `${name}: "${b.slice(0, 80)}…"`),
    );
    expect(missing).toEqual([]);
  });

  it('the check finds a block without it', () => {
    const sample = '---\nid: "1"\n---\nAlates <Fact name="onePageFrom" /> eurost.\n\nAlates <Fact name="webShopFrom" /> eurost (<Fact name="vat" />).\n';
    expect(blocks(sample).filter((b) => OUR_PRICE_FACTS.test(b) && !VAT_FACT.test(b))).toEqual(['Alates <Fact name="onePageFrom" /> eurost.']);
  });

  it('the articles read it from lib/pricing', () => {
    expect(resolveFacts('<Fact name="vat" />').text).toBe(VAT_MARK);
    expect(resolveFacts('<Fact name="vatNote" />').text).toBe(VAT_NOTE);
  });

  it('every FAQ answer that quotes a price says it', () => {
    const missing = faqs.filter(({ text }) => /\d\s?€/.test(text.replace(/\u00a0/g, ' ')) && !/domeen \(umbes \d+\s€ aastas\)[^€]*$/.test(text) && !text.includes(VAT_NOTE) && !text.includes(VAT_MARK));
    expect(missing.map((f) => f.name)).toEqual([]);
  });
});
