import type { BlogPageMessages } from '@/messages/blog-page';

export const BLOG_PAGE: BlogPageMessages = {
  head: {
    title: (brand) => `Arendaja päevik - IT valdkonna nõuanded ja nipid | ${brand}`,
    description:
      'Kliendilood ja praktilised nõuanded kodulehe, e-poe, SEO ja veebilehe kiiruse kohta. Kirjutame lihtsalt ja konkreetsete numbritega.',
  },
  eyebrow: 'Kliendilood ja nõuanded',
  intro:
    'Praktilised nõuanded ja päris kliendilood kodulehtede, e-poodide, SEO ja kiiruse kohta. Kirjutame lihtsalt, konkreetsete numbritega ja nii, et saad loetu kohe oma lehel ära kasutada.',
  articles: 'Artiklid',
  unknownArticle: 'Seda artiklit ei ole või on selle aadress muutunud. Allpool on kõik meie artiklid. Kui otsisid abi oma lehele:',
  feed: 'Kliendilood ja praktilised nõuanded kodulehe, e-poe, SEO ja veebilehe kiiruse kohta.',
};
