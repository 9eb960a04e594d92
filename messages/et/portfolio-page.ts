import type { PortfolioPageMessages } from '@/messages/portfolio-page';

export const PORTFOLIO_PAGE: PortfolioPageMessages = {
  head: {
    title: (brand) => `Tehtud tööd – kodulehed ja e-poed | ${brand}`,
    description:
      'Vaata meie tehtud kodulehti ja e-poode: WordPress, eritellimusel ja Shopify lahendused Eesti väikeettevõtetele. Filtreeri platvormi, tüübi ja kujunduse järgi.',
  },
  eyebrow: 'Portfoolio',
  intro:
    'Kodulehed ja e-poed, mille oleme Eesti väikeettevõtetele valmis teinud. Vali platvorm, tüüp või kujundus ja vaata, mis sinu ettevõttele sobiks.',
  projects: 'Projektid',
  faqTitle: 'Küsimused meie tööde kohta',
  faqDescription: 'Mida kliendid enne koostööd kõige sagedamini küsivad.',
};
