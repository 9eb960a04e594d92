import type { BlogCtaMessages } from '@/messages/blog-cta';

export const BLOG_CTA: BlogCtaMessages = {
  caseStudy: {
    title: 'Kas sinu e-pood võiks sama teekonna läbi teha?',
    text: 'Vaatame sinu lehe tasuta üle ja ütleme ausalt, mis kliente eemale peletab ja mida tasub esimesena parandada.',
    audit: 'Mida minu lehel muuta?',
    prices: 'Tutvu hinnakirjaga',
  },
  wordpressComparison: {
    title: 'WordPress, eritellimus või Shopify?',
    text: 'Räägi meile, mida su leht peab tegema, ja soovitame lahenduse, mis sobib sinu eelarve ja plaanidega. Esimene konsultatsioon on tasuta.',
    quote: 'Ok, aga palju maksab?',
  },
  default: {
    title: 'Vajad uut kodulehte või e-poodi?',
    text: 'Kirjelda oma plaani paari lausega ja saad selge hinnapakkumise koos ajakavaga. Esimene konsultatsioon on tasuta.',
  },
  speedOptimization: {
    title: 'Kui kiire on sinu koduleht?',
    text: 'Mõõda oma lehe kiirust minutiga või lase meil see üle vaadata. Ütleme, mis lehte aeglustab ja kui palju parandamine maksab.',
  },
  uxAnalysis: {
    title: 'Vaatame su lehte kliendi silmadega',
    text: 'Tasuta auditis vaatame sinu kodulehe üle kliendi silmadega: leiame kohad, kus külastaja takerdub või lahkub, ja anname selge parandusnimekirja.',
  },
  audit: {
    title: 'Telli oma lehele tasuta audit',
    text: (turnaround) =>
      `Sisesta oma veebilehe aadress ja saad ${turnaround} konkreetse nimekirja, mida parandada, et leht tooks rohkem kliente.`,
  },
};
