import type { HomeReviewsMessages } from '@/messages/home-reviews';

export const HOME_REVIEWS: HomeReviewsMessages = {
  reviews: {
    kadri: {
      text: 'Meie e-pood oli nii aeglane, et kliendid jätsid ostukorvi pooleli. Pärast optimeerimist avaneb pood telefonis silmapilkselt ja juba teisel kuul oli müük kolm korda suurem. Kõik käis täpselt nii lihtsalt, nagu lubati.',
      role: 'Asutaja',
    },
    andres: {
      text: 'Meil on tuhandeid varuosi ja kartsin, et nende e-poodi viimine võtab kuid. Valmis sai kahe nädalaga, kliendid leiavad õige osa mudeli järgi ise üles ja telefonikõnesid on poole vähem.',
      role: 'Juhataja',
    },
    maarja: {
      text: 'Sain esimesel kohtumisel selge hinna ja ajakava, ilma peidetud lisatasudeta. Koduleht oli valmis viie päevaga ning nüüd tulevad broneeringud otse lehelt, mitte ainult telefoni teel.',
      role: 'Omanik',
    },
    tonu: {
      text: 'Kristjan selgitas kõike inimkeeles ega püüdnud mulle midagi üleliigset müüa. Google toob nüüd iga kuu uusi päringuid ja kui midagi on vaja muuta, saan vastuse samal päeval.',
      role: 'Juhataja',
    },
  },
  section: {
    eyebrow: 'Kliendid räägivad',
    title: 'Mida meie kliendid ütlevad',
    lead: 'Väikeettevõtted, kes said kiire ja selge veebilehe ning rohkem päringuid.',
    carousel: 'Klientide arvustused',
    rating: (rating, max) => `Hinnang ${rating} / ${max}`,
    quote: (text) => `„${text}“`,
    source: { google: 'Google’i arvustus', facebook: 'Facebooki soovitus' },
  },
};
