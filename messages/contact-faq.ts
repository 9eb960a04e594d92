/** The contact page's questions and answers, keyed by the item's id (content/faq/contact.ts sets their order). */
export interface ContactFaqMessages {
  /** When we reply; `promise` is the reply promise (messages/reply). */
  'vastamise-aeg': { question: string; answer: (promise: string) => string };
  'mida-kirjutada': { question: string; answer: string };
  konsultatsioon: { question: string; answer: string };
}
