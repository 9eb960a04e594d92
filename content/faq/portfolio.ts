import { faqSet } from '@/content/faq/types';
import { CUSTOM_SITE_WEEKS_TEXT, DELIVERY, FREE_CHANGE_TEXT, upkeepFor } from '@/lib/pricing';

const wordpressFreeMonths = upkeepFor('website', 'wordpress').freeMonths;

/** The portfolio page FAQ (4 items). */
export const portfolioFaq = faqSet(
  [
    {
      id: 'platvormi-valik',
      question: 'Kuidas valida WordPressi, eritellimuse ja Shopify vahel?',
      answer:
        'WordPress sobib, kui tahad sisu ise lihtsalt muuta. Eritellimusel leht on kõige kiirem ja paindlikum. Shopify on hea valik e-poele, kus tooteid ja tellimusi on palju. Aitame valida tasuta konsultatsioonil.',
    },
    {
      id: 'valmimise-aeg',
      question: 'Kui kaua ühe kodulehe valmimine aega võtab?',
      answer:
        `Tavaliselt ${DELIVERY.typicalWeeks} nädalat. Lihtne koduleht valmib umbes ${DELIVERY.simpleSiteDays} päevaga, eritellimusel leht umbes ${CUSTOM_SITE_WEEKS_TEXT}. ` +
        `Ka e-pood valmib tavaliselt ${DELIVERY.typicalWeeks} nädalaga, kui tooteandmed on olemas; kui tooteid on sadu ja nende andmeid tuleb korrastada, lisame selle aja ajakavasse enne töö algust.`,
    },
    {
      id: 'sarnane-leht',
      question: 'Kas saate teha minu ettevõttele sarnase lehe?',
      answer:
        'Jah. Näita meile, milline töö sulle meeldib, ja kohandame lahenduse sinu ettevõtte, värvide ja sisuga. Iga leht saab oma kujunduse, malli ei kopeeri me kunagi üks-ühele.',
    },
    {
      id: 'parast-valmimist',
      question: 'Mis saab pärast lehe valmimist?',
      answer:
        `Õpetame sind sisu muutma ja jääme sulle toeks. WordPressi lehel on esimesed ${wordpressFreeMonths} kuud hooldus tasuta, eritellimusel lehel ja Shopify poel on ${FREE_CHANGE_TEXT}.`,
    },
  ],
);
