import { describe, expect, it } from 'vitest';
import { API_ERRORS, CLIENT_ERRORS } from '@/lib/tester/contract.mjs';
import { FALLBACK_ERRORS } from '@/lib/tester/engine/deps';
import { ERROR_WORDS } from '@/lib/tester/report/error-words';
import { explainFailure, explainSpeedError, explainW3cError, SPEED_UNAVAILABLE, statusInWords } from '@/lib/tester/report/explain';
import { HTTP_UNREACHABLE } from '@/lib/tester/checks/http-status';
import { PAGESPEED_ERRORS } from '@/lib/tester/checks/pagespeed';
import { SSL_NO_HTTPS } from '@/lib/tester/checks/ssl';
import { W3C_DETAILS, W3C_ERRORS } from '@/lib/tester/checks/w3c';

/** Words of the spec's English texts and of the services' English messages. */
const ENGLISH = /\b(failed|error|Network|missing|API|Quota|exceeded|Lighthouse|analysis|check|Unknown|environment|variables|forbidden|key)\b/i;

describe('every failure in Estonian: the spec’s English texts stay in the data only', () => {
  it.each(Object.values(FALLBACK_ERRORS))('%j', (error) => {
    const text = explainFailure(error);
    expect(text).not.toMatch(ENGLISH);
    expect(text).toMatch(/ei õnnestunud/);
  });

  it('the checks’ own Estonian texts are kept as they are', () => {
    expect(explainFailure(HTTP_UNREACHABLE)).toBe('HTTP staatus: Ühendus ebaõnnestus');
    expect(explainFailure(SSL_NO_HTTPS)).toBe(SSL_NO_HTTPS);
  });

  it('an unknown English text never reaches the visitor', () => {
    expect(explainFailure('Something went wrong')).toBe('Seda kontrolli ei õnnestunud teha.');
    expect(explainFailure('getaddrinfo ENOTFOUND x.ee')).toBe('Seda kontrolli ei õnnestunud teha.');
  });

  it('the tester API’s error codes are said in Estonian, by lookup: no text is judged by its language', () => {
    for (const [code, message] of [
      ['forbidden_address', 'Seda aadressi ei saa kontrollida: see ei ole avalik veebileht.'],
      ['timeout', 'Leht ei vastanud 15 sekundi jooksul.'],
      ['internal', 'Serveris tekkis viga. Proovi hiljem uuesti.'],
      ['rate_limited', 'Liiga palju päringuid, proovi minuti pärast uuesti.'],
      ['bad_answer', 'Meie testiserver saatis vastuse, mida ei saanud lugeda. Proovi hiljem uuesti.'],
    ]) {
      expect(explainFailure(code)).toBe(message);
    }
    // An Estonian sentence that is not one of the tables' is no longer shown because it looks Estonian.
    expect(explainFailure('Kontrolliteenus vastas veaga.')).toBe('Seda kontrolli ei õnnestunud teha.');
  });

  it('every error code of the contract has its words, and none of them is English', () => {
    for (const code of [...Object.keys(API_ERRORS), ...Object.values(CLIENT_ERRORS)]) {
      expect(ERROR_WORDS[code as keyof typeof ERROR_WORDS], code).toBeTruthy();
      // "API" is a word Estonian uses too ("API aadress").
      expect(ERROR_WORDS[code as keyof typeof ERROR_WORDS]).not.toMatch(new RegExp(ENGLISH.source.replace('|API|', '|'), 'i'));
    }
  });

  it('the tester API refusing the HTML check: its words after the check’s', () => {
    expect(explainW3cError(W3C_ERRORS.failed('busy'))).toBe('HTML-vigu ei õnnestunud kontrollida. Server on praegu hõivatud. Proovi hetke pärast uuesti.');
    expect(explainW3cError(W3C_ERRORS.failed('validator_unreadable'))).toBe('HTML-vigu ei õnnestunud kontrollida: W3C-validaatori vastust ei saanud lugeda.');
  });

  it.each([
    [PAGESPEED_ERRORS.missingKey, 'Google’i mõõtmine (kiirus, SEO, ligipääsetavus, head tavad) pole meie testijas praegu sisse lülitatud.'],
    [PAGESPEED_ERRORS.forbidden, 'Google’i mõõtmisteenus keeldus päringust.'],
    [PAGESPEED_ERRORS.network, 'Ühendus Google’i mõõtmisteenusega ebaõnnestus.'],
    [PAGESPEED_ERRORS.api(429, "Quota exceeded for quota metric 'Queries'"), 'Google’i mõõtmiste limiit on praegu täis. Proovi mõne aja pärast uuesti.'],
    [PAGESPEED_ERRORS.api(500, 'Lighthouse returned error: FAILED_DOCUMENT_REQUEST.'), 'Google ei saanud lehte mõõtmiseks avada.'],
    [PAGESPEED_ERRORS.api(400, 'Lighthouse returned error: ERRORED_DOCUMENT_REQUEST. Status code: 404'), 'Google ei saanud lehte mõõtmiseks avada.'],
    [PAGESPEED_ERRORS.api(503, 'Backend Error'), 'Google’i mõõtmisteenus vastas veaga 503.'],
  ])('PageSpeed %j', (error, text) => {
    expect(explainSpeedError(error)).toBe(text);
    expect(`${SPEED_UNAVAILABLE} ${text}`).not.toMatch(ENGLISH);
  });

  it.each([
    [W3C_ERRORS.failed(W3C_DETAILS.timeout), 'HTML-vigu ei õnnestunud kontrollida: W3C-validaator ei vastanud 15 sekundi jooksul.'],
    [W3C_ERRORS.failed(W3C_DETAILS.network), 'HTML-vigu ei õnnestunud kontrollida: ühendus W3C-validaatoriga ebaõnnestus.'],
    [W3C_ERRORS.failed(W3C_DETAILS.status(503)), 'HTML-vigu ei õnnestunud kontrollida: W3C-validaator vastas veaga 503.'],
    [W3C_ERRORS.missing, 'Tehnilisi vigu ei õnnestunud kontrollida.'],
  ])('the HTML check %j', (error, text) => {
    expect(explainW3cError(error)).toBe(text);
  });

  it('the validator’s own message is quoted, introduced in Estonian', () => {
    expect(explainW3cError(W3C_ERRORS.failed('HTTP resource not retrievable. The HTTP status from the remote server was: 404.'))).toBe(
      'W3C-validaator ei saanud lehte kontrollida. Validaatori teade (inglise keeles): „HTTP resource not retrievable. The HTTP status from the remote server was: 404.“',
    );
  });
});

describe('HTTP status in words', () => {
  it.each([
    [200, '200 – korras'],
    [301, '301 – püsivalt ümber suunatud'],
    [404, '404 – lehte ei leitud'],
    [410, '410 – leht on eemaldatud'],
    [503, '503 – teenus pole ajutiselt saadaval'],
    [418, '418 – päringu viga'],
    [599, '599 – serveri viga'],
  ])('%i', (status, words) => {
    expect(statusInWords(status)).toBe(words);
  });
});
