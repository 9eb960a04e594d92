/**
 * The tester's honest failure state: when the page itself could not be read, or most checks could not run, the
 * result is not a report full of dashes under "analüüs on valmis" but one plain statement of what failed, what it
 * means for the owner, what did run and what did not. A failure that may be on our side never becomes a verdict
 * on the owner's site: the connection cards are not graded here, only described.
 */
import { countLabel } from '@/lib/plural';
import { statusInWords } from '@/lib/tester/report/explain';
import { HTTP_UNREACHABLE, reachOf } from '@/lib/tester/checks/http-status';
import type { ResultCard, TestReport } from '@/lib/tester/report';
import { WHOLE_FAILURE } from '@/lib/tester/state/run-state';
import type { Reach, TestResult } from '@/lib/tester/state/schema';

export interface FailureTexts {
  retry: string;
  ran: string;
  noneRan: string;
  /** The collapsed line of what did not run. */
  notRun: (count: number) => string;
}

export const FAILURE_TEXTS: FailureTexts =
  process.env.SITE_LOCALE === 'en'
    ? {
        retry: 'Try again',
        ran: 'These checks ran',
        noneRan: 'None of the checks reached the content of the page, so we are not rating your site this time.',
        /** "14 checks could not be run". */
        notRun: (count: number) => `${countLabel(count, { one: 'check', other: 'checks' })} could not be run`,
      }
    : {
        retry: 'Proovi uuesti',
        ran: 'Need kontrollid õnnestusid',
        noneRan: 'Ükski kontroll ei jõudnud lehe sisuni, seega me sinu lehte seekord ei hinda.',
        /** The collapsed line of what did not run: "Ei õnnestunud kontrollida: 14 näitajat". */
        notRun: (count: number) => `Ei õnnestunud kontrollida: ${countLabel(count, { one: 'näitaja', other: 'näitajat' })}`,
      };

/** 'http-only': the site answered, but only over plain http, so the https page could not be read. */
export type FailureKind = Exclude<Reach, 'answered'> | 'unreadable' | 'http-only';

export interface TestFailure {
  kind: FailureKind;
  title: string;
  /** What failed, in plain words. */
  what: string;
  /** What the check saw, as the check itself says it (the spec's status text where it applies). */
  seen: string | null;
  /** What it means for the owner and what to do. */
  meaning: string;
  /** Checks that ran and have something to say. */
  ran: ResultCard[];
  /** Titles of the checks that could not run. */
  notRun: string[];
}

type Wording = Record<FailureKind, { title: (site: string) => string; what: (r: TestResult) => string; meaning: string }>;

const WORDING: Wording =
  process.env.SITE_LOCALE === 'en'
    ? {
        'no-answer': {
          title: (site) => `${site} did not respond to our check`,
          what: () => 'We sent a request to the page, but no answer came back in time.',
          meaning:
            'Open the address on your phone or computer. If the page does not open there either, no customer and no Google can ' +
            'reach your site right now, and it is worth contacting your hosting provider straight away. If it does open, the ' +
            'problem was most likely in the connection between our server and yours: try again in a few minutes.',
        },
        'no-site': {
          title: (site) => `${site} does not exist on the internet`,
          what: () => 'The name servers answered that this domain name does not exist.',
          meaning:
            'Check that the address is spelled correctly. If the domain is yours, its registration may have expired or never been ' +
            'completed: check with your registrar that it is registered and renewed. We can help you sort it out.',
        },
        'no-address': {
          title: (site) => `${site} has no web server address`,
          what: () => 'The domain name exists, but its name servers give it no IP address (no A or AAAA record), so no browser can find the site.',
          meaning:
            'If the domain is yours, add an A record to its DNS that points to your web host (your host will tell you the address). ' +
            'If your site is meant to be at the www address, test that address. We can help you set it up.',
        },
        'dns-failed': {
          title: (site) => `The name servers of ${site} did not answer`,
          what: () =>
            'We asked for this domain’s address, but the lookup failed: a name server answered with an error or not in time. ' +
            'Our own name server is working: it finds the addresses of other domains.',
          meaning:
            'Open the address on your phone or computer. If the site does not open there either, the fault is most likely in the ' +
            'domain’s DNS settings (its name servers or DNSSEC): contact your DNS provider. If it does open, try again in a few minutes.',
        },
        resolver: {
          title: (site) => `We could not check ${site} this time`,
          what: () => 'Our testing service could not check the domain name just now; this does not mean there is anything wrong with your site.',
          meaning: 'Please try again in a few minutes.',
        },
        service: {
          title: (site) => `We could not check ${site} this time`,
          what: () => `${WHOLE_FAILURE} The fault was in our checking service, not on your site.`,
          meaning: 'This says nothing bad about your site. Please try again in a few minutes.',
        },
        'http-only': {
          title: (site) => `${site} only opens over an unencrypted connection`,
          what: () =>
            'The server only answers at the http address. Over the secure https address we could not open the home page or read its content.',
          meaning:
            'Browsers show a “Not secure” warning on a page like this, many visitors leave at once, and Google prefers secure sites. ' +
            'Set up https for your site (usually a free certificate from your hosting provider) and test again. We can help with that.',
        },
        unreadable: {
          title: (site) => `We could not read the content of ${site}`,
          what: (r) =>
            r.httpStatus.status > 0
              ? `The server answered (${statusInWords(r.httpStatus.status)}), but we could not fetch or read the content of the home page.`
              : 'We could not fetch or read the content of the home page.',
          meaning:
            'If the same happens to Google, your site will not show in search the way it should. Try again; if it happens again, ' +
            'we will find out in a free audit what stops the page from being read.',
        },
      }
    : {
        'no-answer': {
          title: (site) => `${site} ei vastanud meie kontrollile`,
          what: () => 'Saatsime lehele päringu, kuid vastust ei tulnud õigel ajal.',
          meaning:
            'Ava aadress oma telefonis või arvutis. Kui leht ei avane ka seal, ei jõua praegu sinu lehele ükski klient ega Google, ' +
            'ja tasub kohe majutajaga ühendust võtta. Kui leht avaneb, oli tõrge tõenäoliselt ühenduses meie ja sinu serveri vahel: ' +
            'proovi mõne minuti pärast uuesti.',
        },
        'no-site': {
          title: (site) => `${site} pole internetis`,
          what: () => 'Nimeserverid vastasid, et sellist domeeninime ei ole olemas.',
          meaning:
            'Kontrolli, kas aadress on õigesti kirjutatud. Kui domeen on sinu oma, võib selle registreering olla aegunud või ' +
            'pooleli jäänud: vaata oma registripidaja juurest, kas domeen on registreeritud ja pikendatud. Aitame selle korda seada.',
        },
        'no-address': {
          title: (site) => `Domeenil ${site} pole veebiserveri aadressi`,
          what: () =>
            'Domeeninimi on olemas, aga nimeserverid ei anna sellele ühtegi IP-aadressi (A- ega AAAA-kirjet), nii et ükski brauser lehte ei leia.',
          meaning:
            'Kui domeen on sinu oma, lisa selle DNS-i A-kirje, mis viitab sinu veebimajutusele (majutaja ütleb, milline aadress). ' +
            'Kui leht peaks olema www-ga aadressil, testi seda aadressi. Aitame selle korda seada.',
        },
        'dns-failed': {
          title: (site) => `Domeeni ${site} nimeserverid ei vastanud`,
          what: () =>
            'Küsisime selle domeeni aadressi, kuid päring ebaõnnestus: nimeserver vastas veaga või ei vastanud õigel ajal. ' +
            'Meie enda nimeserver töötab: teiste domeenide aadressid leiame.',
          meaning:
            'Ava aadress oma telefonis või arvutis. Kui leht ei avane ka seal, on viga tõenäoliselt domeeni DNS-i seadetes ' +
            '(nimeserverites või DNSSEC-is): võta ühendust oma DNS-teenuse pakkujaga. Kui leht avaneb, proovi mõne minuti pärast uuesti.',
        },
        resolver: {
          title: (site) => `Me ei saanud lehte ${site} seekord kontrollida`,
          what: () => 'Meie testimisteenus ei saanud praegu domeeninime kontrollida; see ei tähenda, et sinu lehel oleks viga.',
          meaning: 'Proovi mõne minuti pärast uuesti.',
        },
        service: {
          title: (site) => `Me ei saanud lehte ${site} seekord kontrollida`,
          what: () => `${WHOLE_FAILURE} Tõrge oli meie kontrolliteenuses, mitte sinu lehel.`,
          meaning: 'Sinu lehe kohta ei ütle see midagi halba. Proovi mõne minuti pärast uuesti.',
        },
        'http-only': {
          title: (site) => `${site} avaneb ainult krüpteerimata ühendusega`,
          what: () => 'Server vastab ainult http-aadressil. Turvalise https-aadressi kaudu ei saanud me avalehte avada ega selle sisu lugeda.',
          meaning:
            'Brauserid näitavad sellisel lehel hoiatust „Pole turvaline“, paljud külastajad lahkuvad kohe ja Google eelistab turvalisi lehti. ' +
            'Seadista lehele https (enamasti tasuta sertifikaat majutaja juures) ja testi uuesti. Aitame seda teha.',
        },
        unreadable: {
          title: (site) => `Lehe ${site} sisu ei õnnestunud lugeda`,
          what: (r) =>
            r.httpStatus.status > 0
              ? `Server vastas (${statusInWords(r.httpStatus.status)}), kuid avalehe sisu ei saanud kätte või ei saanud seda lugeda.`
              : 'Avalehe sisu ei saanud kätte või ei saanud seda lugeda.',
          meaning:
            'Kui sama juhtub Google’iga, ei jõua su leht otsingusse nii, nagu peaks. Proovi uuesti; kui tulemus kordub, ' +
            'vaatame tasuta auditis järele, mis lehe lugemist takistab.',
        },
      };

/** Cards about the connection itself: when the site was not reached they may only reflect our side. */
const CONNECTION_CARDS = new Set(['http-status', 'ssl']);

/**
 * The failure state of a result, or null when the result is a report: the page was read and at least half of
 * the graded checks ran.
 */
export function failureOf(result: TestResult, report: TestReport): TestFailure | null {
  const cards = report.sections.flatMap((section) => section.cards).filter((card) => card.grade !== 'info');
  const unknown = cards.filter((card) => card.grade === 'unknown');
  const pageRead = !result.htmlAnalysis.error;
  if (pageRead && unknown.length * 2 <= cards.length) return null;

  const reach = reachOf(result);
  const httpOnly = result.server?.finalUrl.startsWith('http:') ?? false;
  const kind: FailureKind = reach === 'answered' ? (httpOnly ? 'http-only' : 'unreadable') : reach;
  const wording = WORDING[kind];
  const reached = reach === 'answered';
  const ran = cards.filter((card) => card.grade !== 'unknown' && (reached || !CONNECTION_CARDS.has(card.id)));
  const seen = result.httpStatus.error === HTTP_UNREACHABLE ? HTTP_UNREACHABLE : null;
  return {
    kind,
    title: wording.title(result.displayUrl),
    what: wording.what(result),
    seen,
    meaning: wording.meaning,
    ran,
    notRun: cards.filter((card) => !ran.includes(card)).map((card) => card.title),
  };
}
