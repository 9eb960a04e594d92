import type { HomePartnersMessages } from '@/messages/home-partners';

export const HOME_PARTNERS: HomePartnersMessages = {
  partners: {
    postipaun: {
      description:
        'An email marketing platform for newsletters and automated campaigns. A good fit for an online shop that wants its customers to come back.',
    },
    pilvemaja: {
      description: 'Fast, reliable web hosting on servers in Estonia. Daily backups and local support.',
      offer: { text: 'With the discount code VEEBISELGE your first year of hosting costs less.', highlight: '20% off your first year' },
    },
    kiirserver: {
      description: 'Web hosting and domains for small businesses. Servers tuned for WordPress and a free SSL certificate.',
      offer: { text: 'Use the discount code SELGE10 for money off every hosting plan.', highlight: '10% off with the code SELGE10' },
    },
    makseliin: {
      description:
        'Payments straight from your customers’ online banks and by card, under one contract. The money reaches your account on the next working day.',
      offer: { text: 'Sign up through us and you pay no monthly fee for the first three months.', highlight: 'No monthly fee for the first 3 months' },
    },
    osamakse: {
      description:
        'Buy now, pay later and instalments at your online shop’s checkout. Your customer pays in instalments; you get the full amount straight away.',
    },
    kaardikassa: {
      description:
        'Card payments, Apple Pay and Google Pay, both in your online shop and at the counter. A clear price list with no hidden fees.',
    },
  },
  section: {
    eyebrow: 'Partners',
    title: 'Trusted partners and special offers',
    lead: 'Hosting, payments and email marketing that we recommend to our clients. Through us you get special offers from several partners. Some of the offers pay us a commission; your price stays the same.',
    about: 'What they offer',
    useOffer: 'Use the offer',
    learnMore: 'Learn more',
  },
};
