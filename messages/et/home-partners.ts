import type { HomePartnersMessages } from '@/messages/home-partners';

export const HOME_PARTNERS: HomePartnersMessages = {
  partners: {
    postipaun: {
      description:
        'E-posti turunduse platvorm uudiskirjade ja automaatsete kampaaniate jaoks. Sobib hästi e-poele, mis tahab ostjaid tagasi tuua.',
    },
    pilvemaja: {
      description: 'Kiire ja töökindel veebimajutus Eesti serverites. Igapäevased varukoopiad ja eestikeelne tugi.',
      offer: { text: 'Sooduskoodiga VEEBISELGE saad esimese aasta majutuse soodsamalt.', highlight: '–20% esimesel aastal' },
    },
    kiirserver: {
      description: 'Veebimajutus ja domeenid väikeettevõtetele. WordPressi jaoks häälestatud serverid ja tasuta SSL-sertifikaat.',
      offer: { text: 'Kasuta sooduskoodi SELGE10 ja saad kõigilt majutuspakettidelt allahindlust.', highlight: '–10% koodiga SELGE10' },
    },
    makseliin: {
      description: 'Pangalingid ja kaardimaksed ühe lepinguga. Raha jõuab kontole järgmisel tööpäeval.',
      offer: { text: 'Kui liitud meie kaudu, on esimese kolme kuu püsitasu 0 €.', highlight: 'Esimesed 3 kuud püsitasud 0 €' },
    },
    osamakse: {
      description: 'Järelmaks ja osamaksed e-poe ostukorvis. Klient maksab osadena, sina saad kogu summa kohe.',
    },
    kaardikassa: {
      description: 'Kaardimaksed, Apple Pay ja Google Pay nii e-poes kui ka poeletis. Selge hinnakiri ilma peidetud tasudeta.',
    },
  },
  section: {
    eyebrow: 'Koostööpartnerid',
    title: 'Usaldusväärsed partnerid ja soodustused',
    lead: 'Majutus, maksed ja e-posti turundus, mida soovitame oma klientidele. Meie kaudu saad mitmelt partnerilt sooduspakkumise. Osa pakkumisi annab meile vahendustasu; sinu hind sellest ei muutu.',
    about: 'Mida pakub?',
    useOffer: 'Kasuta pakkumist',
    learnMore: 'Tutvu lähemalt',
  },
};
