/**
 * The page's security findings in words, in the site's language: its security headers (CSP, nosniff, framing,
 * referrer and permissions policies), its cookies, and what it loads (SRI, mixed content). Merged into
 * FINDING_WORDS (finding-words.ts).
 */
import { countLabel } from '@/lib/plural';
import { NA_HTTP_TEST, num, str, type Facts, type FindingWords } from '@/lib/tester/report/finding-facts';

/** Where the page's content security policy was found, for the CSP sentences. */
const cspWhere = (facts: Facts) => {
  if (process.env.SITE_LOCALE === 'en') return facts.inHeader && facts.inMeta ? ' (in the header and in the page’s meta tag)' : facts.inMeta ? ' (in the page’s meta tag)' : '';
  return facts.inHeader && facts.inMeta ? ' (päises ja lehe meta-märgendis)' : facts.inMeta ? ' (lehe meta-märgendis)' : '';
};

/** How many cookies a cookie finding is about. */
const cookiesCounted = (facts: Facts) => num(facts, 'affected') || num(facts, 'count');

/** "1 küpsis", "3 küpsist" ("1 cookie", "3 cookies"). */
const cookieCount = (facts: Facts) => {
  const n = cookiesCounted(facts);
  if (process.env.SITE_LOCALE === 'en') return `${n} ${n === 1 ? 'cookie' : 'cookies'}`;
  return `${n} ${n === 1 ? 'küpsis' : 'küpsist'}`;
};

/** A hint for session cookies that could take the __Host- prefix. */
const hostPrefixHint = (facts: Facts) => {
  const cookie = str(facts, 'sessionWithoutHostPrefix');
  if (!cookie) return '';
  if (process.env.SITE_LOCALE === 'en') return ` The __Host- prefix would also suit the session cookie (${cookie}).`;
  return ` Sessiooniküpsisele (${cookie}) sobiks ka eesliide __Host-.`;
};

export const PAGE_GUARD_WORDS: FindingWords =
  process.env.SITE_LOCALE === 'en'
    ? {
        csp: {
          label: 'Content Security Policy (CSP)',
          say: {
            'report-only': () => 'The Content Security Policy is in monitoring mode only (Report-Only) and blocks nothing.',
            missing: () => 'There is no Content Security Policy: if an injected script gets onto the page, the browser will not stop it from running.',
            'no-script-rules': (f) => `The Content Security Policy${cspWhere(f)} exists but does not restrict scripts (script-src and default-src are missing).`,
            'unsafe-inline': (f) => `The Content Security Policy${cspWhere(f)} allows 'unsafe-inline' for scripts: scripts injected into the page can still run.`,
            strict: (f) => `The Content Security Policy${cspWhere(f)} is in place and does not allow 'unsafe-inline' for scripts.`,
            invalid: () => 'The Content Security Policy is faulty (a rule is written twice or is incomplete), so it cannot be relied on.',
            'too-broad': (f) =>
              `The Content Security Policy${cspWhere(f)} allows scripts or plugins too broadly (e.g. https:, * or data:, or object-src is not restricted).`,
            'insecure-scheme': (f) => `The Content Security Policy${cspWhere(f)} allows scripts or styles to load from unencrypted http addresses.`,
            'unsafe-eval': (f) => `The Content Security Policy${cspWhere(f)} allows 'unsafe-eval': text that gets onto the page can run as code.`,
            'insecure-images': (f) => `The Content Security Policy${cspWhere(f)} allows images or videos to load from unencrypted http addresses.`,
          },
          fix: {
            'report-only': () => 'If the monitoring reports show no errors, send the same policy in the Content-Security-Policy header.',
            missing: () =>
              'Have a developer add the policy first as Content-Security-Policy-Report-Only and enforce it only after testing: a ready-made rule can break parts of the site (on WordPress, inline scripts, analytics and fonts).',
            'no-script-rules': () => "Have a developer add script-src (or default-src) to the policy, e.g. script-src 'self' plus the services you need, tested first in Report-Only mode.",
            'unsafe-inline': () => "A developer's job: move the scripts inside the page into files, or use a nonce or a hash, and only then remove 'unsafe-inline'.",
            invalid: () => 'Write the policy so that each rule appears once; check it with e.g. Google’s CSP Evaluator.',
            'too-broad': () => "Have a developer name only the addresses you need in script-src and add object-src 'none', tested first in Report-Only mode.",
            'insecure-scheme': () => 'Replace the http addresses in the policy with https addresses.',
            'unsafe-eval': () => "Remove the use of eval() from the code, then remove 'unsafe-eval' from the policy.",
            'insecure-images': () => 'Load images and videos over https and remove the http addresses from the policy.',
          },
        },
        nosniff: {
          label: 'File type protection (X-Content-Type-Options)',
          say: {
            on: () => 'The browser does not guess file types on its own (nosniff).',
            missing: () =>
              'The header X-Content-Type-Options: nosniff is missing, so the browser may guess a file’s type wrongly and run it as a script.',
          },
          fix: { missing: () => 'Add the header X-Content-Type-Options: nosniff to the server’s responses.' },
        },
        frame: {
          label: 'Protection against framing',
          say: {
            'ancestors-open': () => 'The frame-ancestors rule lets almost any other site put the page in a frame.',
            ancestors: () => 'Other sites cannot put your page inside a frame of their own (frame-ancestors).',
            'x-frame-options': (f) =>
              `Other sites cannot put your page inside a frame of their own (X-Frame-Options: ${str(f, 'xFrameOptions').toUpperCase()}).`,
            'x-frame-options-obsolete': (f) => `The X-Frame-Options value "${str(f, 'xFrameOptions')}" is obsolete, and browsers ignore it.`,
            'x-frame-options-invalid': (f) => `The X-Frame-Options value "${str(f, 'xFrameOptions')}" is faulty (e.g. sent twice), so browsers ignore it.`,
            missing: () => 'No protection: another site can put your page inside an invisible frame and trick visitors into clicking.',
          },
          fix: {
            'ancestors-open': () => "Set frame-ancestors to 'self' or 'none'.",
            'x-frame-options-obsolete': () => "Use the Content-Security-Policy rule frame-ancestors 'self' instead.",
            'x-frame-options-invalid': () => 'Send the header once: X-Frame-Options: SAMEORIGIN.',
            missing: () => "Add the header Content-Security-Policy: frame-ancestors 'self' (or X-Frame-Options: SAMEORIGIN).",
          },
        },
        'referrer-policy': {
          label: 'Referrer policy (Referrer-Policy)',
          say: {
            default: () =>
              'There is no Referrer-Policy, but the browsers’ default (strict-origin-when-cross-origin) does not send the full address of the visited page to other sites.',
            strict: (f) => `Referrer-Policy (${str(f, 'effective')}) does not send the full address of the visited page to other sites.`,
            origin: (f) => `Referrer-Policy (${str(f, 'effective')}) sends the page’s address to other sites even over an unencrypted connection.`,
            'full-address': (f) => `Referrer-Policy (${str(f, 'effective')}) sends the full address of the visited page to other sites.`,
            invalid: (f) => `The Referrer-Policy value "${str(f, 'value')}" is unknown, so browsers ignore it.`,
          },
          fix: {
            origin: () => 'Set Referrer-Policy to strict-origin-when-cross-origin.',
            'full-address': () => 'Set Referrer-Policy to strict-origin-when-cross-origin.',
            invalid: () => 'Correct the value, e.g. Referrer-Policy: strict-origin-when-cross-origin.',
          },
        },
        'permissions-policy': {
          label: 'Permissions policy (Permissions-Policy)',
          say: {
            on: () => 'Permissions-Policy limits which device features (camera, microphone, location) the page may use.',
            missing: () =>
              'There is no Permissions-Policy. It is an extra safeguard: we recommend turning off the camera, microphone and location if the page does not use them.',
          },
          fix: { missing: () => 'Add the header Permissions-Policy: camera=(), microphone=(), geolocation=() (allow only what the page uses).' },
        },
        cookies: {
          label: 'Cookies',
          say: {
            none: () => 'The home page sets no cookies.',
            'prefix-broken': (f) =>
              `The cookie ${str(f, 'names')} uses the __Host- or __Secure- prefix but does not follow its rules, so the browser discards it.`,
            'not-secure': (f) => `${cookieCount(f)} without the Secure flag (${str(f, 'names')}) can also be sent over an unencrypted connection.`,
            'session-not-httponly': (f) =>
              `The session cookie ${str(f, 'names')} has no HttpOnly flag: an injected script can read it and take over the login.`,
            'samesite-invalid': (f) =>
              `The cookie ${str(f, 'names')} has a faulty SameSite value (or None without the Secure flag), so the browser does not protect it from requests made by other sites.`,
            'no-samesite': (f) =>
              `For ${cookieCount(f)} without the SameSite flag (${str(f, 'names')}), protection against requests from other sites depends on the browser’s default.`,
            secure: (f) =>
              `${cookieCount(f)} ${cookiesCounted(f) === 1 ? 'is' : 'are'} protected: Secure, SameSite and, for session cookies, HttpOnly.${hostPrefixHint(f)}`,
          },
          fix: {
            'prefix-broken': () => 'A cookie with the __Host- prefix must have Secure and Path=/, and must not have a Domain attribute.',
            'not-secure': () => 'Add the Secure flag to every cookie (in your platform’s or server’s settings).',
            'session-not-httponly': () => 'Add the HttpOnly flag to session and login cookies.',
            'samesite-invalid': () => 'Use SameSite=Lax (or Strict); use SameSite=None only together with the Secure flag.',
            'no-samesite': () => 'Add SameSite=Lax to your cookies (or Strict, if the cookie is not needed when visitors come from other sites).',
          },
        },
        sri: {
          label: 'Integrity of external scripts (SRI)',
          say: {
            'no-external': () => 'The home page loads no scripts from other sites.',
            insecure: () =>
              'Scripts from other sites are loaded over unencrypted http or without a protocol (//address): they can be altered on the way.',
            missing: (f) =>
              `${num(f, 'scripts')} ${num(f, 'scripts') === 1 ? 'script from another site is' : 'scripts from other sites are'} loaded without an integrity check (integrity)${str(f, 'hosts') ? `: ${str(f, 'hosts')}` : ''}. If the provider’s file changes or someone slips malware into it, the browser runs it on your page.`,
            all: () => 'Every script from other sites has an integrity check (integrity).',
          },
          fix: {
            insecure: () => 'Load external scripts from https addresses and give them an integrity attribute.',
            missing: () =>
              'Add integrity and crossorigin attributes to scripts with a fixed version (e.g. jsDelivr, unpkg). You cannot add them to services that change all the time (e.g. Google Tag Manager): keep their number small and restrict them with CSP.',
          },
        },
        'mixed-content': {
          label: 'Mixed content (http files on an https page)',
          say: {
            'http-test': () => NA_HTTP_TEST,
            'plain-http': () => 'The page itself opens over an unencrypted http connection.',
            'not-a-page': () => 'The answer is not an HTML page.',
            active: (f) =>
              `The page loads ${num(f, 'active')} ${num(f, 'active') === 1 ? 'script, style or frame' : 'scripts, styles or frames'} from unencrypted http addresses (e.g. ${str(f, 'example')}): browsers block them, and the page may break.`,
            passive: (f) =>
              `The page loads ${num(f, 'passive')} ${num(f, 'passive') === 1 ? 'image or video' : 'images or videos'} from unencrypted http addresses (e.g. ${str(f, 'example')}): the browser shows a warning or loads them over https instead.`,
            none: () => 'Every file on the page is loaded over a secure https connection.',
          },
          fix: {
            active: () => 'Change these addresses to https in the page’s code or your content management system (or remove files that are no longer needed).',
            passive: () =>
              'Change the addresses of images and videos to https; in a content management system a find-and-replace of ‘http://’ → ‘https://’ often helps.',
          },
        },
      }
    : {
        csp: {
          label: 'Sisuturbepoliitika (CSP)',
          say: {
            'report-only': () => 'Sisuturbepoliitika on ainult jälgimisrežiimis (Report-Only) ega takista midagi.',
            missing: () => 'Sisuturbepoliitika puudub: kui lehele sokutatakse võõras skript, ei takista brauser selle käivitamist.',
            'no-script-rules': (f) => `Sisuturbepoliitika${cspWhere(f)} on olemas, kuid ei piira skripte (script-src ja default-src puuduvad).`,
            'unsafe-inline': (f) => `Sisuturbepoliitika${cspWhere(f)} lubab skriptides 'unsafe-inline': lehele süstitud skriptid saavad ikka käivituda.`,
            strict: (f) => `Sisuturbepoliitika${cspWhere(f)} on olemas ega luba skriptides 'unsafe-inline'.`,
            invalid: () => 'Sisuturbepoliitika on vigane (mõni reegel on kirjas kaks korda või on poolik), nii et seda ei saa usaldada.',
            'too-broad': (f) =>
              `Sisuturbepoliitika${cspWhere(f)} lubab skripte või pluginaid liiga laialt (nt https:, * või data:, või object-src on piiramata).`,
            'insecure-scheme': (f) => `Sisuturbepoliitika${cspWhere(f)} lubab laadida skripte või stiile krüpteerimata http-aadressidelt.`,
            'unsafe-eval': (f) => `Sisuturbepoliitika${cspWhere(f)} lubab 'unsafe-eval': lehele sattunud tekst võib käivituda koodina.`,
            'insecure-images': (f) => `Sisuturbepoliitika${cspWhere(f)} lubab laadida pilte või videoid krüpteerimata http-aadressidelt.`,
          },
          fix: {
            'report-only': () => 'Kui jälgimise aruannetes vigu pole, saada sama poliitika päises Content-Security-Policy.',
            missing: () =>
              'Lase arendajal lisada esmalt Content-Security-Policy-Report-Only ja jõustada see alles pärast testimist: valmis reegel võib lehe osi katki teha (WordPressis lehe sees olevad skriptid, analüütika ja fondid).',
            'no-script-rules': () => "Lase arendajal lisada poliitikasse script-src (või default-src), nt script-src 'self' ja vajalikud teenused, ning proovida seda enne Report-Only režiimis.",
            'unsafe-inline': () => "See on arendaja töö: vii lehe sees olevad skriptid failidesse või kasuta nonce'i või räsi ja alles siis eemalda 'unsafe-inline'.",
            invalid: () => 'Kirjuta poliitika nii, et iga reegel oleks ühe korra; kontrolli seda nt Google’i CSP Evaluatoriga.',
            'too-broad': () => "Lase arendajal nimetada script-src-is ainult vajalikud aadressid ja lisada object-src 'none', proovides seda enne Report-Only režiimis.",
            'insecure-scheme': () => 'Asenda poliitikas http-aadressid https-aadressidega.',
            'unsafe-eval': () => "Eemalda koodist eval() kasutus ja seejärel poliitikast 'unsafe-eval'.",
            'insecure-images': () => 'Laadi pildid ja videod https kaudu ja eemalda poliitikast http-aadressid.',
          },
        },
        nosniff: {
          label: 'Failitüübi kaitse (X-Content-Type-Options)',
          say: {
            on: () => 'Brauser ei arva failide tüüpi ise (nosniff).',
            missing: () => 'Päis X-Content-Type-Options: nosniff puudub, nii et brauser võib faili tüübi valesti ära arvata ja selle skriptina käivitada.',
          },
          fix: { missing: () => 'Lisa serveri vastustele päis X-Content-Type-Options: nosniff.' },
        },
        frame: {
          label: 'Kaitse raami sisse panemise eest',
          say: {
            'ancestors-open': () => 'Reegel frame-ancestors lubab lehte raami panna peaaegu igal võõral lehel.',
            ancestors: () => 'Võõrad lehed ei saa sinu lehte oma raami sisse panna (frame-ancestors).',
            'x-frame-options': (f) => `Võõrad lehed ei saa sinu lehte oma raami sisse panna (X-Frame-Options: ${str(f, 'xFrameOptions').toUpperCase()}).`,
            'x-frame-options-obsolete': (f) => `X-Frame-Options väärtus „${str(f, 'xFrameOptions')}“ on aegunud ja brauserid eiravad seda.`,
            'x-frame-options-invalid': (f) => `X-Frame-Options väärtus „${str(f, 'xFrameOptions')}“ on vigane (nt saadetud kaks korda), seega brauserid eiravad seda.`,
            missing: () => 'Kaitse puudub: võõras leht saab sinu lehe nähtamatu raami sisse panna ja külastajat klõpsama meelitada.',
          },
          fix: {
            'ancestors-open': () => "Sea frame-ancestors väärtuseks 'self' või 'none'.",
            'x-frame-options-obsolete': () => "Kasuta selle asemel Content-Security-Policy reeglit frame-ancestors 'self'.",
            'x-frame-options-invalid': () => 'Saada päis üks kord: X-Frame-Options: SAMEORIGIN.',
            missing: () => "Lisa päis Content-Security-Policy: frame-ancestors 'self' (või X-Frame-Options: SAMEORIGIN).",
          },
        },
        'referrer-policy': {
          label: 'Viitaja poliitika (Referrer-Policy)',
          say: {
            default: () => 'Referrer-Policy puudub, aga brauserite vaikeseade (strict-origin-when-cross-origin) ei saada teistele lehtedele külastatud lehe täisaadressi.',
            strict: (f) => `Referrer-Policy (${str(f, 'effective')}) ei saada teistele lehtedele külastatud lehe täisaadressi.`,
            origin: (f) => `Referrer-Policy (${str(f, 'effective')}) saadab lehe aadressi ka krüpteerimata ühenduse kaudu teistele lehtedele.`,
            'full-address': (f) => `Referrer-Policy (${str(f, 'effective')}) saadab teistele lehtedele külastatud lehe täisaadressi.`,
            invalid: (f) => `Referrer-Policy väärtus „${str(f, 'value')}“ on tundmatu, seega brauserid eiravad seda.`,
          },
          fix: {
            origin: () => 'Sea Referrer-Policy väärtuseks strict-origin-when-cross-origin.',
            'full-address': () => 'Sea Referrer-Policy väärtuseks strict-origin-when-cross-origin.',
            invalid: () => 'Paranda väärtus, nt Referrer-Policy: strict-origin-when-cross-origin.',
          },
        },
        'permissions-policy': {
          label: 'Õiguste poliitika (Permissions-Policy)',
          say: {
            on: () => 'Permissions-Policy piirab, milliseid seadme võimalusi (kaamera, mikrofon, asukoht) leht kasutada tohib.',
            missing: () => 'Permissions-Policy puudub. See on lisakaitse: soovitame keelata kaamera, mikrofoni ja asukoha, kui leht neid ei kasuta.',
          },
          fix: { missing: () => 'Lisa päis Permissions-Policy: camera=(), microphone=(), geolocation=() (luba ainult seda, mida leht kasutab).' },
        },
        cookies: {
          label: 'Küpsised',
          say: {
            none: () => 'Avaleht ei sea ühtegi küpsist.',
            'prefix-broken': (f) => `Küpsis ${str(f, 'names')} kasutab eesliidet __Host- või __Secure-, kuid ei täida selle reegleid, nii et brauser jätab selle kõrvale.`,
            'not-secure': (f) => `${cookieCount(f)} ilma Secure-märgiseta (${str(f, 'names')}): ${cookiesCounted(f) === 1 ? 'seda' : 'neid'} võidakse saata ka krüpteerimata ühendusega.`,
            'session-not-httponly': (f) => `Sessiooniküpsis ${str(f, 'names')} on ilma HttpOnly-märgiseta: lehele sokutatud võõras skript saab selle lugeda ja sisselogimise üle võtta.`,
            'samesite-invalid': (f) => `Küpsise ${str(f, 'names')} SameSite-väärtus on vigane (või None ilma Secure-märgiseta), brauser ei kaitse seda teiste lehtede päringute eest.`,
            'no-samesite': (f) => `${cookieCount(f)} ilma SameSite-märgiseta (${str(f, 'names')}): kaitse teiste lehtede päringute eest sõltub brauseri vaikeseadest.`,
            secure: (f) => `${cookieCount(f)} on kaitstud: Secure, SameSite ja sessiooniküpsistel HttpOnly.${hostPrefixHint(f)}`,
          },
          fix: {
            'prefix-broken': () => 'Küpsisel eesliitega __Host- peab olema Secure ja Path=/ ning ei tohi olla Domain-atribuuti.',
            'not-secure': () => 'Lisa kõigile küpsistele märgis Secure (platvormi või serveri seadetes).',
            'session-not-httponly': () => 'Lisa sessiooni- ja sisselogimisküpsistele märgis HttpOnly.',
            'samesite-invalid': () => 'Kasuta SameSite=Lax (või Strict); SameSite=None ainult koos Secure-märgisega.',
            'no-samesite': () => 'Lisa küpsistele SameSite=Lax (või Strict, kui küpsist pole vaja teistelt lehtedelt tulles).',
          },
        },
        sri: {
          label: 'Väliste skriptide terviklikkus (SRI)',
          say: {
            'no-external': () => 'Avaleht ei laadi skripte teistelt saitidelt.',
            insecure: () => 'Teiste saitide skripte laaditakse krüpteerimata http kaudu või ilma protokollita (//aadress): neid saab teel muuta.',
            missing: (f) =>
              `${countLabel(num(f, 'scripts'), { one: 'teise saidi skript laaditakse', other: 'teise saidi skripti laaditakse' })} ilma terviklikkuse kontrollita (integrity)${str(f, 'hosts') ? `: ${str(f, 'hosts')}` : ''}. Kui teenusepakkuja fail muutub või sinna sokutatakse pahavara, käivitab brauser selle sinu lehel.`,
            all: () => 'Kõigil teiste saitide skriptidel on terviklikkuse kontroll (integrity).',
          },
          fix: {
            insecure: () => 'Laadi välised skriptid https-aadressilt ja lisa neile integrity-atribuut.',
            missing: () =>
              'Lisa püsiva versiooniga skriptidele (nt jsDelivr, unpkg) integrity- ja crossorigin-atribuut. Pidevalt muutuvatele teenustele (nt Google Tag Manager) seda lisada ei saa: hoia nende arv väike ja piira neid CSP-ga.',
          },
        },
        'mixed-content': {
          label: 'Segasisu (http-failid https-lehel)',
          say: {
            'http-test': () => NA_HTTP_TEST,
            'plain-http': () => 'Leht ise avaneb krüpteerimata http-ühendusega.',
            'not-a-page': () => 'Vastus ei ole HTML-leht.',
            active: (f) =>
              `Lehel on ${countLabel(num(f, 'active'), { one: 'skript, stiil või raam', other: 'skripti, stiili või raami' })} krüpteerimata http-aadressilt (nt ${str(f, 'example')}): brauserid blokeerivad need ja leht võib katki minna.`,
            passive: (f) =>
              `Lehel on ${countLabel(num(f, 'passive'), { one: 'pilt või video', other: 'pilti või videot' })} krüpteerimata http-aadressilt (nt ${str(f, 'example')}): brauser näitab hoiatust või laadib need hoopis https kaudu.`,
            none: () => 'Kõik lehe failid laaditakse turvalise https-ühendusega.',
          },
          fix: {
            active: () => 'Muuda lehe koodis või sisuhalduses need aadressid https-iks (või eemalda failid, mida enam pole vaja).',
            passive: () => 'Muuda piltide ja videote aadressid https-iks; sisuhalduses aitab sageli otsi-ja-asenda „http://“ → „https://“.',
          },
        },
      };
