/**
 * Every sentence of the speed section ("Kiirus ja kvaliteet"), in the site's language: the metrics' names, the
 * grades' words and the cards' texts. Data only: the cards that use them are in speed.ts.
 */
import { SPEED_STUDY } from '@/lib/claims';
import { countLabel } from '@/lib/plural';
import { performsWell, type Grade, type SpeedMetric } from '@/lib/tester/report/grading';

/** A metric's name and what it measures. */
export const METRIC_WORDS: Record<SpeedMetric, { label: string; explain: string }> =
  process.env.SITE_LOCALE === 'en'
    ? {
        lcpMs: { label: 'Largest Contentful Paint (LCP)', explain: 'when the largest image or block of text on the page appears' },
        fcpMs: { label: 'First Contentful Paint (FCP)', explain: 'when the first text or image appears' },
        tbtMs: { label: 'Blocked time (TBT)', explain: 'how long the page ignores taps while it loads' },
        cls: { label: 'Layout stability (CLS)', explain: 'how much the content jumps about while it loads; 0 means it stays perfectly still' },
        speedIndexMs: { label: 'Speed Index', explain: 'how quickly the page visibly fills in' },
        inpMs: { label: 'Responsiveness (INP)', explain: 'how quickly the page responds to a click or a tap' },
      }
    : {
        lcpMs: { label: 'Suurima sisuosa ilmumine (LCP)', explain: 'millal ilmub lehe suurim pilt või tekstiplokk' },
        fcpMs: { label: 'Esimese sisu ilmumine (FCP)', explain: 'millal ilmub esimene tekst või pilt' },
        tbtMs: { label: 'Blokeeritud aeg (TBT)', explain: 'kui kaua leht laadimise ajal puudutustele ei reageeri' },
        cls: { label: 'Paigalpüsivus (CLS)', explain: 'kui palju sisu laadimise ajal hüppab; 0 on täiesti paigal' },
        speedIndexMs: { label: 'Kiirusindeks', explain: 'kui kiiresti leht silma järgi täitub' },
        inpMs: { label: 'Reageerimine (INP)', explain: 'kui kiiresti leht klõpsule või puudutusele vastab' },
      };

/** The words of a metric's grade against Google's limits. */
export const METRIC_GRADE_WORDS: Record<Grade, string> =
  process.env.SITE_LOCALE === 'en'
    ? { good: 'Good', warning: 'Needs improvement', bad: 'Poor' }
    : { good: 'Hea', warning: 'Vajab parandamist', bad: 'Kehv' };

/** A PageSpeed score card's words: its title, why it matters, what the score means per grade and what to do. */
export interface ScoreCardWords {
  title: string;
  why: string;
  measured: Record<Grade, (score: number) => string>;
  fix: Record<'warning' | 'bad', string>;
}

/** Every sentence of the speed section's cards, in the site's language. */
interface SpeedWords {
  lab: { title: string; why: string; noMetrics: string; good: string; warning: string; bad: string };
  field: {
    title: string;
    why: string;
    scope: Record<'page' | 'origin', string>;
    noData: string;
    noDataFound: string;
    good: string;
    warning: string;
    bad: string;
  };
  /** "võit kuni 1,2 s" */
  saving: (amount: string) => string;
  /** The speed cards' advice: the largest fix's title (first letter lower-cased) and how. */
  advice: (title: string, how: string) => string;
  adviceGeneral: string;
  /** The fixes PageSpeed suggested beyond those shown. */
  others: (others: number) => string;
  fixes: {
    title: string;
    why: string;
    noAudits: string;
    noneValue: string;
    noneBadge: string;
    none: string;
    count: (count: number) => string;
    badge: string;
    shown: string;
    onlyOthers: (others: number) => string;
  };
  performance: ScoreCardWords;
  seo: ScoreCardWords;
  accessibility: ScoreCardWords;
  bestPractices: ScoreCardWords;
}

export const SPEED_WORDS: SpeedWords =
  process.env.SITE_LOCALE === 'en'
    ? {
        lab: {
          title: 'Speed on a phone, in seconds',
          why: `Every extra second of loading loses visitors: in a 2009 Akamai/Forrester survey, ${SPEED_STUDY.share}% of online shoppers said they would leave a page that has not loaded within ${SPEED_STUDY.seconds} seconds.`,
          noMetrics: 'This time PageSpeed gave only scores, not times in seconds.',
          good: 'In Google’s test the page opened quickly on a phone: every measure is within Google’s recommended limits.',
          warning: 'In Google’s test the page opened on a phone at a reasonable speed, but some measures are over Google’s recommendation.',
          bad: 'In Google’s test the page opened slowly on a phone: at least one measure is well over Google’s limit.',
        },
        field: {
          title: 'What real visitors experience',
          why: 'These are Google’s measurements from real visitors’ phones and computers: they are also what Google takes into account in search results.',
          scope: {
            page: 'Google’s data from real visitors to this page over the last 28 days (75% of visits were this fast or faster).',
            origin:
              'There is no separate data for this page, so these figures come from real visitors to the whole site over the last 28 days (75% of visits were this fast or faster).',
          },
          noData: 'No data',
          noDataFound:
            'Google does not have enough data from real visitors to your page. That is normal for smaller sites: go by the speed in Google’s test instead.',
          good: 'All three core measures are good.',
          warning: 'Some measures need improvement.',
          bad: 'At least one measure is slow for real visitors.',
        },
        saving: (amount) => `saves up to ${amount}`,
        advice: (title, how) => `Start with the fix that saves the most: ${title}. ${how}`,
        adviceGeneral: 'Make your largest images smaller, remove scripts the page does not need and turn on caching.',
        others: (others) =>
          others ? ` Google also suggested ${countLabel(others, { one: 'smaller fix', other: 'smaller fixes' })}; we go through those in the free audit.` : '',
        fixes: {
          title: 'What would make the page faster',
          why: 'The fixes with the biggest savings give you the most speed for the least work.',
          noAudits: 'This time PageSpeed gave only scores, not suggested fixes.',
          noneValue: 'None needed',
          noneBadge: 'Good',
          none: 'Google found no fixes that would make the page noticeably faster.',
          count: (count) => countLabel(count, { one: 'suggestion', other: 'suggestions' }),
          badge: 'Suggestions',
          shown: 'The fixes with the biggest savings are listed below.',
          onlyOthers: (others) =>
            `Google suggested ${countLabel(others, { one: 'smaller fix', other: 'smaller fixes' })}; we go through those in the free audit.`,
        },
        performance: {
          title: 'Speed on mobile',
          why: 'If the page opens slowly on a phone, some visitors leave before they even see your offer.',
          measured: {
            good: (n) => `Google scores the page’s speed on a phone at ${n} out of 100: it opens quickly.`,
            warning: (n) =>
              performsWell(n)
                ? `Google scores the page’s speed on a phone at ${n} out of 100: it could still be faster.`
                : `Google scores the page’s speed on a phone at ${n} out of 100: the page is rather slow to open and worth speeding up.`,
            bad: (n) => `Google scores the page’s speed on a phone at ${n} out of 100: the page opens slowly on a phone.`,
          },
          fix: {
            warning: 'Make your largest images smaller (for example in WebP format) and remove plugins or scripts the page does not need.',
            bad: 'Start with the largest images and unnecessary scripts; if the page is still slow, have a developer look at how it loads.',
          },
        },
        seo: {
          title: 'SEO',
          why: 'The better Google understands your page, the higher it can rank in search and the more new customers find you.',
          measured: {
            good: (n) => `Google’s SEO check gave ${n} points out of 100: the technical basics are in place.`,
            warning: (n) => `Google’s SEO check gave ${n} points out of 100: some of the basics need fixing.`,
            bad: (n) => `Google’s SEO check gave ${n} points out of 100: several of the basics are missing.`,
          },
          fix: {
            warning: 'Fix the points marked in the ‘SEO basics’ section below: the title, the description and the main heading usually come first.',
            bad: 'First check that the page is not hidden from search (robots.txt, noindex), then fix the points marked in the ‘SEO basics’ section.',
          },
        },
        accessibility: {
          title: 'Accessibility',
          why: 'Readable text, enough contrast and clear buttons help every visitor through to an enquiry or a purchase, on a small screen too.',
          measured: {
            good: (n) => `The accessibility check gave ${n} points out of 100: the page is easy to use.`,
            warning: (n) => `The accessibility check gave ${n} points out of 100: some visitors will struggle.`,
            bad: (n) => `The accessibility check gave ${n} points out of 100: many visitors will find the page hard to use.`,
          },
          fix: {
            warning: 'Give images alt text and buttons and links clear names, and make light text on a light background darker.',
            bad: 'Have a developer check the page’s contrast, form field names and buttons: these are usually quick fixes.',
          },
        },
        bestPractices: {
          title: 'Best practices',
          why: 'Up-to-date technical practices keep the page reliable and avoid browser warnings that scare visitors off.',
          measured: {
            good: (n) => `The best-practices check gave ${n} points out of 100.`,
            warning: (n) => `The best-practices check gave ${n} points out of 100: some technical errors need fixing.`,
            bad: (n) => `The best-practices check gave ${n} points out of 100: the page has several technical errors.`,
          },
          fix: {
            warning: 'Update the site’s software and plugins, and make sure every image and script loads from an https address.',
            bad: 'Update the site’s software and plugins; if the errors remain, have a developer go through the error messages in the browser console.',
          },
        },
      }
    : {
        lab: {
          title: 'Kiirus telefonis sekundites',
          why: `Iga lisasekund laadimisel kaotab osa külastajaid: Akamai ja Forresteri küsitluses (aastal 2009) ütles ${SPEED_STUDY.share}% e-poodide ostjatest, et lahkub lehelt, mis pole ${SPEED_STUDY.seconds} sekundiga laadinud.`,
          noMetrics: 'PageSpeed andis seekord ainult hinded, mitte aegu sekundites.',
          good: 'Google’i testis avanes leht telefonis kiiresti: kõik näitajad on Google’i soovitatud piires.',
          warning: 'Google’i testis avanes leht telefonis mõistliku kiirusega, aga mõni näitaja jääb üle Google’i soovituse.',
          bad: 'Google’i testis avanes leht telefonis aeglaselt: vähemalt üks näitaja on Google’i piirist tunduvalt üle.',
        },
        field: {
          title: 'Päris külastajate kogemus',
          why: 'Need on Google’i mõõtmised päris külastajate telefonidest ja arvutitest: just neid arvestab Google ka otsingutulemustes.',
          scope: {
            page: 'Google’i andmed selle lehe päris külastajatelt viimase 28 päeva jooksul (75% külastustest oli nii kiire või kiirem).',
            origin:
              'Selle lehe kohta eraldi andmeid pole, need on kogu saidi päris külastajatelt viimase 28 päeva jooksul (75% külastustest oli nii kiire või kiirem).',
          },
          noData: 'Andmeid pole',
          noDataFound:
            'Google’il pole su lehe kohta piisavalt päris külastajate andmeid. Väiksemate saitide puhul on see tavaline: vaata siis kiirust Google’i testis.',
          good: 'Kõik kolm põhinäitajat on head.',
          warning: 'Mõni näitaja vajab parandamist.',
          bad: 'Vähemalt üks näitaja on päris külastajate jaoks kehv.',
        },
        saving: (amount) => `võit kuni ${amount}`,
        advice: (title, how) => `Alusta suurima võiduga parandusest: ${title}. ${how}`,
        adviceGeneral: 'Vähenda suurimate piltide failimahtu, eemalda skriptid, mida leht ei vaja, ja võta kasutusele vahemälu.',
        others: (others) =>
          others
            ? ` Lisaks soovitas Google veel ${countLabel(others, { one: 'väiksema paranduse', other: 'väiksemat parandust' })}, need vaatame üle tasuta auditis.`
            : '',
        fixes: {
          title: 'Mis teeks lehe kiiremaks',
          why: 'Suurima võiduga parandused annavad kõige rohkem kiirust kõige väiksema tööga.',
          noAudits: 'PageSpeed andis seekord ainult hinded, mitte parandussoovitusi.',
          noneValue: 'Pole vaja',
          noneBadge: 'Korras',
          none: 'Google ei leidnud parandusi, mis lehte märgatavalt kiiremaks teeksid.',
          count: (count) => countLabel(count, { one: 'soovitus', other: 'soovitust' }),
          badge: 'Soovitused',
          shown: 'Suurima võiduga parandused on allpool.',
          onlyOthers: (others) =>
            `Google soovitas ${countLabel(others, { one: 'väiksema paranduse', other: 'väiksemat parandust' })}, need vaatame üle tasuta auditis.`,
        },
        performance: {
          title: 'Kiirus mobiilis',
          why: 'Kui leht avaneb telefonis aeglaselt, lahkub osa külastajaid enne, kui nad su pakkumist näevadki.',
          measured: {
            good: (n) => `Google hindab lehe kiirust telefonis ${n} punktiga sajast: leht avaneb kiiresti.`,
            warning: (n) =>
              performsWell(n)
                ? `Google hindab lehe kiirust telefonis ${n} punktiga sajast: kiirust saab veel parandada.`
                : `Google hindab lehe kiirust telefonis ${n} punktiga sajast: leht avaneb aeglasevõitu ja kiirust tasub parandada.`,
            bad: (n) => `Google hindab lehe kiirust telefonis ${n} punktiga sajast: leht avaneb telefonis aeglaselt.`,
          },
          fix: {
            warning: 'Vähenda suurimate piltide failimahtu (näiteks WebP-vormingusse) ja eemalda pluginad või skriptid, mida leht ei vaja.',
            bad: 'Alusta suurimatest piltidest ja üleliigsetest skriptidest; kui leht jääb ikka aeglaseks, lase arendajal lehe laadimine üle vaadata.',
          },
        },
        seo: {
          title: 'SEO',
          why: 'Mida paremini Google su lehest aru saab, seda kõrgemale see otsingus jõuda võib ja seda rohkem uusi kliente sind üles leiab.',
          measured: {
            good: (n) => `Google’i SEO-kontroll andis ${n} punkti sajast: tehnilised põhitõed on korras.`,
            warning: (n) => `Google’i SEO-kontroll andis ${n} punkti sajast: mõni põhiasi vajab parandamist.`,
            bad: (n) => `Google’i SEO-kontroll andis ${n} punkti sajast: mitu põhiasja on puudu.`,
          },
          fix: {
            warning: 'Paranda allpool jaotises „SEO põhitõed“ märgitud kohad: pealkiri, kirjeldus ja põhipealkiri tulevad enamasti esimesena.',
            bad: 'Kontrolli kõigepealt, et leht pole otsingu eest peidetud (robots.txt, noindex), ja paranda siis jaotises „SEO põhitõed“ märgitud kohad.',
          },
        },
        accessibility: {
          title: 'Ligipääsetavus',
          why: 'Loetav tekst, piisav kontrast ja selged nupud aitavad iga külastaja päringu või ostuni, ka väikesel ekraanil.',
          measured: {
            good: (n) => `Ligipääsetavuse kontroll andis ${n} punkti sajast: lehte on lihtne kasutada.`,
            warning: (n) => `Ligipääsetavuse kontroll andis ${n} punkti sajast: osa külastajaid jääb hätta.`,
            bad: (n) => `Ligipääsetavuse kontroll andis ${n} punkti sajast: paljudel külastajatel on lehte raske kasutada.`,
          },
          fix: {
            warning: 'Lisa piltidele alt-tekstid, nuppudele ja linkidele selged nimed ning tee hele tekst heledal taustal tumedamaks.',
            bad: 'Lase arendajal lehe kontrastid, vormiväljade nimed ja nupud üle vaadata: need on enamasti kiired parandused.',
          },
        },
        bestPractices: {
          title: 'Head tavad',
          why: 'Tänapäevased tehnilised tavad hoiavad lehe töökindlana ja väldivad brauseri hoiatusi, mis külastajaid hirmutavad.',
          measured: {
            good: (n) => `Heade tavade kontroll andis ${n} punkti sajast.`,
            warning: (n) => `Heade tavade kontroll andis ${n} punkti sajast: mõni tehniline viga vajab parandamist.`,
            bad: (n) => `Heade tavade kontroll andis ${n} punkti sajast: lehel on mitu tehnilist viga.`,
          },
          fix: {
            warning: 'Uuenda lehe tarkvara ja pluginad ning vaata, et kõik pildid ja skriptid laaditaks https-aadressilt.',
            bad: 'Uuenda lehe tarkvara ja pluginad; kui vead jäävad, lase arendajal brauseri konsooli veateated läbi vaadata.',
          },
        },
      };
