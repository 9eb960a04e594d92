import type { ContactFaqMessages } from '@/messages/contact-faq';

export const CONTACT_FAQ: ContactFaqMessages = {
  'vastamise-aeg': {
    question: 'Kui kiiresti te vastate?',
    answer: (promise) => `${promise} Kui kirjutad nädalavahetusel, võtame ühendust esmaspäeval.`,
  },
  'mida-kirjutada': {
    question: 'Mida peaksin esimeses kirjas kirjutama?',
    answer:
      'Paarist lausest piisab: mida su ettevõte teeb, kas vajad kodulehte või e-poodi ja kas sul on juba leht olemas. Täpse pakkumise paneme kokku pärast tasuta konsultatsiooni.',
  },
  konsultatsioon: {
    question: 'Kas esimene konsultatsioon maksab midagi?',
    answer:
      'Ei maksa. Esimene konsultatsioon on tasuta ega kohusta sind millekski. Räägime telefonis või videokõnes läbi sinu eesmärgid ja saad selge hinnapakkumise.',
  },
};
