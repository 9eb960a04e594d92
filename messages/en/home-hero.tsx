import type { HomeHeroMessages } from '@/messages/home-hero';

export const HOME_HERO: HomeHeroMessages = {
  title: (w) => (
    <>
      Websites and {w.nowrap('online shops')} that bring you {w.accent('new customers')}
    </>
  ),
  lead: (p) => (
    <>
      We build fast, clear websites that Google can find, for businesses in Estonia and Estonian companies selling abroad: a
      website {p.strong(`from ${p.onePageFrom}`)} or an online shop {p.strong(`from ${p.webShopFrom}`)}. Ready in {p.weeks} weeks,
      and we explain everything in plain English. The first consultation is free, and the calculator shows every extra cost
      up front.
    </>
  ),
  pricing: 'Work out your price',
  platforms: 'Platforms we work with',
  imageAlt: (subject) => `${subject} on a laptop and a phone: one of the projects we have delivered`,
  scoreBefore: (owner, before) => `${owner}, up from ${before}`,
  readStory: (companyGenitive) => `Read ${companyGenitive} story`,
};
