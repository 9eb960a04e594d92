/**
 * When we answer a message: one promise, defined once and said the same way on the contact page, in its FAQ and in
 * the page's description (issue 44: "the same working day or the next at the latest"). Texts in the built language.
 */
const EN = process.env.SITE_LOCALE === 'en';

export const REPLY = EN
  ? {
      /** A heading over the promise. */
      title: 'A quick reply',
      /** The promise itself, as a sentence. */
      promise: 'We reply the same working day, or the next working day at the latest.',
    }
  : {
      title: 'Kiire vastus',
      promise: 'Vastame samal tööpäeval, hiljemalt järgmisel tööpäeval.',
    };
