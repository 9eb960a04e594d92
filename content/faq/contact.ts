import { faqSet } from '@/content/faq/types';
import { REPLY } from '@messages/reply';

/** The contact page FAQ (3 items). */
export const contactFaq = faqSet(
  process.env.SITE_LOCALE === 'en'
    ? [
        {
          id: 'vastamise-aeg',
          question: 'How quickly do you reply?',
          answer:
            `${REPLY.promise} If you write at the weekend, we will get back to you on Monday.`,
        },
        {
          id: 'mida-kirjutada',
          question: 'What should I write in my first message?',
          answer:
            'A few sentences are enough: what your business does, whether you need a website or an online shop, and whether you already have a site. We put together an exact quote after the free consultation.',
        },
        {
          id: 'konsultatsioon',
          question: 'Does the first consultation cost anything?',
          answer:
            'No. The first consultation is free and commits you to nothing. We talk through your goals by phone or video call, and you get a clear quote.',
        },
      ]
    : [
        {
          id: 'vastamise-aeg',
          question: 'Kui kiiresti te vastate?',
          answer:
            `${REPLY.promise} Kui kirjutad nädalavahetusel, võtame ühendust esmaspäeval.`,
        },
        {
          id: 'mida-kirjutada',
          question: 'Mida peaksin esimeses kirjas kirjutama?',
          answer:
            'Paarist lausest piisab: mida su ettevõte teeb, kas vajad kodulehte või e-poodi ja kas sul on juba leht olemas. Täpse pakkumise paneme kokku pärast tasuta konsultatsiooni.',
        },
        {
          id: 'konsultatsioon',
          question: 'Kas esimene konsultatsioon maksab midagi?',
          answer:
            'Ei maksa. Esimene konsultatsioon on tasuta ega kohusta sind millekski. Räägime telefonis või videokõnes läbi sinu eesmärgid ja saad selge hinnapakkumise.',
        },
      ],
);
