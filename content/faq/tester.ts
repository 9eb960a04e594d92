import { faqSet } from '@/content/faq/types';
import { SPEED_STUDY_SENTENCE } from '@/lib/claims';
import { PAGE_LIMIT } from '@/lib/tester/crawl/limits';

/** The speed / SEO / mobile FAQ of the website tester page (4 items). The ids are anchors: the same in both languages. */
export const testerFaq = faqSet(
  process.env.SITE_LOCALE === 'en'
    ? [
        {
          id: 'kiirus',
          question: 'Why does website speed matter so much?',
          answer: `${SPEED_STUDY_SENTENCE} A fast site keeps its visitors, brings more enquiries and sales, and Google favours fast sites in its search results too.`,
        },
        {
          id: 'seo',
          question: 'What is SEO, and does my business need it?',
          answer:
            'SEO, or search engine optimisation, helps your site rank higher on Google. If your customers look for what you offer on Google, then yes: without SEO they find a competitor instead of you.',
        },
        {
          id: 'mobiil',
          question: 'Why does a website have to work well on a phone?',
          answer:
            'Over 60% of web traffic comes from phones. If your site is slow or awkward on a phone, many visitors leave before they ever get in touch. Google also ranks sites mainly by how they work on mobile.',
        },
        {
          id: 'tapsus',
          question: 'How accurate is this test?',
          answer:
            `The speed, SEO and accessibility scores come from Google PageSpeed Insights and the code errors from the W3C validator: the same tools developers use. The test looks at your home page, and the whole-site check reads up to ${PAGE_LIMIT} pages; for a review by a person, book our free audit.`,
        },
      ]
    : [
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
            `Kiiruse, SEO ja ligipääsetavuse hinded tulevad Google PageSpeed Insightsist ja koodivead W3C validaatorist, samadest tööriistadest, mida kasutavad arendajad. Test vaatab avalehte ja kogu saidi kontroll kuni ${PAGE_LIMIT} lehte; käsitsi ülevaate annab meie tasuta audit.`,
        },
      ],
);
