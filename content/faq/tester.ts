import { faqSet } from '@/content/faq/types';
import { SPEED_STUDY_SENTENCE } from '@/lib/claims';

/** The speed / SEO / mobile FAQ of the website tester page (4 items). */
export const testerFaq = faqSet(
  [
    {
      id: 'kiirus',
      question: 'Miks on veebilehe kiirus nii oluline?',
      answer:
        `${SPEED_STUDY_SENTENCE} Kiire leht hoiab külastajad alles, toob rohkem päringuid ja müüki ning Google eelistab kiireid lehti ka otsingutulemustes.`,
    },
    {
      id: 'seo',
      question: 'Mis on SEO ja kas minu ettevõte vajab seda?',
      answer:
        'SEO ehk otsingumootoritele optimeerimine aitab su lehel Google’is kõrgemale tõusta. Kui kliendid otsivad sinu teenust Google’ist, siis jah: ilma SEO-ta leiavad nad sinu asemel üles konkurendi.',
    },
    {
      id: 'mobiil',
      question: 'Miks peab veebileht telefonis hästi töötama?',
      answer:
        'Üle 60% veebiliiklusest tuleb telefonidest. Kui leht on telefonis aeglane või ebamugav, lahkub suur osa külastajaid enne, kui nad sinuga ühendust võtavad. Google hindab lehti samuti eelkõige mobiilivaate järgi.',
    },
    {
      id: 'tapsus',
      question: 'Kui täpne see test on?',
      answer:
        'Kiiruse, SEO ja ligipääsetavuse hinded tulevad Google PageSpeed Insightsist ja koodivead W3C validaatorist, samadest tööriistadest, mida kasutavad arendajad. Test vaatab sinu avalehte; põhjaliku ülevaate kogu lehest annab meie tasuta audit.',
    },
  ],
);
