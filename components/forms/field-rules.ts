/** A text control of the site's forms. */
export type Control = HTMLInputElement | HTMLTextAreaElement;

/**
 * What the site says about a field the browser's own checks (required, type="email") or the site's rule find wrong,
 * in the page's language: the browser's own words would be in the browser's language ("Please enter a part following
 * '@'" on the Estonian site). null when the field is right.
 */
export type FieldRule = (control: Control) => string | null;
// The audit's website address has its own rule (address-rule.ts): the tester's address rules are only loaded where
// a form asks for an address.

export const FIELD_MESSAGES =
  process.env.SITE_LOCALE === 'en'
    ? {
        name: 'Please enter your name.',
        emailMissing: 'Please enter your email address.',
        emailFormat: 'Please check your email address: it should look like name@company.com.',
        message: 'Please write a few words about what you need.',
        other: 'Please check this field.',
      }
    : {
        name: 'Palun kirjuta oma nimi.',
        emailMissing: 'Palun kirjuta oma e-posti aadress.',
        emailFormat: 'Kontrolli e-posti aadressi: see peaks olema kujul nimi@ettevote.ee.',
        message: 'Palun kirjuta paar sõna sellest, mida vajad.',
        other: 'Palun kontrolli seda välja.',
      };

/** Blank: empty or only spaces (the browser's `required` lets spaces through; the form would send nothing). */
const blank = (control: Control) => control.value.trim() === '';

export const FIELD_RULES = {
  name: (control) => (blank(control) ? FIELD_MESSAGES.name : null),
  email: (control) => (blank(control) ? FIELD_MESSAGES.emailMissing : control.validity.typeMismatch ? FIELD_MESSAGES.emailFormat : null),
  message: (control) => (blank(control) ? FIELD_MESSAGES.message : null),
} satisfies Record<string, FieldRule>;

/**
 * Gives the control the site's message as its custom validity (setCustomValidity), so that the browser's checks
 * block a send with the site's words; '' when the field is right. Any other failure of the browser's (none is
 * expected) still gets a message of the site's. Returns the message.
 */
export function applyRule(control: Control, rule: FieldRule): string {
  control.setCustomValidity('');
  const message = rule(control) ?? (control.validity.valid ? '' : FIELD_MESSAGES.other);
  control.setCustomValidity(message);
  return message;
}
