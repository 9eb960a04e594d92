import type { HomeHeroMessages } from '@/messages/home-hero';

export const HOME_HERO: HomeHeroMessages = {
  title: (w) => (
    <>
      Kodulehed ja {w.nowrap('e-poed')}, mis toovad {w.accent('uusi kliente')}
    </>
  ),
  lead: (p) => (
    <>
      Teeme sinu ettevõttele kiire, selge ja Google’is leitava kodulehe {p.strong(`alates ${p.onePageFrom}`)} või e-poe{' '}
      {p.strong(`alates ${p.webShopFrom}`)}. Valmis {p.weeks} nädalaga, ilma tehnilise jututa. Esimene konsultatsioon on tasuta
      ja kõik lisakulud näed kalkulaatoris kohe.
    </>
  ),
  pricing: 'Arvuta hind',
  platforms: 'Platvormid, millega töötame',
  imageAlt: (subject) => `${subject} arvutis ja telefonis: üks meie tehtud töödest`,
  scoreBefore: (owner, before) => `${owner}, enne ${before}`,
  readStory: (companyGenitive) => `Loe ${companyGenitive} lugu`,
};
