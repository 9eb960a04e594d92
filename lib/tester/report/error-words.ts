/**
 * What each error code means for the visitor, in the site's language: the API's codes and the browser's own (both from the
 * contract, lib/tester/contract.mjs). The only place these sentences are written; the data carries codes.
 */
import type { ErrorCode } from '@/lib/tester/contract.mjs';

export const ERROR_WORDS: Record<ErrorCode, string> =
  process.env.SITE_LOCALE === 'en'
    ? {
        bad_url: 'The address is missing or is not a valid http or https address.',
        bad_host:
          'This domain name cannot exist: a part of the name is empty, longer than 63 characters, or starts or ends with a hyphen, or the whole name is longer than 253 characters.',
        no_domain: 'The address has no domain name (it is an IP address or a one-part name), so there are no domain or e-mail settings to check.',
        credentials: 'The address must not contain a user name or a password.',
        port: 'We only check ordinary web addresses (port 80 or 443).',
        forbidden_address: 'This address cannot be checked: it is not a public website.',
        forbidden_redirect: 'The page redirects to an address that cannot be checked: it is not a public website.',
        own_api: 'The tester does not check its own API addresses.',
        fetch_only: 'This address is for the website tester only; it cannot be opened in a browser.',
        not_found: 'There is no such API address.',
        method: 'Only GET and HEAD requests are allowed.',
        wrong_host: 'This server does not serve this host name.',
        rate_limited: 'Too many requests, please try again in a minute.',
        dns_not_found: 'This domain name does not exist on the internet. Check the spelling, and whether the domain has been renewed.',
        dns_no_address: 'The domain name exists but has no IP address (no A or AAAA record).',
        dns_failed: 'The domain’s name servers did not answer our question (an error, or no answer in time); our own name server is working.',
        dns_unavailable: 'Our testing service could not check the domain name just now; this does not mean there is anything wrong with your site.',
        unreachable: 'We could not connect to the page.',
        tls: 'We could not make a secure connection: the site’s certificate is not valid.',
        too_many_redirects: 'The page redirects too many times (more than 10).',
        bad_response: 'The page sent an answer that could not be read.',
        pagespeed_forbidden: 'Google’s measuring service refused the request.',
        pagespeed_failed: 'Google’s measuring service answered with an error.',
        pagespeed_network: 'The connection to Google’s measuring service failed.',
        validator_failed: 'The W3C validator answered with an error.',
        validator_network: 'The connection to the W3C validator failed.',
        validator_unreadable: 'The W3C validator’s answer could not be read.',
        validator_timeout: 'The W3C validator did not answer within 15 seconds.',
        busy: 'The server is busy right now. Please try again in a moment.',
        pagespeed_key_missing: 'Google’s measurement (speed, SEO, accessibility, best practices) is not switched on in our tester at the moment.',
        connect_timeout: 'We could not connect to the page within 5 seconds.',
        timeout: 'The page did not answer within 15 seconds.',
        loop: 'The request came from the tester itself: the tester does not call itself.',
        internal: 'Something went wrong on the server. Please try again later.',
        client_timeout: 'The page did not answer in time.',
        network: 'The connection to the tester’s server was lost.',
        http: 'The tester’s server answered with an error.',
        bad_answer: 'The tester’s server sent an answer that could not be read. Please try again later.',
      }
    : {
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
        dns_not_found: 'Sellist domeeninime internetis ei ole. Kontrolli, kas aadress on õigesti kirjutatud ja kas domeen on pikendatud.',
        dns_no_address: 'Domeeninimi on olemas, aga sellel pole ühtegi IP-aadressi (A- ega AAAA-kirjet).',
        dns_failed: 'Domeeni nimeserverid ei vastanud meie päringule (vastasid veaga või ei vastanud õigel ajal); meie enda nimeserver töötab.',
        dns_unavailable: 'Meie testimisteenus ei saanud praegu domeeninime kontrollida; see ei tähenda, et sinu lehel oleks viga.',
        unreachable: 'Lehega ei saadud ühendust.',
        tls: 'Turvalist ühendust ei saanud luua: lehe sertifikaat ei ole kehtiv.',
        too_many_redirects: 'Leht suunab edasi liiga palju kordi (üle 10 korra).',
        bad_response: 'Leht saatis vastuse, mida ei saanud lugeda.',
        pagespeed_forbidden: 'Google’i mõõtmisteenus keeldus päringust.',
        pagespeed_failed: 'Google’i mõõtmisteenus vastas veaga.',
        pagespeed_network: 'Ühendus Google’i mõõtmisteenusega ebaõnnestus.',
        validator_failed: 'W3C-validaator vastas veaga.',
        validator_network: 'Ühendus W3C-validaatoriga ebaõnnestus.',
        validator_unreadable: 'W3C-validaatori vastust ei saanud lugeda.',
        validator_timeout: 'W3C-validaator ei vastanud 15 sekundi jooksul.',
        busy: 'Server on praegu hõivatud. Proovi hetke pärast uuesti.',
        pagespeed_key_missing: 'Google’i mõõtmine (kiirus, SEO, ligipääsetavus, head tavad) pole meie testijas praegu sisse lülitatud.',
        connect_timeout: 'Lehega ei saadud 5 sekundi jooksul ühendust.',
        timeout: 'Leht ei vastanud 15 sekundi jooksul.',
        loop: 'Päring tuli testijalt endalt: testija ei kutsu iseennast välja.',
        internal: 'Serveris tekkis viga. Proovi hiljem uuesti.',
        client_timeout: 'Leht ei vastanud õigel ajal.',
        network: 'Ühendus meie testiserveriga katkes.',
        http: 'Meie testiserver vastas veaga.',
        bad_answer: 'Meie testiserver saatis vastuse, mida ei saanud lugeda. Proovi hiljem uuesti.',
      };

/** The words for `code` when it is an error code of the contract, else null. */
export function errorWords(code: string): string | null {
  return Object.hasOwn(ERROR_WORDS, code) ? ERROR_WORDS[code as ErrorCode] : null;
}
