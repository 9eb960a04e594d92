import { faqSet } from '@/content/faq/types';

/** The contact page FAQ (3 items). */
export const contactFaq = faqSet(
  [
    {
      id: 'vastamise-aeg',
      question: 'Kui kiiresti te vastate?',
      answer:
        'Tööpäeviti vastame samal päeval, hiljemalt järgmisel tööpäeval. Kui kirjutad nädalavahetusel, võtame ühendust esmaspäeva hommikul.',
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
