/**
 * The link checks (lib/tester/checks/links.ts), their card (lib/tester/report/links.ts) and alt texts of only white
 * space (lib/tester/checks/images.ts). The first two blocks replay Lighthouse 12.8.2's own test cases
 * (GoogleChrome/lighthouse v12.8.2, core/test/audits/seo/crawlable-anchors-test.js and link-text-test.js,
 * Apache-2.0), taken as data: each case's anchor and the verdict Lighthouse expects.
 */
import { describe, expect, it } from 'vitest';
import { anchorsOf, hasGenericText, isUncrawlable, type AnchorFacts } from '@/lib/tester/checks/links';
import { analyzePageHtml } from '@/lib/tester/page/analyze-source';
import { indexPage, parseHtmlDocument } from '@/lib/tester/page/html-tree';
import { buildReport, type ResultCard } from '@/lib/tester/report';
import { sampleResult } from '../../fixtures/tester/result';

const PAGE = 'http://example.com';

/** An anchor as Lighthouse's test helper (runAudit) builds it. */
function anchor({ rawHref = "", href = rawHref, role = "", onclick = "", name = "", id = "", attributeNames, listener }: Partial<Omit<AnchorFacts, "attributeNames">> & { attributeNames?: readonly string[]; onclick?: string; listener?: boolean }): AnchorFacts {
  return {
    rawHref,
    href,
    role,
    name,
    id,
    attributeNames: attributeNames ? [...attributeNames] : [rawHref || href ? 'href' : null, role ? 'role' : null, name ? 'name' : null].filter((n): n is string => n !== null),
    hasListener: listener ?? onclick.trim().length > 0,
    text: '',
    textLang: null,
    rel: '',
  };
}

describe('crawlable anchors: Lighthouse 12.8.2’s cases', () => {
  it.each([
    ['hash fragment identifier', { rawHref: '#top', href: 'https://example.com#top' }, false],
    ['email link with a mailto URI', { rawHref: 'mailto:name@example.com' }, false],
    ['absolute HTTPs URL', { rawHref: 'https://example.com' }, false],
    ['relative URL', { rawHref: 'foo' }, false],
    ['relative URL /foo', { rawHref: '/foo' }, false],
    ['hyperlink with a text fragment', { rawHref: '#:~:text=string' }, false],
    ['an FTP hyperlink', { rawHref: 'ftp://myname@host.dom' }, false],
    ['IP address based link', { rawHref: 'http://172.217.20.78' }, false],
    ['protocol relative link', { rawHref: '//example.com' }, false],
    ['tel URI', { rawHref: 'tel:5555555' }, false],
    ['link with only a hash symbol', { rawHref: '#' }, false],
    ['placeholder anchor element', {}, false],
    ['relative link which specifies a query string', { rawHref: '?query=string' }, false],
    ['invalid FTP links fails', { rawHref: 'ftp://' }, true],
    ['empty attribute that links to current page', { rawHref: '', href: 'https://example.com', attributeNames: ['href'] }, false],
    ['anchor link as ID anchor', { rawHref: '', id: 'example' }, false],
    ['link with a name attribute', { name: 'name' }, false],
    ['href value has no effect when a role is present', { role: 'some-role', rawHref: 'javascript:void(0)' }, false],
    ['using a role attribute value is an immediate pass', { role: 'a' }, false],
    ['a role value of a space character fails', { role: ' ', attributeNames: ['rel'] }, true],
    ['valid href with any event listener is a pass', { rawHref: '/validPath', href: 'https://example.com/validPath', listener: true }, false],
    ['invalid href with any event listener is a fail', { rawHref: 'javascript:void(0)', listener: true }, true],
    ['no href with any event listener is a fail', { listener: true }, true],
    ['valid href with no event listener is a pass', { rawHref: '/validPath' }, false],
    ['an empty href and no other meaningful attributes', { attributeNames: ['href'] }, true],
    ['link with only a target attribute', { attributeNames: ['target'] }, true],
    ['hyperlink with a file: URI', { rawHref: 'file:///image.png' }, true],
    ['name attribute with only space characters', { name: ' ', attributeNames: ['rel'] }, true],
    ['href attribute with only space characters', { rawHref: ' ' }, false],
    ['onclick attribute with only space characters', { rawHref: ' ', onclick: ' ' }, false],
    ...['javascript:void(0)', 'javascript: void(0)', 'javascript : void(0)', 'javascript : void ( 0 )', 'javascript: void 0', 'javascript:void 0', 'javascript:void0'].map(
      (rawHref) => [`'${rawHref}' fails`, { rawHref }, true] as const,
    ),
    ...['window.location=', 'window.open()', "window.open('')", 'window.open ( )', 'window.location.href'].map(
      (onclick) => [`onclick '${onclick}' with a valid href passes`, { rawHref: '/validPath', href: 'https://example.com/validPath', onclick }, false] as const,
    ),
    ['window.open in an onclick and mailto: in a href', { rawHref: 'mailto:name@example.com', onclick: 'window.open()' }, false],
  ] as const)('%s', (_, given, fails) => {
    expect(isUncrawlable(anchor(given), PAGE)).toBe(fails);
  });
});

describe('link text: Lighthouse 12.8.2’s cases', () => {
  const PAGE_HTML = 'https://example.com/page.html';
  const link = (href: string, text: string, textLang: string | null = null, rel = ''): AnchorFacts => ({ ...anchor({ rawHref: href }), href, text, textLang, rel });

  it('fails non-descriptive texts in the link’s language, with or without a region', () => {
    const other = 'https://example.com/otherpage.html';
    expect([
      link(other, 'legit link text', 'en'),
      link(other, 'click here', 'en'),
      link(other, 'klicke hier', 'de'),
      link(other, 'click aquí', 'es'),
      link(other, 'legitimer Link-Text', 'de'),
      link(other, 'click here', 'en-US'),
      link(other, 'klicke hier', 'de-DE'),
    ].map((a) => hasGenericText(a, PAGE_HTML))).toEqual([false, true, true, true, false, true, true]);
  });

  it('considers every list when the language is not known', () => {
    const other = 'https://example.com/otherpage.html';
    expect(['legit link text', 'click here', 'klicke hier', 'click aquí'].map((text) => hasGenericText(link(other, text), PAGE_HTML))).toEqual([false, true, true, true]);
  });

  it.each([
    ['links to the page itself', [link(PAGE_HTML, 'click here'), link(`${PAGE_HTML}#test`, 'click here')]],
    ['javascript: links', [link('javascript:alert(1)', 'click here'), link('JavaScript:window.location="/otherpage.html"', 'click here'), link('JAVASCRIPT:void(0)', 'click here')]],
    ['mailto: links', [link('mailto:info@example.com', 'click here')]],
    ['links with no href', [link('', 'click here')]],
    ['links with nofollow', [link('https://example.com/otherpage.html', 'click here', null, 'noopener nofollow')]],
  ])('ignores %s', (_, links) => {
    expect(links.some((a) => hasGenericText(a, PAGE_HTML))).toBe(false);
  });
});

describe('the page’s links, read from its HTML', () => {
  const facts = (html: string) => analyzePageHtml(html, 'https://naide.ee/').links!;

  it('Estonian and English generic texts, by the page’s language; a descriptive text passes', () => {
    const et = facts('<html lang="et"><body><a href="/blogi/1">Loe edasi</a> <a href="/hinnad">  loe\n edasi </a> <a href="/hinnad">Vaata hinnakirja</a> <a href="/x">read more</a></body></html>');
    expect(et.linkText).toMatchObject({ checked: 4, count: 2, examples: [{ text: 'Loe edasi', href: '/blogi/1' }, { text: 'loe edasi', href: '/hinnad' }] });
    const en = facts('<html lang="en-GB"><body><a href="/a">Click here</a> <a href="/b">loe edasi</a></body></html>');
    expect(en.linkText.count).toBe(1);
    // Without a language, every list counts.
    expect(facts('<a href="/a">siia</a><a href="/b">more</a><a href="/c">Kontakt</a>').linkText.count).toBe(2);
  });

  it('links a crawler cannot follow: javascript:void(0), no href with onclick (on the link or around it)', () => {
    const links = facts(
      '<a href="javascript:void(0)">Menüü</a><a onclick="ava()">Ava</a><div onclick="x()"><a>Sees</a></div><a>Kohatäide</a>' +
        '<a href="/hinnad" onclick="track()">Hinnad</a><a href="mailto:info@naide.ee">Kiri</a><a role="button">Nupp</a>',
    ).crawlableLinks;
    expect(links).toMatchObject({ checked: 7, count: 3 });
    expect(links.examples).toEqual([
      { text: 'Menüü', href: 'javascript:void(0)' },
      { text: 'Ava', href: '' },
      { text: 'Sees', href: '' },
    ]);
  });

  it('resolves addresses against <base href>, and reads an SVG link', () => {
    const tree = indexPage(parseHtmlDocument('<head><base href="https://muu.ee/kaust/"></head><a href="leht">x</a><svg><a href="/s"><text>y</text></a></svg>'));
    expect(anchorsOf(tree, 'https://naide.ee/').map((a) => a.href)).toEqual(['https://muu.ee/kaust/leht', 'https://muu.ee/s']);
  });

  it('reads 20 000 nested SVG links in linear time (each link’s text from a bounded part of it)', () => {
    const html = `<svg>${'<a href="/x">'.repeat(20_000)}loe edasi${'</a>'.repeat(20_000)}</svg>`;
    const tree = indexPage(parseHtmlDocument(html));
    const start = process.cpuUsage();
    const anchors = anchorsOf(tree, 'https://naide.ee/');
    const used = process.cpuUsage(start);
    expect(anchors).toHaveLength(20_000);
    expect((used.user + used.system) / 1000).toBeLessThan(1_000);
  });
});

describe('hreflang: Lighthouse 12.8.2’s rules', () => {
  const facts = (head: string) => analyzePageHtml(`<html><head>${head}</head><body></body></html>`, 'https://naide.ee/').links!.hreflang;

  it('valid codes with full addresses pass; x-default counts as a code', () => {
    expect(facts('<link rel="alternate" hreflang="et" href="https://naide.ee/"><link rel="alternate" hreflang="en-GB" href="https://en.naide.ee/"><link rel="alternate" hreflang="x-default" href="https://naide.ee/">')).toMatchObject({ checked: 3, count: 0 });
  });

  it('an unknown language code and a relative address fail; links in the body and other rels do not count', () => {
    const result = facts('<link rel="alternate" hreflang="xx" href="https://naide.ee/xx"><link rel="alternate" hreflang="et" href="/et"><link rel="canonical" hreflang="zz" href="/">');
    expect(result).toMatchObject({ checked: 2, count: 2, examples: [{ text: 'xx', href: 'https://naide.ee/xx' }, { text: 'et', href: '/et' }] });
    expect(analyzePageHtml('<body><link rel="alternate" hreflang="xx" href="/x"></body>').links!.hreflang.checked).toBe(0);
  });
});

describe('alt texts of only white space are not decorative', () => {
  it.each([
    ['alt=" "', '<img src="/a.webp" alt=" ">'],
    ['alt="&nbsp;"', '<img src="/a.webp" alt="&nbsp;">'],
    ['alt of a tab and non-breaking spaces', '<img src="/a.webp" alt="\t&nbsp;&nbsp;">'],
  ])('%s: the picture is missing its text', (_, img) => {
    expect(analyzePageHtml(`<body>${img}<img src="/b.webp" alt=""></body>`).imageAnalysis).toMatchObject({
      totalImages: 2,
      imagesWithoutAlt: 1,
      imagesWithEmptyAlt: 1,
      altCoverage: 50,
      missingAltFiles: ['a.webp'],
    });
  });

  it('only alt="" marks a picture decorative; a white-space alt with an aria-label has a name', () => {
    expect(analyzePageHtml('<img src="/b.webp" alt=""><img src="/c.webp" alt=" " aria-label="Kook">').imageAnalysis).toMatchObject({ imagesWithoutAlt: 0, imagesWithEmptyAlt: 1 });
  });
});

describe('the "Lingid" card', () => {
  const cardOf = (r: ReturnType<typeof sampleResult>) => buildReport(r).sections.flatMap((s) => s.cards).find((c) => c.id === 'links') as ResultCard;
  const none = { checked: 12, count: 0, examples: [], error: null };

  it('in order: both items pass', () => {
    const card = cardOf(sampleResult({ linkText: none, crawlableLinks: none, hreflang: { ...none, checked: 0 } }));
    expect(card).toMatchObject({ grade: 'good', value: 'Korras' });
    expect(card.found).toBe('Kontrollisime 12 linki: nende tekst ütleb, kuhu need viivad, ja Google saab neid järgida.');
  });

  it('a generic text and a link Google cannot follow: a warning that names them, with what to do', () => {
    const card = cardOf(
      sampleResult({
        linkText: { checked: 12, count: 1, examples: [{ text: 'loe edasi', href: '/blogi/1' }], error: null },
        crawlableLinks: { checked: 12, count: 3, examples: [{ text: 'Menüü', href: 'javascript:void(0)' }], error: null },
        hreflang: { checked: 2, count: 0, examples: [], error: null },
      }),
    );
    expect(card).toMatchObject({ grade: 'warning', value: '4 puudust' });
    expect(card.details?.map((d) => [d.id, d.status, d.text])).toEqual([
      ['linkText', 'warn', '1 lingi tekst ei ütle, kuhu see viib: „loe edasi“ (/blogi/1).'],
      ['crawlableLinks', 'warn', '3 lingil pole aadressi, mida Google saaks järgida (href puudub, javascript:void(0) või ainult klõpsuskript): „Menüü“ (javascript:void(0)) ja veel 2.'],
      ['hreflang', 'pass', 'Leht nimetab 2 keeleversiooni, igaühel korrektne keelekood ja täielik aadress.'],
    ]);
    expect(card.fix).toMatch(/^Palu arendajal anda igale lingile päris aadress/);
  });

  it('a result saved before the checks: not checked, never a fault', () => {
    expect(cardOf(sampleResult())).toMatchObject({ grade: 'unknown', value: '–' });
  });
});
