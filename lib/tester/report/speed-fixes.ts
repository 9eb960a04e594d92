/**
 * The PageSpeed fixes the tester translates: Lighthouse audit ids (Lighthouse 12 and the insights of Lighthouse 13)
 * with what each means for an owner, in the site's language (each words object has its English and Estonian branch,
 * and speed.ts tells the kinds apart by the object). Lighthouse has no Estonian of its own, so a fix whose id is not
 * here is counted in the report, never shown in Lighthouse's own words. Add a row to show another fix.
 */
export interface SpeedFixWords {
  /** What to do, as a short imperative. */
  title: string;
  /** How, in one sentence an owner can pass on. */
  how: string;
}

const images: SpeedFixWords =
  process.env.SITE_LOCALE === 'en'
    ? {
        title: 'Make your images smaller',
        how: 'Save images in WebP or AVIF format, at exactly the size they are shown on screen.',
      }
    : {
        title: 'Muuda pildid väiksemaks',
        how: 'Salvesta pildid WebP- või AVIF-vormingus ja täpselt nii suurena, kui neid ekraanil näidatakse.',
      };
const renderBlocking: SpeedFixWords =
  process.env.SITE_LOCALE === 'en'
    ? {
        title: 'Let the page appear before scripts and styles load',
        how: 'Load scripts that are not needed straight away later (defer), and put the styles the top of the page needs into the page itself.',
      }
    : {
        title: 'Lase lehel ilmuda enne skriptide ja stiilide laadimist',
        how: 'Laadi mittevajalikud skriptid hiljem (defer) ja too lehe alguse jaoks vajalikud stiilid lehe sisse.',
      };
const unusedJs: SpeedFixWords =
  process.env.SITE_LOCALE === 'en'
    ? {
        title: 'Remove unused JavaScript',
        how: 'Turn off plugins and add-ons the page does not need, or load them only on the pages that use them.',
      }
    : {
        title: 'Eemalda kasutamata JavaScript',
        how: 'Lülita välja pluginad ja lisad, mida leht ei vaja, või laadi need ainult lehtedel, kus neid kasutatakse.',
      };
const serverSpeed: SpeedFixWords =
  process.env.SITE_LOCALE === 'en'
    ? {
        title: 'Speed up the server’s response',
        how: 'Turn on page caching or move to faster hosting, so that the server sends the page straight away.',
      }
    : {
        title: 'Kiirenda serveri vastust',
        how: 'Võta kasutusele lehevahemälu (cache) või kiirem majutus, et server saadaks lehe kohe.',
      };
const caching: SpeedFixWords =
  process.env.SITE_LOCALE === 'en'
    ? {
        title: 'Let the browser remember files',
        how: 'Give images, styles and scripts a long cache lifetime, so that returning visitors do not download them again.',
      }
    : {
        title: 'Lase brauseril faile meeles pidada',
        how: 'Sea piltidele, stiilidele ja skriptidele pikk vahemälu aeg, et korduv külastaja neid uuesti ei laadiks.',
      };
const lcpImage: SpeedFixWords =
  process.env.SITE_LOCALE === 'en'
    ? {
        title: 'Load the page’s largest image straight away',
        how: 'Do not lazy-load the main image at the top of the page (loading="lazy"), and give it high priority (fetchpriority="high").',
      }
    : {
        title: 'Laadi lehe suurim pilt kohe',
        how: 'Ära laadi lehe ülaosa põhipilti laisalt (loading="lazy") ja anna sellele kõrge prioriteet (fetchpriority="high").',
      };
const legacyJs: SpeedFixWords =
  process.env.SITE_LOCALE === 'en'
    ? {
        title: 'Stop sending old code to modern browsers',
        how: 'Build the scripts for modern browsers, without the extra code old browsers needed.',
      }
    : {
        title: 'Ära saada tänapäeva brauseritele vana koodi',
        how: 'Ehita skriptid tänapäeva brauseritele, ilma vanade brauserite lisakoodita.',
      };
const duplicatedJs: SpeedFixWords =
  process.env.SITE_LOCALE === 'en'
    ? {
        title: 'Remove JavaScript that loads twice',
        how: 'The same library is loaded more than once: keep one copy.',
      }
    : {
        title: 'Eemalda topelt laaditav JavaScript',
        how: 'Sama teek laaditakse mitu korda: jäta alles üks koopia.',
      };
const fonts: SpeedFixWords =
  process.env.SITE_LOCALE === 'en'
    ? {
        title: 'Show text while the font is still loading',
        how: 'Add font-display: swap to your fonts, so that the text can be read straight away.',
      }
    : {
        title: 'Näita teksti juba fondi laadimise ajal',
        how: 'Lisa fontidele font-display: swap, et tekst oleks kohe loetav.',
      };
const thirdParties: SpeedFixWords =
  process.env.SITE_LOCALE === 'en'
    ? {
        title: 'Cut down third-party scripts',
        how: 'Review chat windows and advertising and tracking scripts: remove the ones you do not use and load the rest later.',
      }
    : {
        title: 'Vähenda kolmandate osapoolte skripte',
        how: 'Vaata üle vestlusaknad, reklaami- ja jälgimisskriptid: eemalda need, mida ei kasuta, ülejäänud laadi hiljem.',
      };
const mainThread: SpeedFixWords =
  process.env.SITE_LOCALE === 'en'
    ? {
        title: 'Reduce the browser’s work when the page opens',
        how: 'Too much JavaScript keeps the phone busy: remove or postpone scripts that are not needed straight away.',
      }
    : {
        title: 'Vähenda brauseri tööd lehe avamisel',
        how: 'Liiga palju JavaScripti hoiab telefoni kinni: eemalda või lükka edasi skriptid, mida kohe vaja pole.',
      };
const domSize: SpeedFixWords =
  process.env.SITE_LOCALE === 'en'
    ? {
        title: 'Make the page simpler',
        how: 'The page has a great many elements: shorten long menus and lists, or split the content over several pages.',
      }
    : {
        title: 'Tee leht lihtsamaks',
        how: 'Lehel on väga palju elemente: lühenda pikki menüüsid ja loendeid või jaga sisu mitmele lehele.',
      };
const compression: SpeedFixWords =
  process.env.SITE_LOCALE === 'en'
    ? {
        title: 'Compress files before sending them',
        how: 'Turn on gzip or Brotli compression on the server (in your hosting settings or a caching plugin).',
      }
    : {
        title: 'Paki failid enne saatmist kokku',
        how: 'Lülita serveris sisse gzip- või Brotli-pakkimine (majutuse seadetes või vahemälu pluginas).',
      };
const redirects: SpeedFixWords =
  process.env.SITE_LOCALE === 'en'
    ? {
        title: 'Cut down redirects',
        how: 'Let visitors reach the page directly, without passing through other addresses first.',
      }
    : {
        title: 'Vähenda ümbersuunamisi',
        how: 'Lase külastajal jõuda lehele otse, ilma vaheaadressideta.',
      };
const layoutShift: SpeedFixWords =
  process.env.SITE_LOCALE === 'en'
    ? {
        title: 'Keep parts of the page in place',
        how: 'Give images and ad slots their dimensions, so that the content does not jump while it loads.',
      }
    : {
        title: 'Hoia lehe osad paigal',
        how: 'Anna piltidele ja reklaamikohtadele mõõdud, et sisu ei hüppaks laadimise ajal.',
      };
const unusedCss: SpeedFixWords =
  process.env.SITE_LOCALE === 'en'
    ? {
        title: 'Remove unused CSS',
        how: 'Your theme and plugins load styles the page does not use: turn them off or load only the ones you need.',
      }
    : {
        title: 'Eemalda kasutamata CSS',
        how: 'Teema ja pluginad laadivad stiile, mida leht ei kasuta: lülita need välja või laadi ainult vajalikud.',
      };
const minify: SpeedFixWords =
  process.env.SITE_LOCALE === 'en'
    ? {
        title: 'Minify your code files',
        how: 'Turn on minification of CSS and JavaScript files, for example in a caching plugin.',
      }
    : {
        title: 'Tihenda koodifailid',
        how: 'Lülita sisse CSS- ja JavaScript-failide tihendamine (minify), näiteks vahemälu pluginas.',
      };
const preconnect: SpeedFixWords =
  process.env.SITE_LOCALE === 'en'
    ? {
        title: 'Connect to other servers earlier',
        how: 'Add a preconnect hint for important external addresses (fonts, an image server).',
      }
    : {
        title: 'Loo ühendus teiste serveritega varem',
        how: 'Lisa olulistele välistele aadressidele (fondid, pildiserver) preconnect-vihje.',
      };
const totalBytes: SpeedFixWords =
  process.env.SITE_LOCALE === 'en'
    ? {
        title: 'Reduce the page’s total size',
        how: 'The page loads many megabytes: cut down images, videos and scripts.',
      }
    : {
        title: 'Vähenda lehe kogumahtu',
        how: 'Lehe laadimisel tuleb alla palju megabaite: vähenda pilte, videoid ja skripte.',
      };
const animations: SpeedFixWords =
  process.env.SITE_LOCALE === 'en'
    ? {
        title: 'Replace GIF animations with video',
        how: 'A large GIF is several times smaller as a video.',
      }
    : {
        title: 'Asenda GIF-animatsioonid videoga',
        how: 'Suur GIF on video kujul mitu korda väiksem.',
      };

/** Audit id → words. */
export const SPEED_FIX_WORDS: Readonly<Record<string, SpeedFixWords>> = {
  // Lighthouse 13 insights
  'image-delivery-insight': images,
  'render-blocking-insight': renderBlocking,
  'document-latency-insight': serverSpeed,
  'cache-insight': caching,
  'lcp-discovery-insight': lcpImage,
  'legacy-javascript-insight': legacyJs,
  'duplicated-javascript-insight': duplicatedJs,
  'font-display-insight': fonts,
  'third-parties-insight': thirdParties,
  'dom-size-insight': domSize,
  'cls-culprits-insight': layoutShift,
  'forced-reflow-insight': mainThread,
  'network-dependency-tree-insight': preconnect,
  // Lighthouse 12 audits
  'uses-optimized-images': images,
  'modern-image-formats': images,
  'uses-responsive-images': images,
  'offscreen-images': images,
  'render-blocking-resources': renderBlocking,
  'unused-javascript': unusedJs,
  'server-response-time': serverSpeed,
  'uses-long-cache-ttl': caching,
  'prioritize-lcp-image': lcpImage,
  'lcp-lazy-loaded': lcpImage,
  'legacy-javascript': legacyJs,
  'duplicated-javascript': duplicatedJs,
  'font-display': fonts,
  'third-party-summary': thirdParties,
  'bootup-time': mainThread,
  'mainthread-work-breakdown': mainThread,
  'dom-size': domSize,
  'uses-text-compression': compression,
  redirects,
  'layout-shifts': layoutShift,
  'unused-css-rules': unusedCss,
  'unminified-css': minify,
  'unminified-javascript': minify,
  'uses-rel-preconnect': preconnect,
  'total-byte-weight': totalBytes,
  'efficient-animated-content': animations,
};

export const speedFixWords = (id: string): SpeedFixWords | null => (Object.hasOwn(SPEED_FIX_WORDS, id) ? SPEED_FIX_WORDS[id] : null);
