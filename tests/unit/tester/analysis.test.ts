import { afterEach, describe, expect, it, vi } from 'vitest';
import { analyzeHtml } from '@/lib/tester/page/analyzers';
import { indexPage, parseHtmlDocument, type PageTree } from '@/lib/tester/page/html-tree';
import { MAX_BODY_BYTES, readBytesLimited, readTextLimited, shorten } from '@/lib/tester/engine/http';
import { altCoverage, analyzeImages } from '@/lib/tester/checks/images';
import { checkPage } from '@/lib/tester/page/fetch-page';
import { analyzeParsedPage } from '@/lib/tester/page/analyze-source';
import { hasIconLink, readSocialTags } from '@/lib/tester/checks/social';
import { socialMetaOf, socialScore } from '@/lib/tester/checks/social-score';
import { analyzeStructuredData } from '@/lib/tester/checks/structured-data';
import { fakeFetch, TEST_PROXY } from '../../fixtures/tester/fake-fetch';
import { fixturePage, SITES } from '../../fixtures/tester/sites';

const parseHtml = (html: string): PageTree => indexPage(parseHtmlDocument(html));
const doc = (name: string) => parseHtml(fixturePage(name));
const analyzeSocialMeta = (tree: PageTree, hasFavicon: boolean) => socialMetaOf(readSocialTags(tree), hasFavicon);
const pwned = () => (globalThis as { __pwned?: unknown }).__pwned;

afterEach(() => {
  delete (globalThis as { __pwned?: unknown }).__pwned;
});

describe('analyzeHtml', () => {
  it('reads title, description, H1s, lang and canonical of a good page', () => {
    expect(analyzeHtml(doc('good.html'))).toEqual({
      title: 'Kohvik Päikesekiir – värske kohv ja koogid Tartus',
      titleLength: 49,
      metaDescription: expect.stringMatching(/^Kohvik Päikesekiir Tartu kesklinnas/),
      metaDescriptionLength: 143,
      h1Count: 1,
      langAttribute: 'et',
      canonicalUrl: 'https://paikesekiir.test/',
      error: null,
    });
  });

  it('reports what a poor page lacks', () => {
    expect(analyzeHtml(doc('poor.html'))).toEqual({
      title: 'Avaleht',
      titleLength: 7,
      metaDescription: null,
      metaDescriptionLength: 0,
      h1Count: 3,
      langAttribute: null,
      canonicalUrl: null,
      error: null,
    });
  });

  it('matches meta names case-insensitively', () => {
    expect(analyzeHtml(doc('no-images.html'))).toMatchObject({ metaDescription: 'Short text.', metaDescriptionLength: 11, langAttribute: 'en' });
  });

  it('keeps markup in a hostile title as plain text and runs none of its scripts', () => {
    const result = analyzeHtml(doc('hostile.html'));
    expect(result.title).toBe(`<script>window.__pwned = 'title'</script><img src=x onerror="window.__pwned='img'"> Kuri & "leht"`);
    expect(result.titleLength).toBe(result.title!.length);
    expect(result.metaDescription).toBe("<script>window.__pwned='description'</script><b>paks</b>");
    expect(result.canonicalUrl).toBe("javascript:window.__pwned='canonical'");
    expect(result.h1Count).toBe(1);
    expect(pwned()).toBeUndefined();
  });

  it('shortens a very long title for display but counts its full length', () => {
    const long = 'Väga pikk pealkiri '.repeat(40).trim();
    const result = analyzeHtml(parseHtml(`<title>${long}</title>`));
    expect(result.titleLength).toBe(long.length);
    expect(result.title!.length).toBeLessThanOrEqual(200);
    expect(result.title!.endsWith('…')).toBe(true);
  });
});

describe('analyzeImages', () => {
  it('a good page: every image described', () => {
    expect(analyzeImages(doc('good.html'))).toEqual({ totalImages: 2, imagesWithoutAlt: 0, imagesWithEmptyAlt: 0, altCoverage: 100, missingAltFiles: [] });
  });

  it('a poor page: only pictures with no alt attribute lower the coverage, and they are named by file', () => {
    expect(analyzeImages(doc('poor.html'))).toEqual({ totalImages: 4, imagesWithoutAlt: 2, imagesWithEmptyAlt: 1, altCoverage: 50, missingAltFiles: ['3.jpg', '4.jpg'] });
  });

  it('[WCAG H67, Lighthouse image-alt] decorative pictures (alt="", role="presentation") are not missing their text; alt=" " is', () => {
    const tree = parseHtml(
      '<img src="/deko/joon.svg" alt=""><img src="/deko/taust.png" alt=" "><img src="/x.png" role="presentation"><img src="/y.png" aria-label="Logo"><img src="/foto.jpg" alt="Meie pood">',
    );
    // Only alt="" marks a picture decorative: an alt of a space is no text (axe's image-alt fails it).
    expect(analyzeImages(tree)).toEqual({ totalImages: 5, imagesWithoutAlt: 1, imagesWithEmptyAlt: 1, altCoverage: 80, missingAltFiles: ['taust.png'] });
  });

  it('names at most ten pictures without alt, by file name as text (query dropped, escapes decoded, data: and srcset handled)', () => {
    const many = Array.from({ length: 12 }, (_, i) => `<img src="/pildid/pilt-${i + 1}.jpg?v=3">`).join('');
    const result = analyzeImages(parseHtml(`${many}<img src="/%C3%B5un.png">`));
    expect(result).toMatchObject({ totalImages: 13, imagesWithoutAlt: 13, altCoverage: 0 });
    expect(result.missingAltFiles).toHaveLength(10);
    expect(result.missingAltFiles?.[0]).toBe('pilt-1.jpg');
    const odd = analyzeImages(parseHtml('<img src="/%C3%B5un.png"><img srcset="/a/suur.webp 2x, /a/vaike.webp 1x"><img src="data:image/png;base64,AAAA"><img src="/<b>x</b>.png">'));
    expect(odd.missingAltFiles).toEqual(['õun.png', 'suur.webp', 'pilt lehe sees (data-aadress)', 'b>.png']);
  });

  it('a page with no images has 100% coverage', () => {
    expect(analyzeImages(doc('no-images.html'))).toEqual({ totalImages: 0, imagesWithoutAlt: 0, imagesWithEmptyAlt: 0, altCoverage: 100, missingAltFiles: [] });
  });

  it('a hostile page: images are counted, never loaded', () => {
    expect(analyzeImages(doc('hostile.html'))).toMatchObject({ totalImages: 1, imagesWithoutAlt: 0, altCoverage: 100 });
    expect(pwned()).toBeUndefined();
  });

  it('coverage is the rounded percent of images described or marked decorative', () => {
    expect(altCoverage(0, 0)).toBe(100);
    expect(altCoverage(3, 2)).toBe(67);
    expect(altCoverage(3, 0)).toBe(0);
  });
});

describe('analyzeStructuredData', () => {
  it('counts JSON-LD blocks and microdata items with their types (incl. @graph and type lists)', () => {
    expect(analyzeStructuredData(doc('good.html'))).toEqual({
      hasJsonLd: true,
      hasMicrodata: true,
      jsonLdCount: 2,
      invalidJsonLdCount: 0,
      microdataCount: 1,
      types: ['CafeOrCoffeeShop', 'WebSite', 'Organization', 'LocalBusiness', 'Menu'],
    });
  });

  it('a poor page has none', () => {
    expect(analyzeStructuredData(doc('poor.html'))).toEqual({
      hasJsonLd: false,
      hasMicrodata: false,
      jsonLdCount: 0,
      invalidJsonLdCount: 0,
      microdataCount: 0,
      types: [],
    });
  });

  it('broken JSON-LD is reported as invalid, not counted, declares no type, and nothing in it runs', () => {
    const result = analyzeStructuredData(doc('hostile.html'));
    expect(result).toMatchObject({ hasJsonLd: false, jsonLdCount: 0, invalidJsonLdCount: 1 });
    expect(result.types).toEqual([]);
    expect(pwned()).toBeUndefined();
  });

  it('limits the number and length of types', () => {
    const blocks = Array.from({ length: 30 }, (_, i) => `{"@type":"Type${i}${'x'.repeat(100)}"}`);
    const html = `<script type="application/ld+json">[${blocks.join(',')}]</script>`;
    const { types } = analyzeStructuredData(parseHtml(html));
    expect(types).toHaveLength(20);
    for (const t of types) expect(t.length).toBeLessThanOrEqual(60);
  });
});

describe('analyzeSocialMeta', () => {
  it('a good page: full Open Graph and Twitter card plus favicon', () => {
    const d = doc('good.html');
    expect(hasIconLink(d)).toBe(true);
    expect(analyzeSocialMeta(d, true)).toEqual({
      openGraph: { hasTitle: true, hasDescription: true, hasImage: true, hasUrl: true, coverage: 100 },
      twitterCard: { hasCard: true, hasTitle: true, hasDescription: true, hasImage: true, coverage: 100 },
      hasFavicon: true,
      overallScore: 100,
    });
  });

  it('a poor page: nothing', () => {
    const d = doc('poor.html');
    expect(hasIconLink(d)).toBe(false);
    expect(analyzeSocialMeta(d, false).overallScore).toBe(0);
  });

  it('partial tags: score is the average of Open Graph, Twitter and favicon percentages', () => {
    const d = doc('no-images.html');
    expect(hasIconLink(d)).toBe(true);
    const result = analyzeSocialMeta(d, true);
    expect(result.openGraph.coverage).toBe(25);
    // twitter:card, and the title from og:title (X falls back to Open Graph).
    expect(result.twitterCard).toMatchObject({ hasCard: true, hasTitle: true, hasDescription: false, hasImage: false, coverage: 50 });
    expect(result.overallScore).toBe(58);
    expect(socialScore(100, 50, false)).toBe(50);
    expect(socialScore(75, 25, true)).toBe(67);
  });
});

describe('checkPage', () => {
  const deps = (site: (typeof SITES)[keyof typeof SITES], extra = {}) => ({ ...fakeFetch(site, extra), proxy: TEST_PROXY });

  it('fetches the page through the proxy and runs every analyser', async () => {
    const { fetch, calls } = fakeFetch(SITES.good);
    const result = await checkPage('https://paikesekiir.test', 'https://paikesekiir.test', { fetch, proxy: TEST_PROXY });
    expect(calls.map((c) => `${c.method} ${c.target}`)).toEqual(['GET https://paikesekiir.test']);
    expect(result.htmlAnalysis.titleLength).toBe(49);
    expect(result.imageAnalysis.totalImages).toBe(2);
    expect(result.structuredData.jsonLdCount).toBe(2);
    expect(result.socialMeta.hasFavicon).toBe(true);
  });

  it('without an icon link, asks for /favicon.ico with HEAD', async () => {
    const { fetch, calls } = deps(SITES.poor);
    const result = await checkPage('https://vanapood.test', 'https://vanapood.test', { fetch, proxy: TEST_PROXY });
    expect(calls.map((c) => `${c.method} ${c.target}`)).toEqual(['GET https://vanapood.test', 'HEAD https://vanapood.test/favicon.ico']);
    expect(result.socialMeta.hasFavicon).toBe(false);
  });

  it('an unreachable page gives every fallback text', async () => {
    const { fetch } = fakeFetch(SITES.unreachable);
    const result = await checkPage('https://olematu.test', 'https://olematu.test', { fetch, proxy: TEST_PROXY });
    expect(result.htmlAnalysis.error).toBe('HTML analysis failed');
    expect(result.imageAnalysis.error).toBe('Image analysis failed');
    expect(result.structuredData.error).toBe('Structured data analysis failed');
    expect(result.socialMeta.error).toBe('Social meta analysis failed');
  });

  it('one failing analyser does not take the others with it', () => {
    const tree = doc('good.html');
    Object.defineProperty(tree.byTag, 'img', {
      get() {
        throw new Error('boom');
      },
    });
    const result = analyzeParsedPage(tree, 'utf-8');
    expect(result.imageAnalysis.error).toBe('Image analysis failed');
    expect(result.htmlAnalysis.title).toBe('Kohvik Päikesekiir – värske kohv ja koogid Tartus');
    expect(result.structuredData.jsonLdCount).toBe(2);
  });

  it('the 15 s deadline also covers a body that stops arriving', async () => {
    vi.useFakeTimers();
    try {
      const stalled = () =>
        Promise.resolve(
          new Response(
            new ReadableStream({
              start(controller) {
                controller.enqueue(new TextEncoder().encode('<html><head><title>Pool'));
              },
            }),
            { status: 200, headers: { 'Content-Type': 'text/html' } },
          ),
        );
      const pending = checkPage('https://paikesekiir.test', 'https://paikesekiir.test', { fetch: stalled, proxy: TEST_PROXY });
      await vi.advanceTimersByTimeAsync(15_000);
      expect((await pending).htmlAnalysis.error).toBe('HTML analysis failed');
    } finally {
      vi.useRealTimers();
    }
  });

  it('cuts a body over the limit before parsing', async () => {
    const padding = `<p>${'x'.repeat(1024)}</p>`.repeat(40);
    const html = `<html><head><title>Alguses</title></head><body>${padding}<h1>Lõpus</h1></body></html>`;
    const { fetch } = fakeFetch(SITES.good, { override: () => ({ status: 200, body: html, contentType: 'text/html' }) });
    const result = await checkPage('https://paikesekiir.test', 'https://paikesekiir.test', {
      fetch,
      proxy: TEST_PROXY,
      maxBodyBytes: 16 * 1024,
    });
    expect(result.htmlAnalysis.title).toBe('Alguses');
    expect(result.htmlAnalysis.h1Count).toBe(0);
  });
});

describe('reading bodies', () => {
  it('readTextLimited stops at the byte limit and never splits a character badly', async () => {
    const body = 'ä'.repeat(10);
    expect(await readTextLimited(new Response(body), 5)).toBe('ää');
    expect(await readTextLimited(new Response(body), 1000)).toBe(body);
    expect(MAX_BODY_BYTES).toBe(3 * 1024 * 1024);
  });

  it('readBytesLimited joins the chunks of a streamed body and stops at the limit', async () => {
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of [[1, 2, 3], [4, 5], [6, 7, 8, 9]]) controller.enqueue(new Uint8Array(chunk));
        controller.close();
      },
    });
    expect(Array.from(await readBytesLimited(new Response(stream), 7))).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(Array.from(await readBytesLimited(new Response(new Uint8Array([1, 2])), 7))).toEqual([1, 2]);
  });

  it('shorten cuts with an ellipsis', () => {
    expect(shorten('  lühike  ', 10)).toBe('lühike');
    expect(shorten('abcdefghijkl', 5)).toBe('abcd…');
  });
});
