import { faqSet } from '@/content/faq/types';
import { formatEuro } from '@/lib/format';
import {
  AUDIT_TURNAROUND_TEXT,
  CUSTOM_SITE_WEEKS_TEXT,
  DELIVERY,
  DOMAIN_COST,
  FREE_CHANGE_TEXT,
  LATE_DISCOUNT_TEXT,
  PRICE_CLAIMS,
  THREE_TO_FIVE_PAGES_NOTE,
  UPKEEP_INCLUDES,
  upkeepSummary,
  VAT,
  VAT_NOTE,
} from '@/lib/pricing';

const euro = formatEuro;

/** The home page FAQ 'Korduma kippuvad küsimused' (#faq): seven questions. Prices come from lib/pricing. */
export const homeFaq = faqSet(
  [
    {
      id: 'hind',
      question: 'Kui palju koduleht või e-pood maksab?',
      answer:
        `Lihtne üheleheline koduleht maksab alates ${euro(PRICE_CLAIMS.onePageFrom)} ja 3–5 lehega koduleht umbes ${euro(PRICE_CLAIMS.threeToFivePagesAbout)} ${THREE_TO_FIVE_PAGES_NOTE}. ` +
        `Eritellimusel koduleht maksab alates ${euro(PRICE_CLAIMS.customFrom)} ja e-pood alates ${euro(PRICE_CLAIMS.webShopFrom)}. Täpse summa näed hinnakalkulaatorist: vali tüüp, platvorm, lehtede ja toodete arv. ` +
        `Suur agentuur küsiks sarnase töö eest sageli ${euro(PRICE_CLAIMS.agencyAlternativeFrom)} või rohkem. ${VAT_NOTE}` +
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
        `Hooldus sõltub platvormist: ${upkeepSummary()}. Hooldustasu sees on ${UPKEEP_INCLUDES}. ` +
        `Eritellimusel lehel ja Shopify poel on ${FREE_CHANGE_TEXT}. ${VAT_NOTE}`,
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
