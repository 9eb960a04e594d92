import { faqSet } from '@/content/faq/types';

/** The home page FAQ 'Korduma kippuvad küsimused' (#faq): seven questions. */
export const homeFaq = faqSet(
  [
    {
      id: 'hind',
      question: 'Kui palju koduleht või e-pood maksab?',
      answer:
        'Lihtne üheleheline koduleht maksab alates 495 eurost ja 3–5 lehega koduleht umbes 750 eurot. Eritellimusel koduleht algab 595 eurost ning e-pood 995 eurost. Täpse summa näed hinnakalkulaatorist: vali tüüp, platvorm, lehtede ja toodete arv. Suur agentuur küsiks sarnase töö eest sageli 5000 eurot või rohkem.',
    },
    {
      id: 'ajakava',
      question: 'Kui kiiresti leht valmis saab?',
      answer:
        'Tavaliselt valmib leht 1–2 nädalaga. Lihtne koduleht on valmis umbes 5 päevaga ja eritellimusel leht umbes nädalaga. Ajakava lepime kokku enne töö algust ja hoiame sellest kinni.',
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
        'WordPressi lehe hooldus maksab umbes 150 eurot aastas ja esimesed 3 kuud hooldust on tasuta. Eritellimusel kodulehel kuutasu pole, eritellimusel e-poe hooldus on 20 eurot ja Shopify e-poel 25 eurot kuus. Eritellimuse ja Shopify puhul teeme ühe väiksema muudatuse kuus tasuta.',
    },
    {
      id: 'lisakulud',
      question: 'Kas hinnale lisandub veel midagi?',
      answer:
        'Ainus kohustuslik lisakulu on domeen, mis maksab umbes 10 eurot aastas. Majutuse leiad soodsalt ka meie koostööpartnerite sooduskoodidega. Kõik muu lepime enne tööd kirjalikult kokku, nii et üllatusarveid ei tule.',
    },
    {
      id: 'audit',
      question: 'Mida tasuta audit sisaldab?',
      answer:
        'Vaatame üle sinu lehe kiiruse telefonis ja arvutis, Google’i nähtavuse, mobiilivaate ja selle, kas külastaja saab kohe aru, mida pakud. Saad e-postiga lühikese ja konkreetse nimekirja parandustest, mis toovad kõige rohkem kasu. Audit ei kohusta sind midagi ostma.',
    },
    {
      id: 'google',
      question: 'Kas mu uus leht leitakse Google’ist üles?',
      answer:
        'Jah, iga leht tehakse otsingumootoreid silmas pidades: kiire laadimine, korrektsed pealkirjad ja kirjeldused, struktureeritud andmed ja mobiilisõbralik kujundus. Üle 60% külastajatest tuleb telefonist ja 40% lahkub, kui leht laeb kauem kui 3 sekundit, seega on kiirus meie jaoks esimene asi.',
    },
  ],
);
