/**
 * The English site's explanations of what the checks return (lib/tester/report/explain.ts), the spec's text for a
 * site that does not answer, and the names of pictures without a file name: what an English-speaking owner reads
 * instead of the raw codes, with no Estonian left.
 */
import { describe, expect, it } from 'vitest';
import { FALLBACK_ERRORS } from '@/lib/tester/engine/deps';
import { explainFailure, explainSpeedError, explainW3cError, SPEED_NOT_MEASURED, SPEED_UNAVAILABLE, statusInWords } from '@/lib/tester/report/explain';
import { HTTP_UNREACHABLE } from '@/lib/tester/checks/http-status';
import { analyzeImages } from '@/lib/tester/checks/images';
import { W3C_ERRORS } from '@/lib/tester/checks/w3c';
import { indexPage, parseHtmlDocument } from '@/lib/tester/page/html-tree';
import { estonianIn } from '@/tests/language';

/** Every HTTP status the report names in words, and some it only knows by class. */
const STATUSES = [100, 200, 201, 203, 204, 299, 301, 302, 303, 304, 307, 308, 399, 400, 401, 403, 404, 405, 408, 410, 418, 429, 451, 500, 501, 502, 503, 504, 599, 700];

describe('the checks’ results explained in English', () => {
  it('an HTTP status in plain words', () => {
    expect(statusInWords(200)).toBe('200 – OK');
    expect(statusInWords(301)).toBe('301 – moved permanently');
    expect(statusInWords(404)).toBe('404 – page not found');
    expect(statusInWords(503)).toBe('503 – service temporarily unavailable');
    expect(statusInWords(418)).toBe('418 – request error');
    expect(statusInWords(700)).toBe('700 – unknown response');
  });

  it('the spec’s fallback texts and anything unplanned', () => {
    expect(explainFailure(FALLBACK_ERRORS.html)).toBe('The page’s content could not be read: the page did not answer or answered with an error.');
    expect(explainFailure(FALLBACK_ERRORS.robotsTxt)).toBe('The robots.txt file could not be checked.');
    expect(explainFailure('Something went wrong')).toBe('This check could not be done.');
    // The spec's text for a site that does not answer, in the site's language, shown as it is.
    expect(HTTP_UNREACHABLE).toBe('HTTP status: Connection failed');
    expect(explainFailure(HTTP_UNREACHABLE)).toBe(HTTP_UNREACHABLE);
  });

  it('why Google gave no speed scores, and why the HTML was not checked', () => {
    expect(SPEED_UNAVAILABLE).toBe('Google’s measurements were not available this time.');
    expect(explainSpeedError('API error (429): Quota exceeded')).toBe('Google’s measurement limit is used up for now. Try again in a while.');
    expect(explainSpeedError('API error (500): Lighthouse returned error: NO_FCP')).toBe('Google could not open the page to measure it.');
    expect(explainSpeedError('API error (500): odd')).toBe('Google’s measurement service answered with error 500.');
    expect(explainSpeedError('odd')).toBe('Google’s measurement service gave no result this time.');
    expect(explainW3cError(W3C_ERRORS.failed('validator_failed (503)'))).toBe('The HTML errors could not be checked: the W3C validator answered with error 503.');
    expect(explainW3cError(W3C_ERRORS.failed('Unexpected end of input'))).toBe('The W3C validator could not check the page. The validator’s message: “Unexpected end of input”');
  });

  it('a picture without a file name is named in English', () => {
    const parse = (html: string) => indexPage(parseHtmlDocument(html));
    expect(analyzeImages(parse('<img src="data:image/png;base64,AAAA"><img src=""><img src="/img/shop.jpg">')).missingAltFiles).toEqual([
      'image inside the page (data address)',
      'image without an address',
      'shop.jpg',
    ]);
  });

  it('no Estonian in any of it', () => {
    const texts = [
      SPEED_UNAVAILABLE,
      SPEED_NOT_MEASURED,
      HTTP_UNREACHABLE,
      ...STATUSES.map(statusInWords),
      ...Object.values(FALLBACK_ERRORS).map(explainFailure),
      explainFailure('Something went wrong'),
      ...['API error (429): x', 'API error (500): NOT_HTML', 'API error (502): x', 'Network failure', ''].map(explainSpeedError),
      explainW3cError(W3C_ERRORS.failed('validator_failed (500)')),
      explainW3cError(W3C_ERRORS.failed('Bad gateway')),
    ];
    for (const text of texts) expect(estonianIn(text), text).toEqual([]);
  });
});
