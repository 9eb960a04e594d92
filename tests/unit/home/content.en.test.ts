import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CASE_STUDY_STATS_CAPTION, caseStudies, caseStudyStats, formatPeriod } from '@/content/case-studies';
import { CLIENTS_TITLE } from '@/content/clients';
import { homeFaq } from '@/content/faq/home';
import { partners } from '@/content/partners';
import { reviews } from '@/content/reviews';
import { BASE_PRICES, PAGE_OPTIONS, PRICE_CLAIMS, PRODUCT_OPTIONS, totalPrice } from '@/lib/pricing';
import { UPKEEP_PLANS, upkeepAmounts } from '@/lib/upkeep';
import { ROUTES } from '@/lib/routes';
import { homeJsonLd, serviceJsonLd } from '@/lib/seo/home';
import { site } from '@/lib/site';
import { estonianIn, stringsOf } from '@/tests/language';

/** The home page's content on the English site (SITE_LOCALE=en): English texts, names as they are. */

describe('the reviews in English', () => {
  it('quote the clients in English and keep their names', () => {
    expect(reviews.map((r) => [r.name, r.role, r.company])).toEqual([
      ['Kadri Haavel', 'Founder', 'Elujõud'],
      ['Andres Vahtra', 'Managing Director', 'Mopeedikoda'],
      ['Maarja Randoja', 'Owner', 'Kohvik Kaneel'],
      ['Tõnu Kiviloo', 'Managing Director', 'Saunameister'],
    ]);
    expect(reviews[0].text).toMatch(/^Our online shop was so slow that customers abandoned their carts\./);
    for (const review of reviews) expect(estonianIn(`${review.text} ${review.role}`), review.id).toEqual([]);
  });
});

describe('the client stories in English', () => {
  it('tell both stories in English, linking to the English blog', () => {
    const elujoud = caseStudies.find((s) => s.id === 'elujoud')!;
    expect(elujoud.improvement).toBe('3 times the revenue in two months');
    expect(elujoud.industry).toBe('Food supplement online shop');
    expect(`Read ${elujoud.companyGenitive} story`).toBe('Read Elujõud’s story');
    for (const study of caseStudies) {
      expect(study.link.startsWith(`${ROUTES.blog}/`), study.id).toBe(true);
      const texts = [study.companyGenitive, study.subject, study.beforeAlt, study.afterAlt, study.industry, study.improvement, study.description];
      expect(estonianIn(texts.join(' ')), study.id).toEqual([]);
    }
  });

  it('link to the English articles of the stories', () => {
    expect(caseStudies.map((s) => s.link)).toEqual([
      `${ROUTES.blog}/online-shop-tripled-sales-in-two-months`,
      `${ROUTES.blog}/moped-parts-online-shop-twice-as-many-orders`,
    ]);
  });

  // The English articles (content/blog-en/) come with the articles' own branch; once they are here, each story's
  // link must be the article that tells that story.
  it.skipIf(!existsSync('content/blog-en'))('link to articles that exist and tell that story', () => {
    for (const study of caseStudies) {
      const slug = study.link.slice(`${ROUTES.blog}/`.length);
      expect(readdirSync('content/blog-en'), study.id).toContain(`${slug}.mdx`);
      expect(readFileSync(`content/blog-en/${slug}.mdx`, 'utf8'), study.id).toMatch(new RegExp(`^caseStudy: ${study.id}$`, 'm'));
    }
  });

  it('name the results table’s metrics and caption in English', () => {
    expect(caseStudyStats.map((s) => s.metric)).toEqual([
      'Mobile speed score',
      'Desktop speed score',
      'Visitors a month',
      'Page views a month',
      'Average visit length',
      'Bounce rate',
    ]);
    const t = caseStudies.find((s) => s.id === 'elujoud')!.timeline;
    const period = formatPeriod(t.measuredFrom, t.measuredTo);
    const compared = formatPeriod(t.comparedFrom, t.comparedTo);
    expect(CASE_STUDY_STATS_CAPTION).toBe(
      `Elujõud’s online shop: two months after the optimisation (${period}) against the same weeks a year earlier (${compared}). Figures approved by the shop.`,
    );
    // Scores are scores and counts are grouped, as English writes them; the numbers are the specification's.
    expect(caseStudyStats.map((s) => [s.before, s.after])).toEqual([
      ['32/100', '88/100'],
      ['71/100', '92/100'],
      ['900', '2,100'],
      ['3,400', '8,500'],
      ['17 s', '1 min 24 s'],
      ['75%', '32%'],
    ]);
    // The period's dates are lib/blog/dates.ts's (English there once it is); the words around them are checked here.
    expect(estonianIn(CASE_STUDY_STATS_CAPTION.replace(period, '').replace(compared, ''))).toEqual([]);
    expect(estonianIn(stringsOf(caseStudyStats).join(' '))).toEqual([]);
  });
});

describe('the partners and clients in English', () => {
  it('describe the partners and their offers in English, codes and names unchanged', () => {
    expect(partners.map((p) => p.name)).toEqual(['Postipaun', 'Pilvemaja', 'Kiirserver', 'Makseliin', 'Osamakse', 'Kaardikassa']);
    const pilvemaja = partners.find((p) => p.id === 'pilvemaja')!;
    expect(pilvemaja.specialOffer).toMatchObject({ highlight: '20% off your first year', promoUrl: 'https://pilvemaja.ee/?kood=VEEBISELGE' });
    expect(partners.find((p) => p.id === 'kiirserver')!.specialOffer!.text).toContain('SELGE10');
    for (const partner of partners) {
      const texts = [partner.description, partner.specialOffer?.text ?? '', partner.specialOffer?.highlight ?? ''];
      expect(estonianIn(texts.join(' ')), partner.id).toEqual([]);
    }
    expect(CLIENTS_TITLE).toBe('Past clients');
  });
});

describe('the home FAQ in English', () => {
  /** Every amount the site may quote (as tests/unit/price-claims.test.ts lists them). */
  const known = new Set<number>([
    ...Object.values(BASE_PRICES).flatMap((options) => options.map((o) => o.price)),
    ...PAGE_OPTIONS.map((o) => o.price),
    ...PRODUCT_OPTIONS.map((o) => o.price),
    ...Object.values(PRICE_CLAIMS),
    ...Object.values(UPKEEP_PLANS)
      .flatMap((u) => {
        const amounts = upkeepAmounts(u);
        return amounts ? [amounts.perMonth, amounts.perYear] : [];
      }),
    ...PAGE_OPTIONS.map((o) => totalPrice({ type: 'website', platform: 'wordpress', pages: o.value, products: '10' })),
  ]);

  it('answers the same seven questions in English', () => {
    expect(homeFaq.map((item) => item.id)).toEqual(['hind', 'ajakava', 'platvorm', 'hooldus', 'lisakulud', 'audit', 'google']);
    expect(homeFaq[0].question).toBe('How much does a website or an online shop cost?');
    expect(homeFaq[1].answer).toContain('we take 5% off the price for every week of delay (up to 20%)');
    for (const item of homeFaq) expect(estonianIn(`${item.question} ${item.answer}`), item.id).toEqual([]);
  });

  it('quotes only prices of lib/pricing', () => {
    // An amount as lib/format writes it on this site: "€1,445.50" or "1445,50 €" (the sign on either side).
    const amounts = homeFaq.flatMap((item) =>
      [...item.answer.replace(/\u00a0/g, ' ').matchAll(/€(\d[\d,.]*\d|\d)|(\d[\d ,.]*\d|\d) ?€/g)].map((m) =>
        Number((m[1] ?? m[2]).replace(/[ ,](?=\d{3}\b)/g, '').replace(',', '.')),
      ),
    );
    expect(amounts.length).toBeGreaterThan(10);
    for (const amount of amounts) expect(known, String(amount)).toContain(amount);
  });
});

describe('the home page’s structured data in English', () => {
  it('names the service and its offers in English', () => {
    const service = serviceJsonLd();
    expect(service).toMatchObject({ name: 'Websites and online shops', serviceType: 'Web development' });
    expect(service.description).toBe(
      'WordPress, custom-built and Shopify websites and online shops for small businesses, ready in 1–2 weeks. SEO, speed optimisation, upkeep and a free audit.',
    );
    const offers = (service.offers as unknown as { offers: { name: string }[] }).offers.map((o) => o.name);
    expect(offers).toEqual(['Website: WordPress', 'Website: Custom-built', 'Online shop: WordPress', 'Online shop: Custom-built', 'Online shop: Shopify']);
  });

  it('leaves no Estonian in any block', () => {
    // The director's job title and the country come from lib/site.ts, whose English the site-wide texts give.
    const fromSite = new Set([site.director.jobTitle, site.organisation.country]);
    const strings = homeJsonLd().flatMap((block) => stringsOf(block.data)).filter((s) => !/^https?:/.test(s) && !fromSite.has(s));
    expect(estonianIn(strings.join(' | '))).toEqual([]);
    expect(strings).toContain('About us – Veebiselge');
    expect(strings).toContain('Partners');
  });
});
