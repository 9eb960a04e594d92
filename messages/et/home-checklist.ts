import type { HomeChecklistMessages } from '@/messages/home-checklist';

export const HOME_CHECKLIST: HomeChecklistMessages = {
  eyebrow: 'Kontrollnimekiri',
  title: 'Kas sinu koduleht peletab kliente eemale?',
  lead: 'Enamik väikeettevõtete lehti kaotab kliente samadel põhjustel. Vaata nimekiri läbi: kui tunned ära kas või ühe, jääb sul iga kuu raha saamata.',
  problems: (f) => [
    {
      title: `Leht avaneb kauem kui ${f.seconds} sekundit`,
      text: `${f.speedStudy} Iga lisasekund viib kliendi konkurendi juurde.`,
    },
    {
      title: 'Telefonis on leht kohmakas',
      text: 'Üle 60% külastajatest tuleb telefonist. Pisikesed nupud ja ekraanist välja jooksev tekst panevad ostja lahkuma.',
    },
    {
      title: 'Google ei leia sind üles',
      text: 'Kui sind pole otsingutulemuste esimesel lehel, ei tea uued kliendid, et sa üldse olemas oled.',
    },
    {
      title: 'Pole aru saada, mida pakud',
      text: 'Segane menüü, peidetud hind ja kontakt. Kui järgmine samm pole selge, ei tee keegi ka päringut.',
    },
    {
      title: 'Kujundus on aegunud',
      text: 'Vana välimus ja uuendamata pluginad vähendavad usaldust ning teevad lehe haavatavaks.',
    },
    {
      title: `Agentuur küsib üle ${f.agencyFrom} ja kuid aega`,
      text: 'Väikeettevõte ei vaja pikka ja kallist projekti, vaid lehte, mis hakkab kiiresti tööle.',
    },
  ],
  solutionTitle: 'Meie lahendus: kiire ja selge leht, mis müüb',
  solution: (p) =>
    `Teeme lehe, mis avaneb telefonis hetkega, on Google’i jaoks korras ja juhatab külastaja päringuni. Alates ${p.onePageFrom}, valmis ${p.weeks} nädalaga.`,
};
