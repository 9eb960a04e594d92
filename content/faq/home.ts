import { faqSet } from '@/content/faq/types';
import { formatEuro } from '@/lib/format';
import {
  AUDIT_TURNAROUND_TEXT,
  CUSTOM_SITE_WEEKS_TEXT,
  DELIVERY,
  DOMAIN_COST,
  LATE_DISCOUNT_TEXT,
  PRICE_CLAIMS,
  THREE_TO_FIVE_PAGES_NOTE,
  VAT,
  VAT_NOTE,
  VAT_REVERSE_CHARGE,
} from '@/lib/pricing';
import { freeChangeSummary, upkeepSummary } from '@/lib/upkeep';

const euro = formatEuro;

/**
 * The home page FAQ 'Korduma kippuvad küsimused' (#faq): seven questions. Prices come from lib/pricing.
 * In the built language: the English site's seven answers (same ids) are written for its readers, not word for word.
 */
export const homeFaq = faqSet(
  process.env.SITE_LOCALE === 'en'
    ? [
        {
          id: 'hind',
          question: 'How much does a website or an online shop cost?',
          answer:
            `A simple one-page website costs from ${euro(PRICE_CLAIMS.onePageFrom)}, and a website of 3–5 pages about ${euro(PRICE_CLAIMS.threeToFivePagesAbout)} ${THREE_TO_FIVE_PAGES_NOTE}. ` +
            `A custom-built website costs from ${euro(PRICE_CLAIMS.customFrom)} and an online shop from ${euro(PRICE_CLAIMS.webShopFrom)}. The price calculator gives you the exact figure: choose the type, the platform and the number of pages and products. ` +
            `A large agency would often charge ${euro(PRICE_CLAIMS.agencyAlternativeFrom)} or more for similar work. ${VAT_NOTE} ${VAT_REVERSE_CHARGE}` +
            (VAT.included ? '' : ' The calculator also shows the total with Estonian VAT, for a buyer who pays it.'),
        },
        {
          id: 'ajakava',
          question: 'How soon will my site be ready?',
          answer:
            `Most sites are ready in ${DELIVERY.typicalWeeks} weeks. A simple website takes about ${DELIVERY.simpleSiteDays} days and a custom-built site about ${CUSTOM_SITE_WEEKS_TEXT}. ` +
            `We agree the schedule before the work starts and keep to it. ${LATE_DISCOUNT_TEXT}`,
        },
        {
          id: 'platvorm',
          question: 'Should I choose WordPress, a custom-built site or Shopify?',
          answer:
            'WordPress suits you if you want to edit the content yourself and the budget is small. A custom-built site is the fastest and the most secure, because it carries no plugins it does not need. Shopify is a good choice for an online shop that wants to start selling quickly and grow. At the first consultation we will tell you honestly what really suits your business.',
        },
        {
          id: 'hooldus',
          question: 'What happens after the launch? Is there a monthly fee?',
          answer:
            `Upkeep depends on the platform: ${upkeepSummary()}. ${freeChangeSummary()} ${VAT_NOTE} ` +
            'What each fee covers is listed under the price calculator.',
        },
        {
          id: 'lisakulud',
          question: 'Is there anything on top of the price?',
          answer:
            `The calculator’s price is a one-time price. On top of it come a domain (${DOMAIN_COST}), hosting (for a Shopify shop, Shopify’s own monthly plan instead) and upkeep, which depends on the platform (a custom-built website has no upkeep fee). ${VAT_NOTE} ` +
            'Our partners’ discount codes get you hosting for less. Everything else is agreed in writing before the work starts, so there are no surprise invoices.',
        },
        {
          id: 'audit',
          question: 'What does the free audit include?',
          answer:
            `We look at your site’s speed on phones and computers, how visible it is on Google, how it looks on a phone and whether a visitor understands straight away what you offer. You will get a short, specific list of the fixes that will help you most, by email ${AUDIT_TURNAROUND_TEXT}. The audit does not commit you to buying anything.`,
        },
        {
          id: 'google',
          question: 'Will Google find my new site?',
          answer:
            'Yes. Every site is built with search engines in mind: fast loading, proper titles and descriptions, structured data and a design that works on a phone. Over 60% of visitors come from a phone, and a slow site loses many of them before anything appears on the screen, so for us speed comes first.',
        },
      ]
    : [
        {
          id: 'hind',
          question: 'Kui palju koduleht või e-pood maksab?',
          answer:
            `Lihtne üheleheline koduleht maksab alates ${euro(PRICE_CLAIMS.onePageFrom)} ja 3–5 lehega koduleht umbes ${euro(PRICE_CLAIMS.threeToFivePagesAbout)} ${THREE_TO_FIVE_PAGES_NOTE}. ` +
            `Eritellimusel koduleht maksab alates ${euro(PRICE_CLAIMS.customFrom)} ja e-pood alates ${euro(PRICE_CLAIMS.webShopFrom)}. Täpse summa näed hinnakalkulaatorist: vali tüüp, platvorm, lehtede ja toodete arv. ` +
            `Suur agentuur küsiks sarnase töö eest sageli ${euro(PRICE_CLAIMS.agencyAlternativeFrom)} või rohkem. ${VAT_NOTE} ${VAT_REVERSE_CHARGE}` +
            (VAT.included ? '' : ' Kui sinu ettevõte ei ole käibemaksukohustuslane, näitab kalkulaator ka summat koos käibemaksuga.'),
        },
        {
          id: 'ajakava',
          question: 'Kui kiiresti leht valmis saab?',
          answer:
            `Tavaliselt valmib leht ${DELIVERY.typicalWeeks} nädalaga. Lihtne koduleht on valmis umbes ${DELIVERY.simpleSiteDays} päevaga ja eritellimusel leht umbes ${CUSTOM_SITE_WEEKS_TEXT}. ` +
            `Ajakava lepime kokku enne töö algust ja hoiame sellest kinni. ${LATE_DISCOUNT_TEXT}`,
        },
        {
          id: 'platvorm',
          question: 'Kas valida WordPress, eritellimus või Shopify?',
          answer:
            'WordPress sobib, kui tahad sisu ise muuta ja eelarve on väike. Eritellimusel leht on kõige kiirem ja turvalisem, sest seal pole üleliigseid pluginaid. Shopify on hea valik e-poele, mis tahab kiiresti müüma hakata ja kasvada. Esimesel konsultatsioonil soovitame ausalt selle, mis sinu ettevõttele päriselt sobib.',
        },
        {
          id: 'hooldus',
          question: 'Mis juhtub pärast lehe valmimist? Kas on kuutasu?',
          answer:
            `Hooldus sõltub platvormist: ${upkeepSummary()}. ${freeChangeSummary()} ${VAT_NOTE} ` +
            'Mida iga tasu sisaldab, näed hinnakalkulaatori all.',
        },
        {
          id: 'lisakulud',
          question: 'Kas hinnale lisandub veel midagi?',
          answer:
            `Hinnakalkulaatori hind on ühekordne. Sellele lisanduvad domeen (${DOMAIN_COST}), majutus või Shopify poel Shopify enda kuutasu ning hooldus, mis sõltub platvormist (eritellimusel kodulehel hooldustasu pole). ${VAT_NOTE} ` +
            'Majutuse leiad soodsalt meie koostööpartnerite sooduskoodidega. Kõik muu lepime enne tööd kirjalikult kokku, nii et üllatusarveid ei tule.',
        },
        {
          id: 'audit',
          question: 'Mida tasuta audit sisaldab?',
          answer:
            `Vaatame üle sinu lehe kiiruse telefonis ja arvutis, Google’i nähtavuse, mobiilivaate ja selle, kas külastaja saab kohe aru, mida pakud. Saad ${AUDIT_TURNAROUND_TEXT} e-postiga lühikese ja konkreetse nimekirja parandustest, mis toovad kõige rohkem kasu. Audit ei kohusta sind midagi ostma.`,
        },
        {
          id: 'google',
          question: 'Kas mu uus leht leitakse Google’ist üles?',
          answer:
            'Jah, iga leht tehakse otsingumootoreid silmas pidades: kiire laadimine, korrektsed pealkirjad ja kirjeldused, struktureeritud andmed ja mobiilisõbralik kujundus. Üle 60% külastajatest tuleb telefonist ja aeglane leht kaotab neist suure osa enne, kui sisu paistab, seega on kiirus meie jaoks esimene asi.',
        },
      ],
);
