/**
 * Reference cases for reading a page, each naming its source in brackets:
 * - [HTML §…]: the WHATWG HTML Standard (parsing with the scripting flag on, as browsers parse and as
 *   search engines render; document.title; the encoding sniffing algorithm; microdata);
 * - [Encoding Standard]: WHATWG, the labels of encodings (https://encoding.spec.whatwg.org/#names-and-labels);
 * - [Google: …]: Google Search Central documentation (valid page metadata, meta tags Google supports,
 *   canonical URLs, structured data guidelines);
 * - [ogp.me] and [X cards docs]: the Open Graph protocol and X's card markup reference;
 * - [extruct …]: a sample page of the extruct project (scrapinghub/extruct, tests/samples/…), the shape of
 *   its page reduced to what the case needs, with extruct's expected output.
 * "knowingly different" marks a case where we decide otherwise than that source, and why.
 */
import { describe, expect, it } from 'vitest';
import { analyzePageHtml, analyzePageSource } from '@/lib/tester/page/analyze-source';
import { socialMetaOf } from '@/lib/tester/checks/social-score';

const page = (head: string, body = '') => analyzePageHtml(`<!doctype html><html lang="et"><head>${head}</head><body>${body}</body></html>`);
const social = (head: string, body = '') => {
  const tags = page(head, body).socialTags!;
  return socialMetaOf(tags, tags.hasIconLink);
};
const jsonLd = (...blocks: string[]) => page('', blocks.map((b) => `<script type="application/ld+json">${b}</script>`).join('')).structuredData;

describe('parsing as a browser with scripting on', () => {
  it('[HTML §13.2.6.4.7 "in body", noscript with the scripting flag on: raw text] an image inside <noscript> is not an image', () => {
    const { imageAnalysis } = page('', '<img src="a.jpg" alt="Aed"><noscript><img src="a.jpg"></noscript>');
    expect(imageAnalysis).toEqual({ totalImages: 1, imagesWithoutAlt: 0, imagesWithEmptyAlt: 0, altCoverage: 100, missingAltFiles: [] });
  });

  it('[HTML §13.2.6.4.7, noscript raw text] a heading inside <noscript> is not a heading', () => {
    expect(page('', '<h1>Pood</h1><noscript><h1>Luba JavaScript</h1></noscript>').htmlAnalysis.h1Count).toBe(1);
  });

  it('[HTML §13.2.6.4.4 "in head", noscript with the scripting flag on] the Meta pixel’s <noscript><img> in the head does not end the head', () => {
    const result = page(
      '<title>Aed</title><noscript><img height="1" width="1" src="https://www.facebook.test/tr?id=1&ev=PageView&noscript=1"></noscript>' +
        '<link rel="canonical" href="https://aed.test/"><meta name="description" content="Kirjeldus"><meta property="og:title" content="Aed"><link rel="icon" href="/i.png">',
    );
    expect(result.htmlAnalysis).toMatchObject({ canonicalUrl: 'https://aed.test/', metaDescription: 'Kirjeldus' });
    expect(result.socialTags).toMatchObject({ openGraph: { hasTitle: true }, hasIconLink: true });
    expect(result.imageAnalysis.totalImages).toBe(0);
  });

  it('[HTML §13.2.6.4.4 "in head", anything else ends the head; Google: valid page metadata] tags after an <img> in the head are in the body and not read', () => {
    const result = page('<title>Aed</title><img src="pixel.gif"><link rel="canonical" href="https://aed.test/"><meta name="description" content="Kirjeldus">');
    expect(result.htmlAnalysis).toMatchObject({ canonicalUrl: null, metaDescription: null, title: 'Aed' });
  });

  it('[HTML §13.2.5.2 RCDATA state] markup inside <textarea> is text', () => {
    const result = page('', '<textarea><img src="x.jpg"><h1>Ei ole pealkiri</h1></textarea>');
    expect(result.imageAnalysis.totalImages).toBe(0);
    expect(result.htmlAnalysis.h1Count).toBe(0);
  });

  it('[HTML §13.2.6.4.7, noembed: raw text] markup inside <noembed> is text', () => {
    expect(page('', '<noembed><img src="x.jpg"><h1>Tekst</h1></noembed>').imageAnalysis.totalImages).toBe(0);
  });

  it('[HTML §13.2.6.4.7, iframe: raw text] fallback markup inside <iframe> is text', () => {
    const result = page('', '<iframe src="https://kaart.test/"><img src="kaart.png"><h1>Kaart</h1></iframe>');
    expect(result.imageAnalysis.totalImages).toBe(0);
    expect(result.htmlAnalysis.h1Count).toBe(0);
  });

  it('[HTML §4.12.3 template contents are not in the document] images and headings in a <template> do not count', () => {
    const result = page('', '<template><img src="x.jpg"><h1>Mall</h1></template><h1>Päris</h1>');
    expect(result.imageAnalysis.totalImages).toBe(0);
    expect(result.htmlAnalysis.h1Count).toBe(1);
  });

  it('[HTML §13.2.6.5 foreign content: <img> breaks out of <svg>] an <img> after inline SVG is an image', () => {
    expect(page('', '<svg><circle r="1"/><img src="x.jpg" alt="Pilt"></svg>').imageAnalysis.totalImages).toBe(1);
  });
});

describe('metadata where search engines read it', () => {
  it('[HTML §3.1.3 document.title: the first title element, HTML namespace] an SVG <title> is never the page title', () => {
    const result = page('<meta charset="utf-8">', '<svg viewBox="0 0 1 1"><title>Ostukorv</title></svg><h1>Pood</h1>');
    expect(result.htmlAnalysis).toMatchObject({ title: null, titleLength: 0 });
  });

  it('[HTML §3.1.3 document.title] the document title is read even after an SVG title, whitespace stripped and collapsed', () => {
    const result = analyzePageHtml('<!doctype html><svg><title>Ikoon</title></svg><title>\n  Kohvik   Tartus \t</title>');
    expect(result.htmlAnalysis).toMatchObject({ title: 'Kohvik Tartus', titleLength: 13 });
  });

  it('[Google: meta tags that Google supports, <meta name="description">] a description in property="description" does not count', () => {
    expect(page('<meta property="description" content="Vale atribuut">').htmlAnalysis.metaDescription).toBeNull();
  });

  it('[HTML §4.2.5.1 meta names are ASCII case-insensitive] name="Description" counts', () => {
    expect(page('<meta name="Description" content="Kirjeldus">').htmlAnalysis.metaDescription).toBe('Kirjeldus');
  });

  it('[Google: canonical URLs, rel="canonical" only in the head] a canonical link in the body is ignored', () => {
    expect(page('<title>x</title>', '<link rel="canonical" href="https://aed.test/">').htmlAnalysis.canonicalUrl).toBeNull();
  });

  it('[Google: valid page metadata, metadata in the head] a description in the body is ignored', () => {
    expect(page('<title>x</title>', '<div><meta name="description" content="Kehas"></div>').htmlAnalysis.metaDescription).toBeNull();
  });

  it('[HTML §4.2.5.1] an empty description is no description', () => {
    expect(page('<meta name="description" content="   ">').htmlAnalysis).toMatchObject({ metaDescription: null, metaDescriptionLength: 0 });
  });

  it('[HTML §4.1.1 lang on the html element] the page language', () => {
    expect(page('').htmlAnalysis.langAttribute).toBe('et');
  });
});

describe('social sharing tags', () => {
  const fullOpenGraph =
    '<meta property="og:title" content="Aed"><meta property="og:description" content="Istikud"><meta property="og:image" content="https://aed.test/a.jpg"><meta property="og:url" content="https://aed.test/">';

  it('[X cards docs: Twitter falls back to og:title, og:description, og:image] complete Open Graph plus only twitter:card is a complete card', () => {
    const result = social(`${fullOpenGraph}<meta name="twitter:card" content="summary_large_image">`);
    expect(result.openGraph.coverage).toBe(100);
    expect(result.twitterCard).toEqual({ hasCard: true, hasTitle: true, hasDescription: true, hasImage: true, coverage: 100 });
  });

  it('[X cards docs: twitter:card has no Open Graph fallback] Open Graph alone still lacks the card type', () => {
    expect(social(fullOpenGraph).twitterCard).toEqual({ hasCard: false, hasTitle: true, hasDescription: true, hasImage: true, coverage: 75 });
  });

  it('[X cards docs: the parser falls back to property when name is missing] twitter:* in property= counts', () => {
    expect(social('<meta property="twitter:card" content="summary"><meta property="twitter:title" content="Aed">').twitterCard).toMatchObject({ hasCard: true, hasTitle: true });
  });

  it('[ogp.me: og:* in the property attribute] Open Graph tags count from property=', () => {
    expect(social(fullOpenGraph).openGraph).toEqual({ hasTitle: true, hasDescription: true, hasImage: true, hasUrl: true, coverage: 100 });
  });

  it('[ogp.me specifies property=; knowingly lenient: name="og:…" is read too, as many CMS themes write it]', () => {
    expect(social('<meta name="og:title" content="Aed">').openGraph.hasTitle).toBe(true);
  });

  it('[extruct misc/opengraph_head_and_body_test; knowingly different: extruct also reads Open Graph in the body, we read the head only, as the issue asks for tags search engines and share previews read]', () => {
    expect(social('<title>x</title>', '<meta property="og:url" content="https://aed.test/">').openGraph.hasUrl).toBe(false);
  });

  it('[ogp.me: content is the value] a tag with empty content does not count', () => {
    expect(social('<meta property="og:image" content="">').openGraph.hasImage).toBe(false);
  });
});

describe('JSON-LD', () => {
  it('[RFC 8259 JSON grammar; Google: structured data general guidelines, valid syntax] a trailing comma makes the block invalid', () => {
    expect(jsonLd('{"@type":"LocalBusiness","name":"Aed",}')).toMatchObject({ hasJsonLd: false, jsonLdCount: 0, invalidJsonLdCount: 1, types: [] });
  });

  it('[RFC 8259: an empty text is no JSON value] an empty block is invalid', () => {
    expect(jsonLd('   ')).toMatchObject({ jsonLdCount: 0, invalidJsonLdCount: 1 });
  });

  it('[RFC 8259: JSON has no comments; HTML §4.12.1.3 script content is raw text] a block wrapped in an HTML comment is invalid', () => {
    expect(jsonLd('<!-- {"@type":"Organization","name":"Aed"} -->')).toMatchObject({ jsonLdCount: 0, invalidJsonLdCount: 1 });
  });

  it('[extruct custom.invalid/JSONLD_with_CDATA; knowingly different: extruct strips the "// <![CDATA[" lines and reads the Organization, we report the block as invalid because JSON has no comments and search engines need valid JSON]', () => {
    expect(jsonLd('\n// <![CDATA[\n{"@context":"http://schema.org/","@type":"Organization","name":"Lubelska"}\n// ]]>\n')).toMatchObject({
      jsonLdCount: 0,
      invalidJsonLdCount: 1,
      types: [],
    });
  });

  it('[RFC 8259] a bare CDATA wrapper is invalid', () => {
    expect(jsonLd('<![CDATA[{"@type":"Organization"}]]>')).toMatchObject({ jsonLdCount: 0, invalidJsonLdCount: 1 });
  });

  it('[extruct custom.invalid/JSONLD_valid_and_invalid] of an invalid and a valid block only the valid one counts', () => {
    expect(jsonLd('{ foo: bar}', '{"foo" :  "bar"}')).toMatchObject({ hasJsonLd: true, jsonLdCount: 1, invalidJsonLdCount: 1 });
  });

  it('[extruct misc/null_ld_mock] "null" blocks hold no data; the LocalBusiness and Review (with \\u0040type escapes) are read', () => {
    const result = jsonLd(
      'null',
      '{"\\u0040context":"http:\\/\\/schema.org","\\u0040type":"LocalBusiness","name":"Some Name"}',
      'null',
      '{"\\u0040context":"http:\\/\\/schema.org","\\u0040type":"Review","name":""}',
    );
    expect(result).toMatchObject({ jsonLdCount: 2, invalidJsonLdCount: 2, types: ['LocalBusiness', 'Review'] });
  });

  it('[JSON-LD 1.1 §4.9 named graphs, @graph] types inside @graph are read', () => {
    expect(jsonLd('{"@context":"https://schema.org","@graph":[{"@type":"WebPage"},{"@type":"Organization"},{"@type":["WebSite","Thing"]}]}').types).toEqual([
      'WebPage',
      'Organization',
      'WebSite',
      'Thing',
    ]);
  });

  it('[JSON-LD 1.1 §4.1 a top-level array of node objects] types of every object in the array', () => {
    expect(jsonLd('[{"@type":"Product"},{"@type":"BreadcrumbList"}]')).toMatchObject({ jsonLdCount: 1, types: ['Product', 'BreadcrumbList'] });
  });

  it('[HTML §4.12.1 script type is a MIME type, matched case-insensitively] type="Application/LD+JSON" counts', () => {
    expect(page('', '<script type="Application/LD+JSON">{"@type":"Organization"}</script>').structuredData.jsonLdCount).toBe(1);
  });

  it('[HTML §4.12.1.3] types come only from blocks that parse', () => {
    expect(jsonLd('{"@type":"Organization"}', '{"@type":"Product",}').types).toEqual(['Organization']);
  });
});

describe('microdata', () => {
  const product =
    '<div itemscope itemtype="http://schema.org/Product"><span itemprop="brand">ACME</span><span itemprop="name">Executive Anvil</span>' +
    '<span itemprop="aggregateRating" itemscope itemtype="http://schema.org/AggregateRating"><span itemprop="ratingValue">4.4</span></span>' +
    '<span itemprop="offers" itemscope itemtype="http://schema.org/Offer"><span itemprop="price">119.99</span>' +
    '<span itemprop="seller" itemscope itemtype="http://schema.org/Organization"><span itemprop="name">Executive Objects</span></span></span></div>';

  it('[extruct schema.org/product (expected: one Product item); HTML §5.2.2 top-level microdata items] nested AggregateRating, Offer and Organization are parts, not items', () => {
    expect(page('', product).structuredData).toMatchObject({ hasMicrodata: true, microdataCount: 1, types: ['Product'] });
  });

  it('[HTML §5.2.2] two products are two items', () => {
    expect(page('', product + product.replace('Executive Anvil', 'Classic Anvil')).structuredData.microdataCount).toBe(2);
  });

  it('[HTML §5.2.2; knowingly lenient: an item with itemprop but no item around it is counted, as it is not part of any other item]', () => {
    expect(page('', '<div itemprop="author" itemscope itemtype="https://schema.org/Person"></div>').structuredData.microdataCount).toBe(1);
  });

  it('[HTML §13.2.6.4.7 noscript raw text] an item inside <noscript> is not an item', () => {
    expect(page('', `<noscript>${product}</noscript>`).structuredData.microdataCount).toBe(0);
  });
});

describe('character encoding', () => {
  const win1257 = (text: string) => {
    // windows-1257 bytes of the Estonian letters used here (Encoding Standard index-windows-1257).
    const table: Record<string, number> = { Š: 0xd0, š: 0xf0, Ž: 0xde, ž: 0xfe, õ: 0xf5, ä: 0xe4, ö: 0xf6, ü: 0xfc, Õ: 0xd5, Ä: 0xc4, Ö: 0xd6, Ü: 0xdc };
    return new Uint8Array(Array.from(text, (ch) => table[ch] ?? ch.charCodeAt(0)));
  };
  const titleOf = (bytes: Uint8Array, contentType: string | null) => analyzePageSource({ bytes, contentType }).htmlAnalysis.title;
  const doc = (head: string) => `<!doctype html><html><head>${head}<title>Šokolaad ja žele õues</title></head></html>`;

  it('[HTML §13.2.3.1 transport layer charset] the charset of the Content-Type header decides', () => {
    expect(titleOf(win1257(doc('')), 'text/html; charset=windows-1257')).toBe('Šokolaad ja žele õues');
  });

  it('[HTML §13.2.3.2 prescan: <meta charset>] a <meta charset> in the first 1024 bytes decides', () => {
    expect(titleOf(win1257(doc('<meta charset="windows-1257">')), 'text/html')).toBe('Šokolaad ja žele õues');
  });

  it('[HTML §13.2.3.2 prescan: http-equiv Content-Type] a <meta http-equiv> declaration decides', () => {
    expect(titleOf(win1257(doc('<meta http-equiv="Content-Type" content="text/html; charset=windows-1257">')), null)).toBe('Šokolaad ja žele õues');
  });

  it('[HTML §13.2.3.1: the transport layer comes before the prescan] the header beats a different <meta charset>', () => {
    expect(titleOf(win1257(doc('<meta charset="utf-8">')), 'text/html;charset="windows-1257"')).toBe('Šokolaad ja žele õues');
  });

  it('[HTML §13.2.3.1: a byte order mark comes first] a UTF-8 BOM beats the header', () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(doc(''))]);
    expect(titleOf(bytes, 'text/html; charset=windows-1257')).toBe('Šokolaad ja žele õues');
  });

  it('[Encoding Standard: the label "iso-8859-1" is windows-1252] byte 0x96 is an en dash', () => {
    const ascii = (text: string) => Array.from(new TextEncoder().encode(text));
    // "Õ" is 0xD5 and "–" 0x96 in windows-1252.
    const bytes = new Uint8Array([...ascii('<title>'), 0xd5, ...ascii('unad '), 0x96, ...ascii(' ploomid</title>')]);
    expect(titleOf(bytes, 'text/html; charset=ISO-8859-1')).toBe('Õunad – ploomid');
  });

  it('[HTML §13.2.3.2: a UTF-16 declaration in the markup means UTF-8] <meta charset="utf-16"> decodes as UTF-8', () => {
    expect(titleOf(new TextEncoder().encode(doc('<meta charset="utf-16">')), null)).toBe('Šokolaad ja žele õues');
  });

  it('[HTML §13.2.3.2: the prescan reads 1024 bytes] a declaration after 1024 bytes is not used; the text is valid UTF-8 and read as such', () => {
    const late = `<!doctype html><!--${'x'.repeat(1100)}--><meta charset="windows-1257"><title>Õun</title>`;
    expect(titleOf(new TextEncoder().encode(late), null)).toBe('Õun');
  });

  it('[HTML §13.2.3.1 step "autodetect": valid UTF-8 is UTF-8, as Chromium detects it] an undeclared UTF-8 page', () => {
    expect(titleOf(new TextEncoder().encode(doc('')), 'text/html')).toBe('Šokolaad ja žele õues');
  });

  it('[HTML §13.2.3.1 default for other locales: windows-1252; knowingly different from Chromium, whose detector may guess windows-1257 for Estonian text] an undeclared legacy page', () => {
    expect(titleOf(win1257('<title>Õun ja äädikas</title>'), null)).toBe('Õun ja äädikas');
  });

  it('[Encoding Standard: decoding UTF-8; the body is cut at 3 MB] a character cut in half at the end is dropped, not shown as U+FFFD', () => {
    const bytes = new TextEncoder().encode('<title>Pärnu</title><p>ä');
    expect(analyzePageSource({ bytes: bytes.slice(0, bytes.length - 1), contentType: 'text/html; charset=utf-8' }).encoding).toBe('utf-8');
    expect(titleOf(bytes.slice(0, bytes.length - 1), null)).toBe('Pärnu');
  });
});
