/**
 * The fixes of "Mida teha kõigepealt" as data (plan.ts ranks them): for each problem of the Google card and each
 * card graded bad or worth attention (the whole-site check's cards too), what to do, why it matters, how (for the
 * platforms where the way differs), a rough effort, a link to our article or service, and what it costs the owner.
 */
import { ROUTES } from '@/lib/routes';
import type { Platform } from '@/lib/tester/checks/page-signals';
import type { GoogleProblem } from '@/lib/tester/report/google';

export interface PlanLink {
  href: string;
  label: string;
}

const article = (slug: string, label: string): PlanLink => ({ href: `${ROUTES.blog}/${slug}`, label });
export const LINKS = {
  seo: article('mis-on-seo-ja-milleks-seda-vaja-on', 'Loe: mis on SEO ja miks see kliente toob'),
  speed: article('miks-veebilehe-kiirus-otsustab-edu', 'Loe: miks veebilehe kiirus otsustab edu'),
  analysis: article('mis-peletab-kliente-eemale-veebilehe-analuus', 'Loe: mis peletab kliente eemale'),
  audit: { href: '#audit', label: 'Telli tasuta audit: teeme selle koos korda' },
  contact: { href: ROUTES.contact, label: 'Küsi pakkumist' },
} satisfies Record<string, PlanLink>;

/** How, in general, and for the platforms where the way differs. */
export type How = { any: string } & Partial<Record<Platform, string>>;

export interface FixTemplate {
  title: string;
  why: string;
  how: How;
  effort: string;
  link: PlanLink;
  cost: number;
}

export const GOOGLE_FIXES: Record<GoogleProblem, FixTemplate> = {
  noindexMeta: {
    title: 'Luba Google’il lehte otsingus näidata',
    why: 'Lehe päises on noindex: Google jätab lehe otsingutulemustest välja ja sealt ei tule ühtegi klienti.',
    how: {
      any: 'Eemalda lehe päisest robots-sildist noindex (või none).',
      wordpress: 'WordPressis: Seaded → Lugemine → eemalda linnuke „Keela otsingumootoritel seda saiti indekseerida“; kui kasutad Yoasti või Rank Mathi, luba lehe SEO-seadetes otsingus näitamine.',
      wix: 'Wixis: ava lehe seaded → SEO põhitõed ja lülita sisse „Luba otsingumootoritel see leht indekseerida“.',
      squarespace: 'Squarespace’is: ava lehe seaded → SEO ja eemalda valik, mis peidab lehe otsingumootorite eest.',
      shopify: 'Shopifys: otsi teema failist theme.liquid või rakendustest see, mis lisab noindex-sildi, ja eemalda see.',
      webflow: 'Webflow’s: ava lehe seaded → SEO ja luba lehe indekseerimine; kontrolli ka saidi seadeid.',
      joomla: 'Joomlas: menüüpunkti seadetes → Lehekülje kuvamine → Robotid vali „index, follow“.',
      drupal: 'Drupalis: eemalda Metatag-mooduli seadetest selle lehe noindex.',
    },
    effort: 'umbes 10 minutit',
    link: LINKS.seo,
    cost: 100,
  },
  noindexHeader: {
    title: 'Eemalda serverist päis, mis peidab lehe Google’i eest',
    why: 'Server saadab päise X-Robots-Tag: noindex: Google jätab lehe otsingutulemustest välja.',
    how: { any: 'Eemalda päis X-Robots-Tag majutuse või serveri seadetest (näiteks .htaccess või vahemälu plugin); kui ei leia, küsi majutajalt.' },
    effort: 'umbes 30 minutit',
    link: LINKS.audit,
    cost: 100,
  },
  robotsBlock: {
    title: 'Ava leht robots.txt-s Google’ile',
    why: 'robots.txt keelab Google’i robotil lehte lugeda, seega ei näe Google selle sisu ega näita seda õigesti.',
    how: {
      any: 'Eemalda robots.txt failist reegel „Disallow“, mis selle lehe (või kogu saidi) sulgeb.',
      wordpress: 'WordPressis: kui robots.txt teeb Yoast või Rank Math, muuda seda plugina tööriistades; muidu muuda saidi juurkaustas olevat robots.txt faili.',
      shopify: 'Shopifys: muuda teema faili robots.txt.liquid või eemalda see, et kehtiks Shopify vaikimisi robots.txt.',
      wix: 'Wixis: SEO seaded → robots.txt redaktor: eemalda reegel, mis lehe sulgeb.',
    },
    effort: 'umbes 15 minutit',
    link: LINKS.seo,
    cost: 100,
  },
  errorStatus: {
    title: 'Paranda serveri viga',
    why: 'Server vastab veaga: sellist lehte ei näita Google otsingus ja külastaja näeb veateadet.',
    how: { any: 'Vaata üle majutuse vealogi või küsi majutajalt, miks leht veaga vastab; leht peab vastama „200 – korras“.' },
    effort: 'tund kuni pool päeva',
    link: LINKS.audit,
    cost: 100,
  },
  canonicalHost: {
    title: 'Paranda lehe kanooniline aadress',
    why: 'Leht ütleb Google’ile, et õige aadress on teisel saidil, seega näitab Google otsingus seda teist saiti.',
    how: {
      any: 'Kirjuta lehe päises link rel="canonical" väärtuseks lehe enda aadress.',
      wordpress: 'WordPressis: kontrolli Yoasti või Rank Mathi lehe seadetes välja „Kanooniline URL“ ja saidi aadressi (Seaded → Üldine).',
    },
    effort: 'umbes 15 minutit',
    link: LINKS.seo,
    cost: 95,
  },
  redirectStatus: {
    title: 'Suuna külastaja otse lõppaadressile',
    why: 'Avaleht ei vasta ise, vaid suunab edasi: iga lisasamm aeglustab lehte ja segab Google’it.',
    how: { any: 'Lase serveril avada leht kohe lõppaadressil (ühe püsiva 301-suunamisega, kui seda on vaja).' },
    effort: 'umbes 30 minutit',
    link: LINKS.audit,
    cost: 55,
  },
  canonicalPage: {
    title: 'Kontrolli lehe kanoonilist aadressi',
    why: 'Leht ütleb Google’ile, et õige aadress on teine leht, seega ei pruugi Google seda lehte otsingus näidata.',
    how: { any: 'Kui see pole nii mõeldud, kirjuta link rel="canonical" väärtuseks lehe enda täielik aadress.' },
    effort: 'umbes 15 minutit',
    link: LINKS.seo,
    cost: 60,
  },
  sitemapMissing: {
    title: 'Lisa sisukaart (sitemap)',
    why: 'Sisukaart aitab Google’il su lehed üles leida, eriti uued ja sügaval menüüs asuvad.',
    how: {
      any: 'Loo sitemap.xml, kirjuta selle aadress robots.txt-sse reale „Sitemap:“ ja lisa see Google Search Console’i.',
      wordpress: 'WordPressis: sisukaardi teeb WordPress ise (/wp-sitemap.xml) või Yoast/Rank Math; kontrolli, et see on sisse lülitatud, ja lisa aadress Google Search Console’i.',
      shopify: 'Shopify teeb sisukaardi ise (/sitemap.xml): lisa see aadress Google Search Console’i.',
      wix: 'Wix teeb sisukaardi ise: ühenda sait Google Search Console’iga Wixi SEO seadetes.',
    },
    effort: 'umbes 30 minutit',
    link: LINKS.seo,
    cost: 30,
  },
  sitemapWithoutPage: {
    title: 'Lisa leht sisukaarti',
    why: 'Sisukaart on olemas, aga testitud lehte seal pole, seega võib Google selle hiljem või üldse mitte leida.',
    how: { any: 'Lisa lehe aadress sisukaarti; kui sisukaardi teeb plugin või platvorm, kontrolli, et leht poleks sealt välja jäetud.' },
    effort: 'umbes 15 minutit',
    link: LINKS.seo,
    cost: 25,
  },
};

/** Fixes for the other cards, by card id and grade. */
export const CARD_FIXES: Record<string, Partial<Record<'bad' | 'warning', FixTemplate>>> = {
  ssl: {
    bad: {
      title: 'Võta kasutusele turvaline ühendus (HTTPS)',
      why: 'Ilma kehtiva HTTPS-ita näitab brauser hoiatust „Pole turvaline“ ja paljud külastajad lahkuvad kohe.',
      how: { any: 'Lülita majutuse halduspaneelis sisse tasuta Let’s Encrypti sertifikaat ja suuna http-aadressid https-ile.' },
      effort: 'umbes 30 minutit',
      link: LINKS.audit,
      cost: 90,
    },
    warning: {
      title: 'Uuenda turvasertifikaat',
      why: 'Sertifikaat aegub peagi: siis hoiatavad brauserid kõiki külastajaid.',
      how: { any: 'Uuenda sertifikaat majutuse halduspaneelis või lülita sisse automaatne uuendamine.' },
      effort: 'umbes 15 minutit',
      link: LINKS.audit,
      cost: 70,
    },
  },
  redirects: {
    bad: {
      title: 'Suuna http-aadress https-ile',
      why: 'Kes su aadressi ilma https-ita sisestab, jõuab ebaturvalisele lehele.',
      how: { any: 'Lisa majutuse seadetesse püsiv (301) suunamine http-lt https-ile.' },
      effort: 'umbes 15 minutit',
      link: LINKS.audit,
      cost: 65,
    },
  },
  security: {
    bad: {
      title: 'Lisa serverisse turvaseaded',
      why: 'Puuduvad turvaseaded teevad lehe häkkimise ja võltsimise lihtsamaks.',
      how: { any: 'Lisa majutuse seadetesse turvapäised (HSTS, Content-Security-Policy, nosniff, frame-ancestors); staatilisel majutusel on see üks seadete fail.' },
      effort: 'tund kuni pool päeva',
      link: LINKS.audit,
      cost: 50,
    },
    warning: {
      title: 'Täienda serveri turvaseadeid',
      why: 'Mõni turvaseade on puudu, mis teeb lehe ründamise lihtsamaks.',
      how: { any: 'Lisa puuduvad turvapäised (vaata kaardil „Turvaseaded“ punkte, mis vajavad tähelepanu).' },
      effort: 'umbes tund',
      link: LINKS.audit,
      cost: 25,
    },
  },
  'response-time': {
    bad: {
      title: 'Kiirenda serveri vastust',
      why: 'Server vastab aeglaselt: enne kui miski ekraanile jõuab, ootab külastaja juba üle sekundi.',
      how: { any: 'Võta kasutusele lehevahemälu (cache) või kiirem majutus.', wordpress: 'WordPressis: paigalda vahemälu plugin (näiteks WP Super Cache või LiteSpeed Cache) või küsi majutajalt kiiremat paketti.' },
      effort: 'umbes tund',
      link: LINKS.speed,
      cost: 45,
    },
  },
  title: {
    bad: {
      title: 'Lisa lehele pealkiri',
      why: 'Pealkiri on esimene asi, mida inimene Google’i otsingutulemustes näeb.',
      how: { any: 'Kirjuta lehele 30–60 märgi pikkune pealkiri (title), mis ütleb, mida pakud ja kus.', wordpress: 'WordPressis: Yoasti või Rank Mathi lehe seadetes väli „SEO pealkiri“.' },
      effort: 'umbes 10 minutit',
      link: LINKS.seo,
      cost: 40,
    },
    warning: {
      title: 'Muuda lehe pealkiri 30–60 märgi pikkuseks',
      why: 'Liiga pikk pealkiri lõigatakse otsingus pooleks, liiga lühike ei ütle piisavalt.',
      how: { any: 'Kirjuta pealkiri, mis mahub 30–60 märgi sisse ja algab kõige tähtsamaga.', wordpress: 'WordPressis: Yoasti või Rank Mathi lehe seadetes väli „SEO pealkiri“.' },
      effort: 'umbes 10 minutit',
      link: LINKS.seo,
      cost: 12,
    },
  },
  description: {
    bad: {
      title: 'Lisa lehele metakirjeldus',
      why: 'Ilma kirjelduseta valib Google otsingutulemusse ise suvalise lõigu, mis ei pruugi inimest su lehele meelitada.',
      how: { any: 'Kirjuta 120–160 märgi pikkune kirjeldus, mis ütleb, miks just sinu juurde tulla.', wordpress: 'WordPressis: Yoasti või Rank Mathi lehe seadetes väli „Metakirjeldus“.' },
      effort: 'umbes 10 minutit',
      link: LINKS.seo,
      cost: 30,
    },
    warning: {
      title: 'Muuda metakirjeldus 120–160 märgi pikkuseks',
      why: 'Sobiva pikkusega kirjeldus mahub otsingutulemusse tervikuna ära.',
      how: { any: 'Kirjuta kirjeldus, mis mahub 120–160 märgi sisse ja lõpeb kutsega tegutseda.' },
      effort: 'umbes 10 minutit',
      link: LINKS.seo,
      cost: 10,
    },
  },
  h1: {
    bad: {
      title: 'Lisa lehele põhipealkiri (H1)',
      why: 'Põhipealkiri ütleb külastajale ja Google’ile kohe, millest leht räägib.',
      how: { any: 'Märgi lehe peamine pealkiri H1-ks (üks lehe kohta).' },
      effort: 'umbes 10 minutit',
      link: LINKS.seo,
      cost: 28,
    },
    warning: {
      title: 'Jäta lehele üks põhipealkiri (H1)',
      why: 'Mitu põhipealkirja muudavad ebaselgeks, millest leht räägib.',
      how: { any: 'Jäta H1-ks ainult lehe peamine pealkiri, teised muuda H2-ks.' },
      effort: 'umbes 15 minutit',
      link: LINKS.seo,
      cost: 10,
    },
  },
  images: {
    bad: {
      title: 'Lisa piltidele alt-tekstid',
      why: 'Ilma alt-tekstita pilte ei mõista ekraanilugeja ega Google’i pildiotsing.',
      how: { any: 'Lisa igale sisulisele pildile lühike kirjeldus (alt) ja kaunistusele tühi alt="" (kaardil on failide nimed).', wordpress: 'WordPressis: Meedia → pilt → väli „Alternatiivtekst“.', wix: 'Wixis: pildi seaded → „Mida pildil on?“.', shopify: 'Shopifys: toote või lehe pildi juures „Lisa alt-tekst“.' },
      effort: 'umbes 30 minutit',
      link: LINKS.analysis,
      cost: 22,
    },
    warning: {
      title: 'Lisa ülejäänud piltidele alt-tekstid',
      why: 'Osa pilte jääb ekraanilugejale ja Google’i pildiotsingule nähtamatuks.',
      how: { any: 'Lisa kaardil nimetatud piltidele lühike kirjeldus (alt), kaunistustele tühi alt="".', wordpress: 'WordPressis: Meedia → pilt → väli „Alternatiivtekst“.' },
      effort: 'umbes 15 minutit',
      link: LINKS.analysis,
      cost: 14,
    },
  },
  'html-errors': {
    bad: {
      title: 'Paranda HTML-vead',
      why: 'Vigane kood võib lehe mõnes brauseris katki näidata.',
      how: { any: 'Lase arendajal W3C validaatori leitud vead parandada; sageli on need teema või plugina vead.' },
      effort: 'tund kuni pool päeva',
      link: LINKS.audit,
      cost: 12,
    },
  },
  'structured-data': {
    warning: {
      title: 'Lisa struktureeritud andmed',
      why: 'Struktureeritud andmetega saab Google näidata otsingus ettevõtte infot, hindu või hinnanguid.',
      how: { any: 'Lisa lehele JSON-LD plokk ettevõtte andmetega (Organization või LocalBusiness).', wordpress: 'WordPressis: Yoasti või Rank Mathi seadetes täida ettevõtte andmed.' },
      effort: 'umbes tund',
      link: LINKS.seo,
      cost: 8,
    },
  },
  social: {
    bad: {
      title: 'Lisa jagamise pilt ja pealkiri',
      why: 'Kui lehte jagatakse Facebookis või LinkedInis, otsustavad pilt ja pealkiri, kas sellele klikitakse.',
      how: { any: 'Lisa lehe päisesse Open Graphi sildid (og:title, og:description, og:image) ja favicon.' },
      effort: 'umbes 30 minutit',
      link: LINKS.seo,
      cost: 9,
    },
  },
  'domain-trust': {
    bad: {
      title: 'Kaitse oma domeeni nime e-kirjades',
      why: 'Praegu saab igaüks saata kirju sinu domeeni nimel ja sinu enda kirjad võivad sattuda rämpsposti.',
      how: { any: 'Lisa DNS-i SPF- ja DMARC-kirje oma e-posti teenuse juhendi järgi (kaardil „Domeen ja e-post“ on näide).' },
      effort: 'umbes tund',
      link: LINKS.audit,
      cost: 40,
    },
    warning: {
      title: 'Täienda domeeni ja e-posti seadeid',
      why: 'Mõni domeeni seade on puudu või leebe, nii et võltsitud kirju ja DNS-vastuseid on kergem teha.',
      how: { any: 'Vaata kaardil „Domeen ja e-post“ kollasega märgitud punktid üle.' },
      effort: 'umbes tund',
      link: LINKS.audit,
      cost: 15,
    },
  },
  accessibility: {
    bad: {
      title: 'Tee leht kõigile kasutatavaks',
      why: 'Kehv kontrast, nimeta nupud ja väljad jätavad osa külastajaid päringu või ostuta.',
      how: { any: 'Lase arendajal lehe kontrastid, vormiväljade nimed ja nupud üle vaadata: need on enamasti kiired parandused.' },
      effort: 'paar tundi',
      link: LINKS.audit,
      cost: 20,
    },
  },
  // The whole-site check's findings (lib/tester/report/site.ts), joined to the plan when it has run.
  'site-broken-links': {
    bad: {
      title: 'Paranda katkised lingid',
      why: 'Katkine link viib külastaja veateatele ja Google ei jõua selle kaudu su lehtedeni.',
      how: {
        any: 'Kaardil „Katkised lingid“ on iga katkine aadress ja leht, kus see on: paranda link või suuna kadunud aadress 301-suunamisega õigele lehele.',
        wordpress: 'WordPressis: paranda link lehe redaktoris; kadunud aadressi suuna õigele lehele näiteks pluginaga Redirection.',
      },
      effort: 'umbes tund',
      link: LINKS.audit,
      cost: 50,
    },
  },
  'site-noindex-in-sitemap': {
    warning: {
      title: 'Vii sisukaart ja noindex kooskõlla',
      why: 'Sisukaart pakub Google’ile lehti, mis keelavad end otsingusse panna: kui mõni neist peaks otsingus olema, on see praegu peidus.',
      how: { any: 'Kui leht peab otsingus olema, eemalda sellelt noindex; kui mitte, eemalda see sisukaardist.' },
      effort: 'umbes 30 minutit',
      link: LINKS.seo,
      cost: 30,
    },
  },
  'site-missing': {
    bad: {
      title: 'Lisa lehtedele puuduvad pealkirjad',
      why: 'Ilma pealkirjata lehte näitab Google otsingus kehvasti ja sellele klõpsatakse harva.',
      how: {
        any: 'Kaardil on lehed, millel puudub pealkiri, kirjeldus või h1: lisa igale lehele oma pealkiri, kirjeldus ja üks h1.',
        wordpress: 'WordPressis: Yoasti või Rank Mathi lehe seadetes väljad „SEO pealkiri“ ja „Metakirjeldus“.',
      },
      effort: 'paar tundi',
      link: LINKS.seo,
      cost: 35,
    },
    warning: {
      title: 'Lisa lehtedele puuduvad kirjeldused ja h1',
      why: 'Ilma kirjelduse ja põhipealkirjata lehtedest saavad nii Google kui ka külastaja halvemini aru.',
      how: {
        any: 'Kaardil on lehed, millel puudub kirjeldus või h1: lisa igale lehele oma kirjeldus ja üks h1.',
        wordpress: 'WordPressis: Yoasti või Rank Mathi lehe seadetes väli „Metakirjeldus“.',
      },
      effort: 'paar tundi',
      link: LINKS.seo,
      cost: 18,
    },
  },
  'site-sitemap-errors': {
    warning: {
      title: 'Paranda sisukaardi vigased aadressid',
      why: 'Sisukaart juhatab Google’i lehtedele, mis ei avane.',
      how: { any: 'Eemalda sisukaardist aadressid, mida enam pole, või suuna need uutele lehtedele.' },
      effort: 'umbes 30 minutit',
      link: LINKS.seo,
      cost: 25,
    },
  },
  'site-titles': {
    warning: {
      title: 'Anna igale lehele oma pealkiri',
      why: 'Ühesuguste pealkirjadega lehtede seast valib Google ise ühe ja teised jäävad otsingus tahaplaanile.',
      how: { any: 'Kirjuta igale kaardil nimetatud lehele oma pealkiri, mis ütleb, millest just see leht räägib.' },
      effort: 'umbes tund',
      link: LINKS.seo,
      cost: 16,
    },
  },
  'site-descriptions': {
    warning: {
      title: 'Anna igale lehele oma kirjeldus',
      why: 'Ühesugune kirjeldus ei ütle otsijale, miks just see leht talle sobib.',
      how: { any: 'Kirjuta igale kaardil nimetatud lehele oma 120–160 märgi pikkune kirjeldus.' },
      effort: 'umbes tund',
      link: LINKS.seo,
      cost: 10,
    },
  },
  'site-redirect-chains': {
    warning: {
      title: 'Lühenda suunamisahelad',
      why: 'Iga lisasuunamine aeglustab lehe avanemist, ja pika ahela võib Google pooleli jätta.',
      how: { any: 'Muuda lingid ja suunamised nii, et need viiksid ühe sammuga lõppaadressile.' },
      effort: 'umbes tund',
      link: LINKS.speed,
      cost: 15,
    },
  },
  compression: {
    warning: {
      title: 'Paki failid enne saatmist kokku',
      why: 'Pakkimata leht laadib telefonis mitu korda kauem.',
      how: { any: 'Lülita majutuse seadetes sisse gzip- või Brotli-pakkimine.' },
      effort: 'umbes 15 minutit',
      link: LINKS.speed,
      cost: 20,
    },
  },
};
