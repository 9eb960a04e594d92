/**
 * Plain explanations (in the site's language) of what the checks return in technical terms. The result data keeps
 * the spec's texts ('SSL test failed', 'API error (status): message', 'Network error', ...) and error codes of the
 * contract, so the notification and the saved results stay as specified; the visitor reads these sentences instead,
 * never the raw codes. Every text is found by lookup (ERROR_WORDS and the tables below), never by guessing its
 * language.
 */
import { FALLBACK_ERRORS } from '@/lib/tester/engine/deps';
import { ERROR_WORDS, errorWords } from '@/lib/tester/report/error-words';
import { HTTP_UNREACHABLE } from '@/lib/tester/checks/http-status';
import { PAGESPEED_ERRORS } from '@/lib/tester/checks/pagespeed';
import { SSL_NO_HTTPS } from '@/lib/tester/checks/ssl';
import { W3C_ERRORS } from '@/lib/tester/checks/w3c';

/** Said once, in the speed section's intro, when PageSpeed gave no scores (before the reason). */
export const SPEED_UNAVAILABLE =
  process.env.SITE_LOCALE === 'en' ? 'Google’s measurements were not available this time.' : 'Google’i mõõtmise tulemusi seekord ei saadud.';

/** What a speed card says when PageSpeed gave no scores: the reason is said once, in the section's intro (T8). */
export const SPEED_NOT_MEASURED =
  process.env.SITE_LOCALE === 'en'
    ? 'Google did not measure this figure; the reason is given at the start of this section.'
    : 'Seda Google’i näitajat ei mõõdetud, põhjus on kirjas jaotise alguses.';

/**
 * Why there are no PageSpeed scores, said once for the whole section: a missing key is permanent and is said as
 * such (no "seekord"); any other failure is this run's.
 */
export function speedUnavailableInWords(error: string): string {
  return error === PAGESPEED_ERRORS.missingKey ? ERROR_WORDS.pagespeed_key_missing : `${SPEED_UNAVAILABLE} ${explainSpeedError(error)}`;
}

/** An HTTP status in plain words: "404 – lehte ei leitud" ("404 – page not found"). */
const STATUS_WORDS: Record<number, string> = process.env.SITE_LOCALE === 'en' ? {
  200: 'OK',
  201: 'created',
  203: 'OK, through an intermediary',
  204: 'OK, no content',
  301: 'moved permanently',
  302: 'moved temporarily',
  303: 'sent to another page',
  304: 'not modified',
  307: 'moved temporarily',
  308: 'moved permanently',
  400: 'bad request',
  401: 'login required',
  403: 'access forbidden',
  404: 'page not found',
  405: 'request method not allowed',
  408: 'request timed out',
  410: 'page removed',
  429: 'too many requests',
  451: 'unavailable for legal reasons',
  500: 'internal server error',
  501: 'request not supported by the server',
  502: 'an intermediate server got a bad answer',
  503: 'service temporarily unavailable',
  504: 'an intermediate server got no answer in time',
} : {
  200: 'korras',
  201: 'loodud',
  203: 'korras, vahendaja kaudu',
  204: 'korras, sisu pole',
  301: 'püsivalt ümber suunatud',
  302: 'ajutiselt ümber suunatud',
  303: 'suunatud teisele lehele',
  304: 'muutmata',
  307: 'ajutiselt ümber suunatud',
  308: 'püsivalt ümber suunatud',
  400: 'vigane päring',
  401: 'nõuab sisselogimist',
  403: 'ligipääs keelatud',
  404: 'lehte ei leitud',
  405: 'päringuviis pole lubatud',
  408: 'päring aegus',
  410: 'leht on eemaldatud',
  429: 'liiga palju päringuid',
  451: 'ligipääs õiguslikel põhjustel keelatud',
  500: 'serveri sisemine viga',
  501: 'server ei toeta päringut',
  502: 'vahendav server sai vigase vastuse',
  503: 'teenus pole ajutiselt saadaval',
  504: 'vahendav server ei saanud õigel ajal vastust',
};

const STATUS_CLASS_WORDS: Record<number, string> = process.env.SITE_LOCALE === 'en' ? {
  1: 'interim response',
  2: 'OK',
  3: 'redirected',
  4: 'request error',
  5: 'server error',
} : {
  1: 'vahevastus',
  2: 'korras',
  3: 'ümber suunatud',
  4: 'päringu viga',
  5: 'serveri viga',
};

export function statusInWords(status: number): string {
  const words = STATUS_WORDS[status] ?? STATUS_CLASS_WORDS[Math.floor(status / 100)] ?? (process.env.SITE_LOCALE === 'en' ? 'unknown response' : 'tundmatu vastus');
  return `${status} – ${words}`;
}

/** Why PageSpeed gave no scores, from its error text (the spec's: 'API error (429): ...', 'Network error', ...). */
export function explainSpeedError(error: string): string {
  if (error === PAGESPEED_ERRORS.missingKey) return ERROR_WORDS.pagespeed_key_missing;
  if (error === PAGESPEED_ERRORS.network) return ERROR_WORDS.pagespeed_network;
  if (error === PAGESPEED_ERRORS.forbidden) return ERROR_WORDS.pagespeed_forbidden;
  const api = /^API error \((\d+)\): ?(.*)$/s.exec(error);
  if (api) {
    const status = Number(api[1]);
    const message = api[2];
    // The tester API's own refusal of the run (busy, too many requests...): its code after the status.
    const own = errorWords(message);
    if (own) return own;
    if (process.env.SITE_LOCALE === 'en') {
      if (status === 429) return 'Google’s measurement limit is used up for now. Try again in a while.';
      if (/DOCUMENT_REQUEST|NO_FCP|DNS_FAILURE|FAILED_TO_LOAD|NOT_HTML|PAGE_HUNG/i.test(message)) return 'Google could not open the page to measure it.';
      return `Google’s measurement service answered with error ${status}.`;
    }
    if (status === 429) return 'Google’i mõõtmiste limiit on praegu täis. Proovi mõne aja pärast uuesti.';
    if (/DOCUMENT_REQUEST|NO_FCP|DNS_FAILURE|FAILED_TO_LOAD|NOT_HTML|PAGE_HUNG/i.test(message)) {
      return 'Google ei saanud lehte mõõtmiseks avada.';
    }
    return `Google’i mõõtmisteenus vastas veaga ${status}.`;
  }
  return process.env.SITE_LOCALE === 'en' ? 'Google’s measurement service gave no result this time.' : 'Google’i mõõtmisteenus ei andnud seekord tulemust.';
}

/** An error code of the contract with an optional HTTP status: "validator_failed (503)". */
const CODED = /^([a-z_]+)(?: \((\d{3})\))?$/;

/** The first letter in lower case, for a sentence that goes after a colon (an abbreviation such as W3C stays). */
const afterColon = (sentence: string) => (/^\p{Lu}\p{Ll}/u.test(sentence) ? sentence.charAt(0).toLowerCase() + sentence.slice(1) : sentence);

/**
 * Why the markup check has no count, from 'Viga HTML analüüsis: {error}' (W3C_DETAILS: an error code, or the
 * checker's own message) or the missing-result text.
 */
export function explainW3cError(error: string): string {
  if (error === W3C_ERRORS.missing) return error;
  const prefix = W3C_ERRORS.failed('');
  const detail = error.startsWith(prefix) ? error.slice(prefix.length) : error;
  const coded = CODED.exec(detail);
  const words = coded ? errorWords(coded[1]) : null;
  if (coded && words && process.env.SITE_LOCALE === 'en') {
    if (coded[1] === 'validator_failed' && coded[2]) return `The HTML errors could not be checked: the W3C validator answered with error ${coded[2]}.`;
    return coded[1].startsWith('validator_') ? `The HTML errors could not be checked: ${afterColon(words)}` : `The HTML errors could not be checked. ${words}`;
  }
  if (coded && words) {
    if (coded[1] === 'validator_failed' && coded[2]) return `HTML-vigu ei õnnestunud kontrollida: W3C-validaator vastas veaga ${coded[2]}.`;
    // The checker's own failures after a colon; the tester API's refusals (busy, a forbidden address...) as sentences.
    return coded[1].startsWith('validator_') ? `HTML-vigu ei õnnestunud kontrollida: ${afterColon(words)}` : `HTML-vigu ei õnnestunud kontrollida. ${words}`;
  }
  // The validator's own message (in English) is quoted, introduced in the site's language.
  if (process.env.SITE_LOCALE === 'en') return `The W3C validator could not check the page. The validator’s message: “${detail}”`;
  return `W3C-validaator ei saanud lehte kontrollida. Validaatori teade (inglise keeles): „${detail}“`;
}

/** The sub-checks' fallback texts and what they mean for the visitor. */
const FALLBACK_EXPLANATIONS: Record<string, string> = process.env.SITE_LOCALE === 'en' ? {
  [FALLBACK_ERRORS.ssl]: 'The secure connection could not be checked.',
  [FALLBACK_ERRORS.httpStatus]: 'The server’s response could not be checked.',
  [FALLBACK_ERRORS.robotsTxt]: 'The robots.txt file could not be checked.',
  [FALLBACK_ERRORS.sitemapXml]: 'The sitemap.xml file could not be checked.',
  [FALLBACK_ERRORS.html]: 'The page’s content could not be read: the page did not answer or answered with an error.',
  [FALLBACK_ERRORS.images]: 'The page’s images could not be read.',
  [FALLBACK_ERRORS.structuredData]: 'The page’s structured data could not be read.',
  [FALLBACK_ERRORS.socialMeta]: 'The social media sharing tags (Open Graph, X) could not be read.',
} : {
  [FALLBACK_ERRORS.ssl]: 'Turvalist ühendust ei õnnestunud kontrollida.',
  [FALLBACK_ERRORS.httpStatus]: 'Serveri vastust ei õnnestunud kontrollida.',
  [FALLBACK_ERRORS.robotsTxt]: 'Faili robots.txt ei õnnestunud kontrollida.',
  [FALLBACK_ERRORS.sitemapXml]: 'Faili sitemap.xml ei õnnestunud kontrollida.',
  [FALLBACK_ERRORS.html]: 'Lehe sisu ei õnnestunud lugeda: leht ei vastanud või vastas veaga.',
  [FALLBACK_ERRORS.images]: 'Lehe pilte ei õnnestunud lugeda.',
  [FALLBACK_ERRORS.structuredData]: 'Lehe struktureeritud andmeid ei õnnestunud lugeda.',
  [FALLBACK_ERRORS.socialMeta]: 'Sotsiaalmeedia jagamise märgendeid (Open Graph, X) ei õnnestunud lugeda.',
};

/** The checks' own texts that the spec fixes (in the site's language): shown as they are. */
const SHOWN_AS_IS = new Set<string>([HTTP_UNREACHABLE, SSL_NO_HTTPS]);

/**
 * A check's error in the site's language, by looking it up: the spec's fallback texts, the error codes of the contract, and
 * the checks' own Estonian texts. Anything else (an old saved result, a message nobody planned for) gets a
 * general sentence: no text is shown because of the language it seems to be in.
 */
export function explainFailure(error: string): string {
  return FALLBACK_EXPLANATIONS[error] ?? errorWords(error) ?? (SHOWN_AS_IS.has(error) ? error : process.env.SITE_LOCALE === 'en' ? 'This check could not be done.' : 'Seda kontrolli ei õnnestunud teha.');
}
