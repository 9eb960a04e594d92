/**
 * The fixes of "Mida teha kõigepealt" as data (plan.ts ranks them): for each problem of the Google card and each
 * card graded bad or worth attention (the whole-site check's cards too), what to do, why it matters, how (for the
 * platforms where the way differs), a rough effort, a link to our article or service, and what it costs the owner.
 * A pure data table (so it may run past 300 lines): no logic beyond building links and ranges; plan.ts ranks.
 */
import { ROUTES } from '@/lib/routes';
import type { Platform } from '@/lib/tester/checks/page-signals';
import type { GoogleProblem } from '@/lib/tester/report/google';
import { THRESHOLDS } from '@/lib/tester/report/grading';

export interface PlanLink {
  href: string;
  label: string;
}

/** An article of this site's blog: on the English site its English adaptation (its slug in content/blog-en). */
const article = (slug: string, label: string): PlanLink => ({ href: `${ROUTES.blog}/${slug}`, label });
export const LINKS: Record<'seo' | 'speed' | 'analysis' | 'audit' | 'contact', PlanLink> =
  process.env.SITE_LOCALE === 'en'
    ? {
        seo: article('what-is-seo-and-why-you-need-it', 'Read: what SEO is and how it brings you customers'),
        speed: article('why-website-speed-decides-your-success', 'Read: why website speed decides your success'),
        analysis: article('what-drives-customers-away-website-analysis', 'Read: what drives customers away'),
        audit: { href: '#audit', label: 'Book a free audit: we’ll sort it out together' },
        contact: { href: ROUTES.contact, label: 'Ask for a quote' },
      }
    : {
        seo: article('mis-on-seo-ja-milleks-seda-vaja-on', 'Loe: mis on SEO ja miks see kliente toob'),
        speed: article('miks-veebilehe-kiirus-otsustab-edu', 'Loe: miks veebilehe kiirus otsustab edu'),
        analysis: article('mis-peletab-kliente-eemale-veebilehe-analuus', 'Loe: mis peletab kliente eemale'),
        audit: { href: '#audit', label: 'Telli tasuta audit: teeme selle koos korda' },
        contact: { href: ROUTES.contact, label: 'Küsi pakkumist' },
      };

/** The rough efforts the fixes name. */
export const EFFORT =
  process.env.SITE_LOCALE === 'en'
    ? {
        min10: 'about 10 minutes',
        min15: 'about 15 minutes',
        min30: 'about 30 minutes',
        hour: 'about an hour',
        hours: 'a couple of hours',
        hourToHalfDay: 'an hour to half a day',
        halfDayToDays: 'half a day to a couple of days',
      }
    : {
        min10: 'umbes 10 minutit',
        min15: 'umbes 15 minutit',
        min30: 'umbes 30 minutit',
        hour: 'umbes tund',
        hours: 'paar tundi',
        hourToHalfDay: 'tund kuni pool päeva',
        halfDayToDays: 'pool päeva kuni paar päeva',
      };

/** The optimal lengths the grading uses (THRESHOLDS): "30–60", "120–160". */
const TITLE_RANGE = `${THRESHOLDS.title.min}–${THRESHOLDS.title.max}`;
const DESCRIPTION_RANGE = `${THRESHOLDS.description.min}–${THRESHOLDS.description.max}`;

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
    ...(process.env.SITE_LOCALE === 'en'
      ? {
          title: 'Let Google show the page in search',
          why: 'The page’s head says noindex: Google leaves the page out of its search results, so not a single customer finds you there.',
          how: {
            any: 'Remove noindex (or none) from the robots meta tag in the page’s head.',
            wordpress: 'In WordPress: Settings → Reading → untick ‘Discourage search engines from indexing this site’; if you use Yoast or Rank Math, allow the page to be shown in search in its SEO settings.',
            wix: 'In Wix: open the page’s settings → SEO basics and turn on ‘Let search engines index this page’.',
            squarespace: 'In Squarespace: open the Page Settings → SEO and turn off ‘Hide this page from search engine results’.',
            shopify: 'In Shopify: find what adds the noindex tag, in the theme file theme.liquid or in your apps, and remove it.',
            webflow: 'In Webflow: open the page’s settings → SEO and allow the page to be indexed; check the site settings too.',
            joomla: 'In Joomla: in the menu item’s settings → Metadata → Robots, choose ‘index, follow’.',
            drupal: 'In Drupal: remove the noindex for this page from the Metatag module’s settings.',
          },
        }
      : {
          title: 'Luba Google’il lehte otsingus näidata',
          why: 'Lehe koodis (<head>-osas) on noindex: Google jätab lehe otsingutulemustest välja ja sealt ei tule ühtegi klienti.',
          how: {
            any: 'Eemalda lehe koodis (<head>-osas) robots-märgendist noindex (või none).',
            wordpress: 'WordPressis: Seaded → Lugemine → eemalda linnuke „Keela otsingumootoritel seda saiti indekseerida“ (inglise keeles „Discourage search engines from indexing this site“); kui kasutad Yoasti või Rank Mathi, luba lehe SEO-seadetes otsingus näitamine.',
            wix: 'Wixis: ava lehe seaded → „SEO basics“ ja lülita sisse „Let search engines index this page“.',
            squarespace: 'Squarespace’is: ava lehe seaded („Page Settings“) → „SEO“ ja lülita välja „Hide this page from search engine results“.',
            shopify: 'Shopifys: otsi teema failist theme.liquid („Online Store“ → „Themes“ → „Edit code“) või rakendustest see, mis lisab noindex-märgendi, ja eemalda see.',
            webflow: 'Webflow’s: ava lehe seaded („Page settings“) → „SEO Settings“ ja luba lehe indekseerimine; kontrolli ka saidi seadeid („Site settings“ → „SEO“).',
            joomla: 'Joomlas: ava menüüpunkt → vaheleht „Metaandmed“ → „Robotid“ ja vali „index, follow“.',
            drupal: 'Drupalis: eemalda Metatag-mooduli seadetest selle lehe noindex.',
          },
        }),
    effort: EFFORT.min10,
    link: LINKS.seo,
    cost: 100,
  },
  noindexHeader: {
    ...(process.env.SITE_LOCALE === 'en'
      ? {
          title: 'Remove the server header that hides the page from Google',
          why: 'The server sends the header X-Robots-Tag: noindex, so Google leaves the page out of its search results.',
          how: { any: 'Remove the X-Robots-Tag header in your hosting or server settings (for example .htaccess or a caching plugin); if you cannot find it, ask your hosting provider.' },
        }
      : {
          title: 'Eemalda serverist päis, mis peidab lehe Google’i eest',
          why: 'Server saadab päise X-Robots-Tag: noindex: Google jätab lehe otsingutulemustest välja.',
          how: { any: 'Eemalda päis X-Robots-Tag majutuse või serveri seadetest (näiteks .htaccess või vahemäluplugin); kui ei leia, küsi majutajalt.' },
        }),
    effort: EFFORT.min30,
    link: LINKS.audit,
    cost: 100,
  },
  robotsBlock: {
    ...(process.env.SITE_LOCALE === 'en'
      ? {
          title: 'Open the page to Google in robots.txt',
          why: 'robots.txt forbids Google’s crawler to read the page, so Google cannot see its content or show it properly.',
          how: {
            any: 'Remove the ‘Disallow’ rule in robots.txt that shuts out this page (or the whole site).',
            wordpress: 'In WordPress: if Yoast or Rank Math writes your robots.txt, change it in the plugin’s tools; otherwise edit the robots.txt file in the site’s root folder.',
            shopify: 'In Shopify: edit the theme file robots.txt.liquid, or remove it so that Shopify’s default robots.txt applies.',
            wix: 'In Wix: SEO settings → robots.txt editor: remove the rule that shuts out the page.',
          },
        }
      : {
          title: 'Ava leht robots.txt-s Google’ile',
          why: 'robots.txt keelab Google’i robotil lehte lugeda, seega ei näe Google selle sisu ega näita seda õigesti.',
          how: {
            any: 'Eemalda robots.txt-failist reegel „Disallow“, mis selle lehe (või kogu saidi) sulgeb.',
            wordpress: 'WordPressis: kui robots.txt teeb Yoast või Rank Math, muuda seda plugina tööriistades; muidu muuda saidi juurkaustas olevat robots.txt-faili.',
            shopify: 'Shopifys: muuda teema faili robots.txt.liquid või eemalda see, et kehtiks Shopify vaikimisi robots.txt.',
            wix: 'Wixis: „SEO Settings“ → „robots.txt Editor“: eemalda reegel, mis lehe sulgeb.',
          },
        }),
    effort: EFFORT.min15,
    link: LINKS.seo,
    cost: 100,
  },
  errorStatus: {
    ...(process.env.SITE_LOCALE === 'en'
      ? {
          title: 'Fix the server error',
          why: 'The server answers with an error: Google does not show such a page in search, and visitors see an error message.',
          how: { any: 'Look through your hosting’s error log, or ask your hosting provider why the page answers with an error; the page must answer ‘200 – OK’.' },
        }
      : {
          title: 'Paranda serveri viga',
          why: 'Server vastab veaga: sellist lehte ei näita Google otsingus ja külastaja näeb veateadet.',
          how: { any: 'Vaata üle majutuse vealogi või küsi majutajalt, miks leht veaga vastab; leht peab vastama „200 – korras“.' },
        }),
    effort: EFFORT.hourToHalfDay,
    link: LINKS.audit,
    cost: 100,
  },
  canonicalHost: {
    ...(process.env.SITE_LOCALE === 'en'
      ? {
          title: 'Fix the page’s canonical address',
          why: 'The page tells Google that its real address is on another site, so Google may show that site in search instead.',
          how: {
            any: 'Unless the other site is meant to be the main copy, set link rel="canonical" in the page’s code (its <head>) to the page’s own address.',
            wordpress: 'In WordPress: check the ‘Canonical URL’ field in the page’s Yoast or Rank Math settings, and the site address (Settings → General).',
          },
        }
      : {
          title: 'Paranda lehe kanooniline aadress',
          why: 'Leht ütleb Google’ile, et õige aadress on teisel saidil, seega võib Google näidata otsingus hoopis seda saiti.',
          how: {
            any: 'Kui teine sait pole mõeldud põhikoopiaks, kirjuta lehe koodis (<head>-osas) link rel="canonical" väärtuseks lehe enda aadress.',
            wordpress: 'WordPressis: kontrolli Yoasti või Rank Mathi lehe seadetes välja „Kanooniline URL“ ja saidi aadressi (Seaded → Üldine).',
          },
        }),
    effort: EFFORT.min15,
    link: LINKS.seo,
    // A hint to Google, not a block: below the blockers, above the ordinary fixes.
    cost: 60,
  },
  redirectStatus: {
    ...(process.env.SITE_LOCALE === 'en'
      ? {
          title: 'Send visitors straight to the final address',
          why: 'The home page redirects before it loads: every extra step slows it down, although one permanent redirect is fine.',
          how: { any: 'Have the server open the page at its final address straight away (with a single permanent 301 redirect, if one is needed).' },
        }
      : {
          title: 'Suuna külastaja otse lõppaadressile',
          why: 'Avaleht ei vasta ise, vaid suunab edasi: iga lisasamm aeglustab lehe laadimist; üks püsiv suunamine on siiski korras.',
          how: { any: 'Lase serveril avada leht kohe lõppaadressil (ühe püsiva 301-suunamisega, kui seda on vaja).' },
        }),
    effort: EFFORT.min30,
    link: LINKS.audit,
    cost: 55,
  },
  canonicalPage: {
    ...(process.env.SITE_LOCALE === 'en'
      ? {
          title: 'Check the page’s canonical address',
          why: 'The page tells Google that its real address is another page, so Google may not show this page in search.',
          how: { any: 'Unless that is intended, set link rel="canonical" to the page’s own full address.' },
        }
      : {
          title: 'Kontrolli lehe kanoonilist aadressi',
          why: 'Leht ütleb Google’ile, et õige aadress on teine leht, seega ei pruugi Google seda lehte otsingus näidata.',
          how: { any: 'Kui see pole nii mõeldud, kirjuta link rel="canonical" väärtuseks lehe enda täielik aadress.' },
        }),
    effort: EFFORT.min15,
    link: LINKS.seo,
    cost: 60,
  },
  sitemapMissing: {
    ...(process.env.SITE_LOCALE === 'en'
      ? {
          title: 'Add a sitemap',
          why: 'A sitemap helps Google find your pages, especially new ones and those deep in the menu.',
          how: {
            any: 'Create sitemap.xml, add its address to robots.txt on a ‘Sitemap:’ line and submit it in Google Search Console.',
            wordpress: 'In WordPress: WordPress makes the sitemap itself (/wp-sitemap.xml), or Yoast or Rank Math does; check that it is switched on and add its address in Google Search Console.',
            shopify: 'Shopify makes the sitemap itself (/sitemap.xml): add that address in Google Search Console.',
            wix: 'Wix makes the sitemap itself: connect the site to Google Search Console in Wix’s SEO settings.',
          },
        }
      : {
          title: 'Lisa sisukaart (sitemap)',
          why: 'Sisukaart aitab Google’il su lehed üles leida, eriti uued ja sügaval menüüs asuvad.',
          how: {
            any: 'Loo sitemap.xml, kirjuta selle aadress robots.txt-sse reale „Sitemap:“ ja lisa see Google Search Console’i.',
            wordpress: 'WordPressis: sisukaardi teeb WordPress ise (/wp-sitemap.xml) või Yoast/Rank Math; kontrolli, et see on sisse lülitatud, ja lisa aadress Google Search Console’i.',
            shopify: 'Shopify teeb sisukaardi ise (/sitemap.xml): lisa see aadress Google Search Console’i.',
            wix: 'Wix teeb sisukaardi ise: ühenda sait Google Search Console’iga Wixi SEO seadetes.',
          },
        }),
    effort: EFFORT.min30,
    link: LINKS.seo,
    cost: 30,
  },
  sitemapWithoutPage: {
    ...(process.env.SITE_LOCALE === 'en'
      ? {
          title: 'Add the page to the sitemap',
          why: 'There is a sitemap, but the tested page is not in it, so Google may find the page late or not at all.',
          how: { any: 'Add the page’s address to the sitemap; if a plugin or your platform makes the sitemap, check that the page has not been left out.' },
        }
      : {
          title: 'Lisa leht sisukaarti',
          why: 'Sisukaart on olemas, aga testitud lehte seal pole, seega võib Google selle hiljem või üldse mitte leida.',
          how: { any: 'Lisa lehe aadress sisukaarti; kui sisukaardi teeb plugin või platvorm, kontrolli, et leht poleks sealt välja jäetud.' },
        }),
    effort: EFFORT.min15,
    link: LINKS.seo,
    cost: 25,
  },
};

/** Fixes for the other cards, by card id and grade. */
export const CARD_FIXES: Record<string, Partial<Record<'bad' | 'warning', FixTemplate>>> = {
  ssl: {
    bad: {
      ...(process.env.SITE_LOCALE === 'en'
        ? {
            title: 'Switch on a secure connection (HTTPS)',
            why: 'Without valid HTTPS the browser shows a ‘Not secure’ warning, and many visitors leave at once.',
            how: { any: 'Turn on the free Let’s Encrypt certificate in your hosting control panel and redirect http addresses to https.' },
          }
        : {
            title: 'Võta kasutusele turvaline ühendus (HTTPS)',
            why: 'Ilma kehtiva HTTPS-ita näitab brauser hoiatust „Pole turvaline“ ja paljud külastajad lahkuvad kohe.',
            how: { any: 'Lülita majutuse halduspaneelis sisse tasuta Let’s Encrypti sertifikaat ja suuna http-aadressid https-ile.' },
          }),
      effort: EFFORT.min30,
      link: LINKS.audit,
      cost: 90,
    },
    warning: {
      ...(process.env.SITE_LOCALE === 'en'
        ? {
            title: 'Renew the security certificate',
            why: 'The certificate expires soon: after that, browsers will warn every visitor.',
            how: { any: 'Renew the certificate in your hosting control panel, or turn on automatic renewal.' },
          }
        : {
            title: 'Uuenda turvasertifikaat',
            why: 'Sertifikaat aegub peagi: siis hoiatavad brauserid kõiki külastajaid.',
            how: { any: 'Uuenda sertifikaat majutuse halduspaneelis või lülita sisse automaatne uuendamine.' },
          }),
      effort: EFFORT.min15,
      link: LINKS.audit,
      cost: 70,
    },
  },
  redirects: {
    bad: {
      ...(process.env.SITE_LOCALE === 'en'
        ? {
            title: 'Redirect the http address to https',
            why: 'Anyone who types your address without https ends up on an insecure page.',
            how: { any: 'Add a permanent (301) redirect from http to https in your hosting settings.' },
          }
        : {
            title: 'Suuna http-aadress https-ile',
            why: 'Kes su aadressi ilma https-ita sisestab, jõuab ebaturvalisele lehele.',
            how: { any: 'Lisa majutuse seadetesse püsiv (301) suunamine http-lt https-ile.' },
          }),
      effort: EFFORT.min15,
      link: LINKS.audit,
      cost: 65,
    },
  },
  security: {
    bad: {
      ...(process.env.SITE_LOCALE === 'en'
        ? {
            title: 'Add security headers to the server',
            why: 'Security headers limit injected scripts and framing of your page on other sites. They are not why sites get hacked (out-of-date software is), but they limit the damage.',
            how: { any: 'Add security headers in your hosting settings (HSTS, nosniff, frame-ancestors); have a developer add Content-Security-Policy in Report-Only mode first. On static hosting this is a single settings file.' },
          }
        : {
            title: 'Lisa serverile turvapäised',
            why: 'Turvapäised ei takista häkkimist (lehti häkitakse enamasti uuendamata tarkvara kaudu), kuid raskendavad levinud rünnakuid: võõra skripti käivitamist ja lehe peitmist võõrasse raami.',
            how: { any: 'Lisa majutuse seadetesse turvapäised (HSTS, nosniff, frame-ancestors); Content-Security-Policy lase arendajal lisada esmalt Report-Only režiimis. Staatilisel majutusel on see üks seadete fail.' },
          }),
      effort: EFFORT.hourToHalfDay,
      link: LINKS.audit,
      // Below broken links and missing titles: the headers limit damage, they do not keep customers away.
      cost: 32,
    },
    warning: {
      ...(process.env.SITE_LOCALE === 'en'
        ? {
            title: 'Complete the server’s security headers',
            why: 'Some security headers are missing: they limit injected scripts and framing, though they are not why sites get hacked.',
            how: { any: 'Add the missing security headers (the ‘Security settings’ card lists the points that need attention).' },
          }
        : {
            title: 'Täienda serveri turvapäiseid',
            why: 'Mõni turvapäis on puudu: need raskendavad võõra skripti käivitamist ja lehe peitmist võõrasse raami, kuigi häkkimise põhjus on enamasti mujal.',
            how: { any: 'Lisa puuduvad turvapäised (vaata kaardil „Turvaseaded“ punkte, mis vajavad tähelepanu).' },
          }),
      effort: EFFORT.hour,
      link: LINKS.audit,
      cost: 14,
    },
  },
  'response-time': {
    bad: {
      ...(process.env.SITE_LOCALE === 'en'
        ? {
            title: 'Speed up the server’s response',
            why: 'The server answers slowly: visitors wait over a second before anything reaches the screen.',
            how: {
              any: 'Turn on page caching or move to faster hosting.',
              wordpress: 'In WordPress: install a caching plugin (for example WP Super Cache or LiteSpeed Cache), or ask your hosting provider for a faster plan.',
            },
          }
        : {
            title: 'Kiirenda serveri vastust',
            why: 'Server vastab aeglaselt: enne kui miski ekraanile jõuab, ootab külastaja juba üle sekundi.',
            how: { any: 'Võta kasutusele lehevahemälu (cache) või kiirem majutus.', wordpress: 'WordPressis: paigalda vahemäluplugin (näiteks WP Super Cache või LiteSpeed Cache) või küsi majutajalt kiiremat paketti.' },
          }),
      effort: EFFORT.hour,
      link: LINKS.speed,
      cost: 45,
    },
  },
  title: {
    bad: {
      ...(process.env.SITE_LOCALE === 'en'
        ? {
            title: 'Give the page a title',
            why: 'The title is the first thing people see in Google’s search results.',
            how: {
              any: `Write a title of ${TITLE_RANGE} characters that says what you offer and where.`,
              wordpress: 'In WordPress: the ‘SEO title’ field in the page’s Yoast or Rank Math settings.',
            },
          }
        : {
            title: 'Lisa lehele pealkiri',
            why: 'Pealkiri on esimene asi, mida inimene Google’i otsingutulemustes näeb.',
            how: { any: `Kirjuta lehele ${TITLE_RANGE} märgi pikkune pealkiri (title), mis ütleb, mida pakud ja kus.`, wordpress: 'WordPressis: Yoasti või Rank Mathi lehe seadetes väli „SEO pealkiri“.' },
          }),
      effort: EFFORT.min10,
      link: LINKS.seo,
      cost: 40,
    },
    warning: {
      ...(process.env.SITE_LOCALE === 'en'
        ? {
            title: `Make the page title ${TITLE_RANGE} characters long`,
            why: 'A title that is too long is cut off in search, and one that is too short does not say enough.',
            how: {
              any: `Write a title that fits in ${TITLE_RANGE} characters and starts with what matters most.`,
              wordpress: 'In WordPress: the ‘SEO title’ field in the page’s Yoast or Rank Math settings.',
            },
          }
        : {
            title: `Muuda lehe pealkiri ${TITLE_RANGE} märgi pikkuseks`,
            why: 'Liiga pikka pealkirja kärbitakse otsingutulemustes, liiga lühike ei ütle piisavalt.',
            how: { any: `Kirjuta pealkiri, mis mahub ${TITLE_RANGE} märgi sisse ja algab kõige tähtsamaga.`, wordpress: 'WordPressis: Yoasti või Rank Mathi lehe seadetes väli „SEO pealkiri“.' },
          }),
      effort: EFFORT.min10,
      link: LINKS.seo,
      cost: 12,
    },
  },
  description: {
    bad: {
      ...(process.env.SITE_LOCALE === 'en'
        ? {
            title: 'Give the page a meta description',
            why: 'Without a description Google picks a snippet of its own for the search result, and it may not tempt people to your page.',
            how: {
              any: `Write a description of ${DESCRIPTION_RANGE} characters that says why people should come to you.`,
              wordpress: 'In WordPress: the ‘Meta description’ field in the page’s Yoast or Rank Math settings.',
            },
          }
        : {
            title: 'Lisa lehele metakirjeldus',
            why: 'Ilma kirjelduseta valib Google otsingutulemusse ise mõne lõigu lehe tekstist, mis ei pruugi inimest su lehele meelitada.',
            how: { any: `Kirjuta ${DESCRIPTION_RANGE} märgi pikkune kirjeldus, mis ütleb, miks just sinu juurde tulla.`, wordpress: 'WordPressis: Yoasti või Rank Mathi lehe seadetes väli „Metakirjeldus“.' },
          }),
      effort: EFFORT.min10,
      link: LINKS.seo,
      cost: 30,
    },
    warning: {
      ...(process.env.SITE_LOCALE === 'en'
        ? {
            title: `Make the meta description ${DESCRIPTION_RANGE} characters long`,
            why: 'A description of the right length fits into the search result in full.',
            how: { any: `Write a description that fits in ${DESCRIPTION_RANGE} characters and ends with a call to action.` },
          }
        : {
            title: `Muuda metakirjeldus ${DESCRIPTION_RANGE} märgi pikkuseks`,
            why: 'Sobiva pikkusega kirjeldus mahub otsingutulemusse tervikuna ära.',
            how: { any: `Kirjuta kirjeldus, mis mahub ${DESCRIPTION_RANGE} märgi sisse ja lõpeb üleskutsega (nt „Küsi pakkumist“).` },
          }),
      effort: EFFORT.min10,
      link: LINKS.seo,
      cost: 10,
    },
  },
  h1: {
    bad: {
      ...(process.env.SITE_LOCALE === 'en'
        ? {
            title: 'Give the page a main heading (H1)',
            why: 'The main heading tells visitors and Google straight away what the page is about.',
            how: { any: 'Mark the page’s main heading as H1 (one per page).' },
          }
        : {
            title: 'Lisa lehele põhipealkiri (H1)',
            why: 'Põhipealkiri ütleb külastajale ja Google’ile kohe, millest leht räägib.',
            how: { any: 'Märgi lehe peamine pealkiri H1-ks (üks lehe kohta).' },
          }),
      effort: EFFORT.min10,
      link: LINKS.seo,
      cost: 28,
    },
    warning: {
      ...(process.env.SITE_LOCALE === 'en'
        ? {
            title: 'Keep one main heading (H1) on the page',
            why: 'Google says several H1 headings are fine; one clear main heading still tells visitors at once what the page is about.',
            how: { any: 'If you like, keep only the page’s main heading as H1 and make the others H2: advice, not a fault.' },
          }
        : {
            title: 'Jäta lehele üks põhipealkiri (H1)',
            why: 'Google’i sõnul on mitu H1-pealkirja lubatud; üks selge põhipealkiri ütleb külastajale siiski kohe, millest leht räägib.',
            how: { any: 'Soovi korral jäta H1-ks ainult lehe peamine pealkiri ja muuda teised H2-ks: see on soovitus, mitte viga.' },
          }),
      effort: EFFORT.min15,
      link: LINKS.seo,
      cost: 10,
    },
  },
  images: {
    bad: {
      ...(process.env.SITE_LOCALE === 'en'
        ? {
            title: 'Give images alt text',
            why: 'Screen readers and Google’s image search cannot understand images without alt text.',
            how: {
              any: 'Give every meaningful image a short description (alt), and decorative ones an empty alt="" (the card lists the file names).',
              wordpress: 'In WordPress: Media → the image → the ‘Alternative Text’ field.',
              wix: 'In Wix: the image’s settings → ‘What’s in the image?’.',
              shopify: 'In Shopify: ‘Add alt text’ beside the product or page image.',
            },
          }
        : {
            title: 'Lisa piltidele alt-tekstid',
            why: 'Ilma alt-tekstita pilte ei mõista ekraanilugeja ega Google’i pildiotsing.',
            how: { any: 'Lisa igale sisulisele pildile lühike kirjeldus (alt) ja kaunistusele tühi alt="" (kaardil on failide nimed).', wordpress: 'WordPressis: Meedia → pilt → väli „Alternatiivtekst“.', wix: 'Wixis: pildi seaded → „What’s in the image?“.', shopify: 'Shopifys: toote või lehe pildi juures „Add alt text“.' },
          }),
      effort: EFFORT.min30,
      link: LINKS.analysis,
      cost: 22,
    },
    warning: {
      ...(process.env.SITE_LOCALE === 'en'
        ? {
            title: 'Give the remaining images alt text',
            why: 'Some images stay invisible to screen readers and Google’s image search.',
            how: {
              any: 'Give the images named on the card a short description (alt), and decorative ones an empty alt="".',
              wordpress: 'In WordPress: Media → the image → the ‘Alternative Text’ field.',
            },
          }
        : {
            title: 'Lisa ülejäänud piltidele alt-tekstid',
            why: 'Osa pilte jääb ekraanilugejale ja Google’i pildiotsingule nähtamatuks.',
            how: { any: 'Lisa kaardil nimetatud piltidele lühike kirjeldus (alt), kaunistustele tühi alt="".', wordpress: 'WordPressis: Meedia → pilt → väli „Alternatiivtekst“.' },
          }),
      effort: EFFORT.min15,
      link: LINKS.analysis,
      cost: 14,
    },
  },
  'html-errors': {
    bad: {
      ...(process.env.SITE_LOCALE === 'en'
        ? {
            title: 'Fix the HTML errors',
            why: 'Faulty code can make the page look broken in some browsers.',
            how: { any: 'Have a developer fix the errors the W3C validator found; they are often errors in the theme or a plugin.' },
          }
        : {
            title: 'Paranda HTML-vead',
            why: 'Vigane kood võib lehe mõnes brauseris katki näidata.',
            how: { any: 'Lase arendajal W3C-validaatori leitud vead parandada; sageli on need teema või plugina vead.' },
          }),
      effort: EFFORT.hourToHalfDay,
      link: LINKS.audit,
      cost: 12,
    },
  },
  'structured-data': {
    warning: {
      ...(process.env.SITE_LOCALE === 'en'
        ? {
            title: 'Add structured data',
            why: 'With structured data Google can show your business details, prices or ratings in search.',
            how: {
              any: 'Add a JSON-LD block with your business details to the page (Organization or LocalBusiness).',
              wordpress: 'In WordPress: fill in your business details in the Yoast or Rank Math settings.',
            },
          }
        : {
            title: 'Lisa struktureeritud andmed',
            why: 'Struktureeritud andmetega saab Google näidata otsingus ettevõtte infot, hindu või hinnanguid.',
            how: { any: 'Lisa lehele JSON-LD plokk ettevõtte andmetega (Organization või LocalBusiness).', wordpress: 'WordPressis: Yoasti või Rank Mathi seadetes täida ettevõtte andmed.' },
          }),
      effort: EFFORT.hour,
      link: LINKS.seo,
      cost: 8,
    },
  },
  social: {
    bad: {
      ...(process.env.SITE_LOCALE === 'en'
        ? {
            title: 'Add a sharing image and title',
            why: 'When the page is shared on Facebook or LinkedIn, the image and the title decide whether people click on it.',
            how: { any: 'Add Open Graph tags (og:title, og:description, og:image) and a favicon to the page’s head.' },
          }
        : {
            title: 'Lisa jagamise pilt ja pealkiri',
            why: 'Kui lehte jagatakse Facebookis või LinkedInis, otsustavad pilt ja pealkiri, kas sellele klõpsatakse.',
            how: { any: 'Lisa lehe koodi (<head>-osasse) Open Graphi märgendid (og:title, og:description, og:image) ja favicon.' },
          }),
      effort: EFFORT.min30,
      link: LINKS.seo,
      cost: 9,
    },
  },
  'domain-trust': {
    bad: {
      ...(process.env.SITE_LOCALE === 'en'
        ? {
            title: 'Stop others sending email as your domain',
            why: 'Right now anyone can send e-mails in your domain’s name, and your own e-mails may end up in spam.',
            how: { any: 'Add SPF and DMARC records to your DNS, following your e-mail service’s instructions (the ‘Domain and e-mail’ card has an example).' },
          }
        : {
            title: 'Kaitse oma domeeni nime e-kirjades',
            why: 'Praegu saab igaüks saata kirju sinu domeeni nimel ja sinu enda kirjad võivad sattuda rämpsposti.',
            how: { any: 'Lisa DNS-i SPF- ja DMARC-kirje oma e-posti teenuse juhendi järgi (kaardil „Domeen ja e-post“ on näide).' },
          }),
      effort: EFFORT.hour,
      link: LINKS.audit,
      cost: 40,
    },
    warning: {
      ...(process.env.SITE_LOCALE === 'en'
        ? {
            title: 'Complete your domain and e-mail settings',
            why: 'Some domain settings are missing or lenient, which makes fake e-mails and DNS answers easier to pass off.',
            how: { any: 'Go through the points marked as needing attention on the ‘Domain and e-mail’ card.' },
          }
        : {
            title: 'Täienda domeeni ja e-posti seadeid',
            why: 'Mõni domeeni seade on puudu või leebe, nii et võltsitud kirju ja DNS-vastuseid on kergem teha.',
            how: { any: 'Vaata kaardil „Domeen ja e-post“ kollasega märgitud punktid üle.' },
          }),
      effort: EFFORT.hour,
      link: LINKS.audit,
      cost: 15,
    },
  },
  accessibility: {
    bad: {
      ...(process.env.SITE_LOCALE === 'en'
        ? {
            title: 'Make the page usable for everyone',
            why: 'Poor contrast and buttons and fields without names stop some visitors from getting in touch or buying.',
            how: { any: 'Have a developer check the page’s contrast, form field names and buttons: these are usually quick fixes.' },
          }
        : {
            title: 'Tee leht kõigile kasutatavaks',
            why: 'Kehv kontrast, nimeta nupud ja väljad jätavad osa külastajaid päringu või ostuta.',
            how: { any: 'Lase arendajal lehe kontrastid, vormiväljade nimed ja nupud üle vaadata: need on enamasti kiired parandused.' },
          }),
      effort: EFFORT.hours,
      link: LINKS.audit,
      cost: 20,
    },
  },
  // The whole-site check's findings (lib/tester/report/site.ts), joined to the plan when it has run.
  'site-broken-links': {
    bad: {
      ...(process.env.SITE_LOCALE === 'en'
        ? {
            title: 'Fix the broken links',
            why: 'A broken link leads visitors to an error message, and Google cannot reach your pages through it.',
            how: {
              any: 'The ‘Broken links’ card lists every broken address and the page it is on: fix the link, or redirect the missing address to the right page with a 301 redirect.',
              wordpress: 'In WordPress: fix the link in the page editor; redirect the missing address to the right page, for example with the Redirection plugin.',
            },
          }
        : {
            title: 'Paranda katkised lingid',
            why: 'Katkine link viib külastaja veateatele ja Google ei jõua selle kaudu su lehtedeni.',
            how: {
              any: 'Kaardil „Katkised lingid“ on iga katkine aadress ja leht, kus see on: paranda link või suuna kadunud aadress 301-suunamisega õigele lehele.',
              wordpress: 'WordPressis: paranda link lehe redaktoris; kadunud aadressi suuna õigele lehele näiteks pluginaga Redirection.',
            },
          }),
      effort: EFFORT.hour,
      link: LINKS.audit,
      cost: 50,
    },
  },
  'site-noindex-in-sitemap': {
    warning: {
      ...(process.env.SITE_LOCALE === 'en'
        ? {
            title: 'Bring the sitemap and noindex into line',
            why: 'The sitemap offers Google pages that ask to be kept out of search: if any of them should be in search, it is hidden right now.',
            how: { any: 'If a page should be in search, remove its noindex; if not, remove it from the sitemap.' },
          }
        : {
            title: 'Vii sisukaart ja noindex kooskõlla',
            why: 'Sisukaart pakub Google’ile lehti, mis keelavad end otsingusse panna: kui mõni neist peaks otsingus olema, on see praegu peidus.',
            how: { any: 'Kui leht peab otsingus olema, eemalda sellelt noindex; kui mitte, eemalda see sisukaardist.' },
          }),
      effort: EFFORT.min30,
      link: LINKS.seo,
      cost: 30,
    },
  },
  'site-missing': {
    bad: {
      ...(process.env.SITE_LOCALE === 'en'
        ? {
            title: 'Give your pages their missing titles',
            why: 'Google shows a page without a title poorly in search, and people rarely click on it.',
            how: {
              any: 'The card lists the pages that have no title, description or h1: give every page its own title, its own description and one h1.',
              wordpress: 'In WordPress: the ‘SEO title’ and ‘Meta description’ fields in the page’s Yoast or Rank Math settings.',
            },
          }
        : {
            title: 'Lisa lehtedele puuduvad pealkirjad',
            why: 'Ilma pealkirjata lehte näitab Google otsingus kehvasti ja sellele klõpsatakse harva.',
            how: {
              any: 'Kaardil on lehed, millel puudub pealkiri, kirjeldus või h1: lisa igale lehele oma pealkiri, kirjeldus ja üks h1.',
              wordpress: 'WordPressis: Yoasti või Rank Mathi lehe seadetes väljad „SEO pealkiri“ ja „Metakirjeldus“.',
            },
          }),
      effort: EFFORT.hours,
      link: LINKS.seo,
      cost: 35,
    },
    warning: {
      ...(process.env.SITE_LOCALE === 'en'
        ? {
            title: 'Give your pages their missing descriptions and h1',
            why: 'Without a description and a main heading, both Google and visitors understand your pages less well.',
            how: {
              any: 'The card lists the pages that have no description or h1: give every page its own description and one h1.',
              wordpress: 'In WordPress: the ‘Meta description’ field in the page’s Yoast or Rank Math settings.',
            },
          }
        : {
            title: 'Lisa lehtedele puuduvad kirjeldused ja h1',
            why: 'Ilma kirjelduse ja põhipealkirjata lehtedest saavad nii Google kui ka külastaja halvemini aru.',
            how: {
              any: 'Kaardil on lehed, millel puudub kirjeldus või h1: lisa igale lehele oma kirjeldus ja üks h1.',
              wordpress: 'WordPressis: Yoasti või Rank Mathi lehe seadetes väli „Metakirjeldus“.',
            },
          }),
      effort: EFFORT.hours,
      link: LINKS.seo,
      cost: 18,
    },
  },
  'site-sitemap-errors': {
    warning: {
      ...(process.env.SITE_LOCALE === 'en'
        ? {
            title: 'Fix the broken addresses in the sitemap',
            why: 'The sitemap sends Google to pages that do not open.',
            how: { any: 'Remove the addresses that no longer exist from the sitemap, or redirect them to new pages.' },
          }
        : {
            title: 'Paranda sisukaardi vigased aadressid',
            why: 'Sisukaart juhatab Google’i lehtedele, mis ei avane.',
            how: { any: 'Eemalda sisukaardist aadressid, mida enam pole, või suuna need uutele lehtedele.' },
          }),
      effort: EFFORT.min30,
      link: LINKS.seo,
      cost: 25,
    },
  },
  'site-titles': {
    warning: {
      ...(process.env.SITE_LOCALE === 'en'
        ? {
            title: 'Give every page its own title',
            why: 'Among pages with the same title Google picks one itself, and the others fall behind in search.',
            how: { any: 'Give every page named on the card its own title that says what that particular page is about.' },
          }
        : {
            title: 'Anna igale lehele oma pealkiri',
            why: 'Ühesuguste pealkirjadega lehtede seast valib Google ise ühe ja teised jäävad otsingus tahaplaanile.',
            how: { any: 'Kirjuta igale kaardil nimetatud lehele oma pealkiri, mis ütleb, millest just see leht räägib.' },
          }),
      effort: EFFORT.hour,
      link: LINKS.seo,
      cost: 16,
    },
  },
  'site-descriptions': {
    warning: {
      ...(process.env.SITE_LOCALE === 'en'
        ? {
            title: 'Give every page its own description',
            why: 'A description that is the same everywhere does not tell searchers why this particular page suits them.',
            how: { any: `Give every page named on the card its own description of ${DESCRIPTION_RANGE} characters.` },
          }
        : {
            title: 'Anna igale lehele oma kirjeldus',
            why: 'Ühesugune kirjeldus ei ütle otsijale, miks just see leht talle sobib.',
            how: { any: `Kirjuta igale kaardil nimetatud lehele oma ${DESCRIPTION_RANGE} märgi pikkune kirjeldus.` },
          }),
      effort: EFFORT.hour,
      link: LINKS.seo,
      cost: 10,
    },
  },
  'site-redirect-chains': {
    warning: {
      ...(process.env.SITE_LOCALE === 'en'
        ? {
            title: 'Shorten redirect chains',
            why: 'Every extra redirect slows the page down, and Google may give up on a long chain.',
            how: { any: 'Change your links and redirects so that they lead to the final address in one step.' },
          }
        : {
            title: 'Lühenda suunamisahelad',
            why: 'Iga lisasuunamine aeglustab lehe laadimist ja pika ahela võib Google pooleli jätta.',
            how: { any: 'Muuda lingid ja suunamised nii, et need viiksid ühe sammuga lõppaadressile.' },
          }),
      effort: EFFORT.hour,
      link: LINKS.speed,
      cost: 15,
    },
  },
  compression: {
    warning: {
      ...(process.env.SITE_LOCALE === 'en'
        ? {
            title: 'Compress files before sending them',
            why: 'An uncompressed page takes several times longer to load on a phone.',
            how: { any: 'Turn on gzip or Brotli compression in your hosting settings.' },
          }
        : {
            title: 'Paki failid enne saatmist kokku',
            why: 'Pakkimata lehe laadimine võtab telefonis mitu korda kauem aega.',
            how: { any: 'Lülita majutuse seadetes sisse gzip- või Brotli-pakkimine.' },
          }),
      effort: EFFORT.min15,
      link: LINKS.speed,
      cost: 20,
    },
  },
};
