/**
 * What each error code means for the visitor, in Estonian: the API's codes and the browser's own (both from the
 * contract, lib/tester/contract.mjs). The only place these sentences are written; the data carries codes.
 */
import type { ErrorCode } from '@/lib/tester/contract.mjs';

export const ERROR_WORDS: Record<ErrorCode, string> = {
  bad_url: 'Aadress puudub või ei ole korrektne http- või https-aadress.',
  bad_host:
    'Sellist domeeninime ei saa olla: nime osa on tühi, pikem kui 63 märki või algab või lõpeb sidekriipsuga, või on nimi pikem kui 253 märki.',
  no_domain: 'Aadressis ei ole domeeninime (see on IP-aadress või üheosaline nimi), seega pole domeeni ega e-posti seadeid, mida kontrollida.',
  credentials: 'Aadressis ei tohi olla kasutajanime ega parooli.',
  port: 'Kontrollime ainult tavalisi veebiaadresse (port 80 või 443).',
  forbidden_address: 'Seda aadressi ei saa kontrollida: see ei ole avalik veebileht.',
  forbidden_redirect: 'Leht suunab edasi aadressile, mida ei saa kontrollida: see ei ole avalik veebileht.',
  own_api: 'Testija ei kontrolli iseenda API aadresse.',
  fetch_only: 'Seda aadressi saab kasutada ainult veebilehe testija kaudu, mitte brauseris avada.',
  not_found: 'Sellist API aadressi ei ole.',
  method: 'Lubatud on ainult GET- ja HEAD-päringud.',
  wrong_host: 'See server ei teeninda seda hostinime.',
  rate_limited: 'Liiga palju päringuid, proovi minuti pärast uuesti.',
  dns: 'Sellist domeeni ei leitud. Kontrolli, kas aadress on õigesti kirjutatud.',
  unreachable: 'Lehega ei saadud ühendust.',
  tls: 'Turvalist ühendust ei saanud luua: lehe sertifikaat ei ole kehtiv.',
  too_many_redirects: 'Leht suunab edasi liiga palju kordi (üle 10 korra).',
  bad_response: 'Leht saatis vastuse, mida ei saanud lugeda.',
  pagespeed_forbidden: 'Google’i mõõtmisteenus keeldus päringust.',
  pagespeed_failed: 'Google’i mõõtmisteenus vastas veaga.',
  pagespeed_network: 'Ühendus Google’i mõõtmisteenusega ebaõnnestus.',
  validator_failed: 'W3C validaator vastas veaga.',
  validator_network: 'Ühendus W3C validaatoriga ebaõnnestus.',
  validator_unreadable: 'W3C validaatori vastust ei saanud lugeda.',
  validator_timeout: 'W3C validaator ei vastanud 15 sekundi jooksul.',
  busy: 'Server on praegu hõivatud. Proovi hetke pärast uuesti.',
  pagespeed_key_missing: 'Google’i mõõtmine (kiirus, SEO, ligipääsetavus, head tavad) pole meie testijas praegu sisse lülitatud.',
  connect_timeout: 'Lehega ei saadud 5 sekundi jooksul ühendust.',
  timeout: 'Leht ei vastanud 15 sekundi jooksul.',
  dns_timeout: 'Nimeserver ei vastanud õigel ajal, domeeni seadeid ei õnnestunud lugeda.',
  loop: 'Päring tuli testijalt endalt: testija ei kutsu iseennast välja.',
  internal: 'Serveris tekkis viga. Proovi hiljem uuesti.',
  client_timeout: 'Leht ei vastanud õigel ajal.',
  network: 'Ühendus testija serveriga katkes.',
  http: 'Testija server vastas veaga.',
  bad_answer: 'Testija server saatis vastuse, mida ei saanud lugeda. Proovi hiljem uuesti.',
};

/** The words for `code` when it is an error code of the contract, else null. */
export function errorWords(code: string): string | null {
  return Object.hasOwn(ERROR_WORDS, code) ? ERROR_WORDS[code as ErrorCode] : null;
}
