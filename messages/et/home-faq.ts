import type { HomeFaqMessages } from '@/messages/home-faq';

export const HOME_FAQ: HomeFaqMessages = {
  title: 'Korduma kippuvad küsimused',
  description: 'Lühidalt ja ausalt hinnast, ajakavast, platvormidest ja sellest, mis juhtub pärast lehe valmimist.',
  items: {
    hind: {
      question: 'Kui palju koduleht või e-pood maksab?',
      answer: (f) =>
        `Lihtne üheleheline koduleht maksab alates ${f.onePageFrom} ja 3–5 lehega koduleht umbes ${f.threeToFivePagesAbout} ${f.threeToFivePagesNote}. ` +
        `Eritellimusel koduleht maksab alates ${f.customFrom} ja e-pood alates ${f.webShopFrom}. Täpse summa näed hinnakalkulaatorist: vali tüüp, platvorm, lehtede ja toodete arv. ` +
        `Suur agentuur küsiks sarnase töö eest sageli ${f.agencyFrom} või rohkem. ${f.vatNote} ${f.vatReverseCharge}` +
        (f.vatIncluded ? '' : ' Kui sinu ettevõte ei ole käibemaksukohustuslane, näitab kalkulaator ka summat koos käibemaksuga.'),
    },
    ajakava: {
      question: 'Kui kiiresti leht valmis saab?',
      answer: (f) =>
        `Tavaliselt valmib leht ${f.typicalWeeks} nädalaga. Lihtne koduleht on valmis umbes ${f.simpleSiteDays} päevaga ja eritellimusel leht umbes ${f.customSiteWeeks}. ` +
        `Ajakava lepime kokku enne töö algust ja hoiame sellest kinni. ${f.lateDiscount}`,
    },
    platvorm: {
      question: 'Kas valida WordPress, eritellimus või Shopify?',
      answer: () =>
        'WordPress sobib, kui tahad sisu ise muuta ja eelarve on väike. Eritellimusel leht on kõige kiirem ja turvalisem, sest seal pole üleliigseid pluginaid. Shopify on hea valik e-poele, mis tahab kiiresti müüma hakata ja kasvada. Esimesel konsultatsioonil soovitame ausalt selle, mis sinu ettevõttele päriselt sobib.',
    },
    hooldus: {
      question: 'Mis juhtub pärast lehe valmimist? Kas on kuutasu?',
      answer: (f) => `Hooldus sõltub platvormist: ${f.upkeepSummary}. ${f.freeChangeSummary} ${f.vatNote} Mida iga tasu sisaldab, näed hinnakalkulaatori all.`,
    },
    lisakulud: {
      question: 'Kas hinnale lisandub veel midagi?',
      answer: (f) =>
        `Hinnakalkulaatori hind on ühekordne. Sellele lisanduvad domeen (${f.domainCost}), majutus või Shopify poel Shopify enda kuutasu ning hooldus, mis sõltub platvormist (eritellimusel kodulehel hooldustasu pole). ${f.vatNote} ` +
        'Majutuse leiad soodsalt meie koostööpartnerite sooduskoodidega. Kõik muu lepime enne tööd kirjalikult kokku, nii et üllatusarveid ei tule.',
    },
    audit: {
      question: 'Mida tasuta audit sisaldab?',
      answer: (f) =>
        `Vaatame üle sinu lehe kiiruse telefonis ja arvutis, Google’i nähtavuse, mobiilivaate ja selle, kas külastaja saab kohe aru, mida pakud. Saad ${f.auditTurnaround} e-postiga lühikese ja konkreetse nimekirja parandustest, mis toovad kõige rohkem kasu. Audit ei kohusta sind midagi ostma.`,
    },
    google: {
      question: 'Kas mu uus leht leitakse Google’ist üles?',
      answer: () =>
        'Jah, iga leht tehakse otsingumootoreid silmas pidades: kiire laadimine, korrektsed pealkirjad ja kirjeldused, struktureeritud andmed ja mobiilisõbralik kujundus. Üle 60% külastajatest tuleb telefonist ja aeglane leht kaotab neist suure osa enne, kui sisu paistab, seega on kiirus meie jaoks esimene asi.',
    },
  },
};
