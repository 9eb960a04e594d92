import type { ContactPageMessages } from '@/messages/contact-page';

export const CONTACT_PAGE: ContactPageMessages = {
  head: {
    title: (brand) => `Kontakt – küsi pakkumist | ${brand}`,
    description: ({ phone, email, promise }) => `Kirjuta või helista: ${phone}, ${email}. ${promise} Esimene konsultatsioon on tasuta.`,
  },
  eyebrow: 'Võta ühendust',
  intro: (promise) => `Räägi meile oma plaanist. Esimene konsultatsioon on tasuta. ${promise}`,
  faqTitle: 'Enne kui kirjutad',
  faqDescription: 'Kõige sagedasemad küsimused, mida meilt enne koostöö algust küsitakse.',
  formSection: {
    formTitle: 'Kirjuta meile',
    formLead: 'Paar lauset on täiesti piisav. Küsimused, ideed ja hinnapäringud on kõik oodatud.',
    nextTitle: 'Mis edasi saab?',
    consultation: { title: 'Tasuta konsultatsioon', text: 'Räägime 20 minutit telefonis või videokõnes: mida vajad ja mis on oluline.' },
    quote: {
      title: 'Selge hinnapakkumine',
      text: (typicalWeeks) => `Saad kirjaliku pakkumise koos hinna ja ajakavaga. Tavaliselt valmib leht ${typicalWeeks} nädalaga.`,
    },
    termsTitle: 'Mis on lepingus kirjas?',
    preferCall: 'Eelistad helistada?',
  },
  company: {
    eyebrow: 'Asukoht ja rekvisiidid',
    title: ({ cityInessive }) => `Oleme ${cityInessive}`,
    lead: 'Kohtume meeleldi meie kontoris, sinu juures või videokõnes, nagu sulle sobib.',
    terms: {
      phone: 'Telefon',
      email: 'E-post',
      address: 'Aadress',
      hours: 'Tööaeg',
      company: 'Ettevõte',
      registryCode: 'Registrikood',
      vatNumber: 'KMKR-number',
      bank: 'Pank',
      account: 'Arvelduskonto',
    },
    mapNote: 'Interaktiivne kaart laaditakse OpenStreetMapist alles siis, kui selle avad.',
    mapLink: 'Ava kaart OpenStreetMapis',
    newWindow: ' (avaneb uues aknas)',
  },
};
