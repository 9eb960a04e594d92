/**
 * Estonian explanations of what the checks return in technical terms. The result data keeps the spec's
 * texts ('SSL test failed', 'API error (status): message', 'Network error', ...), so the notification and
 * the saved results stay as specified; the visitor reads these sentences instead, never the English.
 */
import { FALLBACK_ERRORS } from '@/lib/tester/deps';
import { PAGESPEED_ERRORS } from '@/lib/tester/pagespeed';
import { W3C_DETAILS, W3C_ERRORS } from '@/lib/tester/w3c';

/** Said on every speed card when PageSpeed gave no scores, whatever the reason. */
export const SPEED_UNAVAILABLE = 'Kiiruse mõõtmine pole praegu saadaval.';

/** An HTTP status in plain words: "404 – lehte ei leitud". */
const STATUS_WORDS: Record<number, string> = {
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

const STATUS_CLASS_WORDS: Record<number, string> = {
  1: 'vahevastus',
  2: 'korras',
  3: 'ümber suunatud',
  4: 'päringu viga',
  5: 'serveri viga',
};

export function statusInWords(status: number): string {
  const words = STATUS_WORDS[status] ?? STATUS_CLASS_WORDS[Math.floor(status / 100)] ?? 'tundmatu vastus';
  return `${status} – ${words}`;
}

/** Why PageSpeed gave no scores, from its error text ('API error (429): ...', 'Network error', ...). */
export function explainSpeedError(error: string): string {
  if (error === PAGESPEED_ERRORS.missingKey) return 'Mõõtmisteenus pole sellel lehel praegu kasutusel.';
  if (error === PAGESPEED_ERRORS.network) return 'Ühendus Google’i mõõtmisteenusega ebaõnnestus.';
  if (error === PAGESPEED_ERRORS.forbidden) return 'Google’i mõõtmisteenus keeldus päringust.';
  const api = /^API error \((\d+)\): ?(.*)$/s.exec(error);
  if (api) {
    const status = Number(api[1]);
    const message = api[2];
    if (status === 429) return 'Google’i mõõtmiste limiit on praegu täis. Proovi mõne aja pärast uuesti.';
    if (/DOCUMENT_REQUEST|NO_FCP|DNS_FAILURE|FAILED_TO_LOAD|NOT_HTML|PAGE_HUNG/i.test(message)) {
      return 'Google ei saanud lehte mõõtmiseks avada.';
    }
    return `Google’i mõõtmisteenus vastas veaga ${status}.`;
  }
  return 'Google’i mõõtmisteenus ei andnud seekord tulemust.';
}

/** Letters of Estonian that English text (the validator's own messages) does not use. */
const ESTONIAN_LETTERS = /[õäöüšžÕÄÖÜŠŽ]/;

/** Why the markup check has no count, from 'Viga HTML analüüsis: {error}' or the missing-result text. */
export function explainW3cError(error: string): string {
  if (error === W3C_ERRORS.missing) return error;
  const prefix = W3C_ERRORS.failed('');
  const detail = error.startsWith(prefix) ? error.slice(prefix.length) : error;
  if (detail === W3C_DETAILS.timeout) return 'HTML-vigu ei õnnestunud kontrollida: W3C validaator ei vastanud 15 sekundi jooksul.';
  if (detail === W3C_DETAILS.network) return 'HTML-vigu ei õnnestunud kontrollida: ühendus W3C validaatoriga ebaõnnestus.';
  const status = /^validaator vastas veaga (\d+)$/.exec(detail);
  if (status) return `HTML-vigu ei õnnestunud kontrollida: W3C validaator vastas veaga ${status[1]}.`;
  // The tester API's own Estonian messages (busy, too many requests, a forbidden address...) are shown as they are.
  if (ESTONIAN_LETTERS.test(detail)) return `HTML-vigu ei õnnestunud kontrollida. ${detail}`;
  // The validator's own message (in English) is quoted, introduced in Estonian.
  return `W3C validaator ei saanud lehte kontrollida. Validaatori teade (inglise keeles): „${detail}“`;
}

/** The sub-checks' fallback texts and what they mean for the visitor. */
const FALLBACK_EXPLANATIONS: Record<string, string> = {
  [FALLBACK_ERRORS.ssl]: 'Turvalist ühendust ei õnnestunud kontrollida, sest leht ei vastanud.',
  [FALLBACK_ERRORS.httpStatus]: 'Serveri vastust ei õnnestunud kontrollida.',
  [FALLBACK_ERRORS.robotsTxt]: 'robots.txt faili ei õnnestunud kontrollida.',
  [FALLBACK_ERRORS.sitemapXml]: 'sitemap.xml faili ei õnnestunud kontrollida.',
  [FALLBACK_ERRORS.html]: 'Lehe sisu ei õnnestunud lugeda: leht ei vastanud või vastas veaga.',
  [FALLBACK_ERRORS.images]: 'Lehe pilte ei õnnestunud lugeda.',
  [FALLBACK_ERRORS.structuredData]: 'Lehe struktureeritud andmeid ei õnnestunud lugeda.',
  [FALLBACK_ERRORS.socialMeta]: 'Lehe jagamise silte ei õnnestunud lugeda.',
};

/** Words of Estonian sentences that English ones do not use (the tester API's messages are Estonian, some in plain ASCII). */
const ESTONIAN_WORDS = /\b(ei|ja|pole|seda|sellist|leht|lehega|vastas|veaga|tekkis|viga)\b/i;

/**
 * A check's error text in Estonian. Estonian texts (the checks' own, e.g. 'HTTP staatus: Ühendus ebaõnnestus',
 * and the tester API's messages) are kept; any other text is taken for English and replaced.
 */
export function explainFailure(error: string): string {
  return FALLBACK_EXPLANATIONS[error] ?? (ESTONIAN_LETTERS.test(error) || ESTONIAN_WORDS.test(error) ? error : 'Seda kontrolli ei õnnestunud teha.');
}
