/** The contact call to action above the footer (#contact-cta); its button is lib/actions.ts's "quote". */
export interface LayoutContactCtaMessages {
  title: string;
  body: string;
  /** The phone button: "Helista +372 …". */
  call: (phone: string) => string;
  /** Before the e-mail address (its link). */
  orWrite: string;
}
