/**
 * The contact page (components/pages/ContactPage.tsx) and its sections: the form beside what happens next
 * (components/contact/ContactFormSection.tsx) and the company details beside the map (CompanySection.tsx). The
 * reply promise is messages/reply's, the phone, e-mail and address are lib/site's.
 */
export interface ContactPageMessages {
  /** The page's title and description in search results and link previews (`promise`: when we reply). */
  head: {
    title: (brand: string) => string;
    description: (contact: { phone: string; email: string; promise: string }) => string;
  };
  /** The line above the page's heading and the introduction under it (`promise`: when we reply). */
  eyebrow: string;
  intro: (promise: string) => string;
  /** The FAQ's heading and the line under it. */
  faqTitle: string;
  faqDescription: string;
  formSection: {
    /** The form's heading and the line under it. */
    formTitle: string;
    formLead: string;
    /** "What happens next?": after the reply (messages/reply), the consultation and the quote (`typicalWeeks`: "1–2"). */
    nextTitle: string;
    consultation: { title: string; text: string };
    quote: { title: string; text: (typicalWeeks: string) => string };
    /** The heading over the contract's terms (lib/pricing). */
    termsTitle: string;
    /** Above the phone number and the office hours. */
    preferCall: string;
  };
  company: {
    eyebrow: string;
    /** "Oleme Tartus": where the office is (Estonian in the inessive, lib/site gives both). */
    title: (place: { city: string; cityInessive: string }) => string;
    lead: string;
    /** The names of the company's details. */
    terms: {
      phone: string;
      email: string;
      address: string;
      hours: string;
      company: string;
      registryCode: string;
      vatNumber: string;
      bank: string;
      account: string;
    };
    /** Under the map: when it loads, and the link to it on OpenStreetMap (`newWindow` is read after the link's text). */
    mapNote: string;
    mapLink: string;
    newWindow: string;
  };
}
