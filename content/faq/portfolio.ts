import { faqSet } from '@/content/faq/types';
import { CUSTOM_SITE_WEEKS_TEXT, DELIVERY } from '@/lib/pricing';
import { freeChangeSummary } from '@/lib/upkeep';

/** The portfolio page FAQ (4 items). */
export const portfolioFaq = faqSet(
  process.env.SITE_LOCALE === 'en'
    ? [
        {
          id: 'platvormi-valik',
          question: 'How do I choose between WordPress, a custom-built site and Shopify?',
          answer:
            "WordPress suits you if you want to edit the content yourself, easily. A custom-built site is the fastest and the most flexible. Shopify is a good choice for an online shop with lots of products and orders. We’ll help you choose in a free consultation.",
        },
        {
          id: 'valmimise-aeg',
          question: 'How long does it take to build a website?',
          answer:
            `Usually ${DELIVERY.typicalWeeks} weeks. A simple website takes about ${DELIVERY.simpleSiteDays} days, a custom-built one about ` +
            `${DELIVERY.customSiteWeeks === 1 ? 'a week' : `${DELIVERY.customSiteWeeks} weeks`}. ` +
            `An online shop is usually ready in ${DELIVERY.typicalWeeks} weeks too, once the product data is in hand; if there are hundreds of products whose data needs tidying up, we add that time to the schedule before work starts.`,
        },
        {
          id: 'sarnane-leht',
          question: 'Can you build a similar site for my business?',
          answer:
            "Yes. Show us the work you like and we’ll adapt it to your business, your colours and your content. Every site gets a design of its own: we never copy a template one to one.",
        },
        {
          id: 'parast-valmimist',
          question: 'What happens once my site is finished?',
          answer:
            `We show you how to edit your content and stay on hand to help. ${freeChangeSummary()}`,
        },
      ]
    : [
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
            `Õpetame sind sisu muutma ja jääme sulle toeks. ${freeChangeSummary()}`,
        },
      ],
);
