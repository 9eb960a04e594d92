import type { HomeCaseStudiesMessages } from '@/messages/home-case-studies';

export const HOME_CASE_STUDIES: HomeCaseStudiesMessages = {
  stories: {
    elujoud: {
      companyGenitive: 'Elujõu',
      subject: 'Elujõu e-poe avaleht',
      beforeAlt: 'Elujõu e-poe avaleht enne optimeerimist',
      afterAlt: 'Elujõu e-poe avaleht pärast optimeerimist',
      industry: 'Toidulisandite e-pood',
      improvement: '3 korda suurem müügitulu kahe kuuga',
      description:
        'Aeglane ja segane e-pood kaotas külastajaid juba esimestel sekunditel. Kiirem leht, selgem tootevalik ja lihtsam ostukorv tõid kahe kuuga kolm korda rohkem müüki.',
    },
    mopeedikoda: {
      companyGenitive: 'Mopeedikoja',
      subject: 'Mopeedikoja avaleht',
      beforeAlt: 'Mopeedikoja vana koduleht',
      afterAlt: 'Mopeedikoja uus e-pood',
      industry: 'Mopeediosade e-pood',
      improvement: '2 korda rohkem tellimusi',
      description:
        'Tuhanded varuosad olid peidus vananenud tabelites. Uus e-pood mudelipõhise otsingu ja selgete tootekaartidega aitab kliendil õige osa minutiga üles leida.',
    },
  },
  stats: {
    metrics: {
      mobileSpeed: 'Kiirus mobiilis',
      desktopSpeed: 'Kiirus arvutis',
      visitors: 'Külastajaid kuus',
      pageViews: 'Lehevaatamisi kuus',
      visitLength: 'Keskmine külastuse aeg',
      bounceRate: 'Põrkemäär',
    },
    score: (score) => `${score}%`,
    duration: (minutes, seconds) => (minutes ? `${minutes} min ${seconds} s` : `${seconds} s`),
    owner: 'Elujõu e-pood',
    caption: (p) =>
      `${p.owner}: kaks kuud pärast optimeerimist (${p.measured}) võrreldes samade nädalatega aasta varem (${p.compared}). Numbrid on pood heaks kiitnud.`,
  },
  section: {
    eyebrow: 'Enne ja pärast',
    title: 'Miks just meie? Vaata, mida numbrid näitavad',
    lead: 'Kaks e-poodi, kaks lugu: ühe optimeerisime, teisele ehitasime uue poe. Numbrid näitavad, mida see ärile tähendas.',
    fullPage: 'kogu lehe kuvatõmmis',
    before: 'Enne',
    after: 'Pärast',
    whatHappened: 'Mis juhtus?',
    story: (companyGenitive) => `${companyGenitive} lugu`,
  },
};
