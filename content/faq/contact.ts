import { faqSet } from '@/content/faq/types';
import { CONTACT_FAQ } from '@messages/contact-faq';
import { REPLY } from '@messages/reply';

/** The contact page FAQ (3 items), its words from messages/<language>/contact-faq.ts. */
export const contactFaq = faqSet([
  { id: 'vastamise-aeg', question: CONTACT_FAQ['vastamise-aeg'].question, answer: CONTACT_FAQ['vastamise-aeg'].answer(REPLY.promise) },
  { id: 'mida-kirjutada', ...CONTACT_FAQ['mida-kirjutada'] },
  { id: 'konsultatsioon', ...CONTACT_FAQ.konsultatsioon },
]);
