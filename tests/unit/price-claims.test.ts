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
import { BASE_PRICES, PAGE_OPTIONS, PRICE_CLAIMS, PRODUCT_OPTIONS, UPKEEP } from '@/lib/pricing';

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

const upkeeps = Object.values(UPKEEP).flatMap((byPlatform) => Object.values(byPlatform));

/** Every amount the site may quote, from lib/pricing. */
const KNOWN = new Set<number>([
  ...Object.values(BASE_PRICES).flatMap((options) => options.map((o) => o.price)),
  ...PAGE_OPTIONS.map((o) => o.price),
  ...PRODUCT_OPTIONS.map((o) => o.price),
  ...Object.values(PRICE_CLAIMS),
  ...upkeeps.flatMap((u) => (u.amount === null ? [] : [u.amount])),
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
    for (const m of text.replace(/\u00a0/g, ' ').matchAll(/(\d[\d ]*\d|\d)\s*(?:\*\*)?\s*(?:€|eurot\b|eurost\b)(?:\*\*)?([^.;)\n]{0,16})/g)) {
      found.push({ where: name, amount: Number(m[1].replace(/ /g, '')), after: m[2] });
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
    const yearly = new Set([PRICE_CLAIMS.domainPerYear, ...upkeeps.filter((u) => u.period === 'year').map((u) => u.amount)]);
    const monthly = new Set(upkeeps.filter((u) => u.period === 'month').map((u) => u.amount));
    const wrong = quotes()
      .filter((q) => !(q.amount in NOT_OUR_PRICES))
      .filter((q) => (/^\s*aastas/.test(q.after) && !yearly.has(q.amount)) || (/^\s*kuus/.test(q.after) && !monthly.has(q.amount)))
      .map((q) => `${q.where}: ${q.amount} €${q.after}`);
    expect(wrong).toEqual([]);
  });

  it('the 3–5 page estimate always says that the exact price depends on the page count', () => {
    const bare = TEXTS.filter(({ text }) => /3–5 (alam)?lehega/.test(text) && !/3–5 (alam)?lehega[^.]*\(täpne hind sõltub lehtede arvust\)/.test(text));
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
