import type { HomeAboutMessages } from '@/messages/home-about';

export const HOME_ABOUT: HomeAboutMessages = {
  eyebrow: 'Meist',
  title: (firstName) => `Tere! Mina olen ${firstName} ja ma ei aja asju keeruliseks`,
  portraitAlt: (name, brand) => `${name}, ${brand} juhataja (joonistatud portree)`,
  call: (phone) => `Helista mulle: ${phone}`,
  story: (p) => [
    `Olen aastaid näinud, kuidas väikeettevõtjad maksavad agentuuridele tuhandeid eurosid ja ootavad kuid, et saada leht, mis on aeglane ja mida ise muuta ei oska. Asutasin ${p.brand} ${p.year}. aastal, et see käiks teisiti.`,
    'Sinu projektiga tegelen ise algusest lõpuni: räägin inimkeeles, ütlen hinna enne töö algust ja hoian tähtajast kinni. Kui midagi pole vaja, ütlen ka seda.',
  ],
  promises: (hours) => [
    'Üks kontaktisik kogu projekti vältel',
    'Selge hind enne töö algust',
    'Kiirus ja Google’i nähtavus on alati sees',
    `Kättesaadav ${hours}`,
  ],
};
