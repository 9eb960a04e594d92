import { useId } from 'react';

/**
 * Spam protection of the audit and contact forms: a field that people never see or reach, which simple bots
 * fill in. Hidden from view (off screen), from assistive technology (aria-hidden) and from the tab order
 * (tabindex -1); autocomplete is off and the name is one that browsers' autofill does not recognise. A
 * submission with it filled shows the normal success state and sends nothing. No time limit: people who
 * autofill a form in a second are people too.
 */
export const HONEYPOT_NAME = 'subject';

export function HoneypotField() {
  const id = useId();
  return (
    <div aria-hidden="true" className="pointer-events-none absolute -left-[10000px] top-0 size-px overflow-hidden">
      <label htmlFor={id}>{process.env.SITE_LOCALE === 'en' ? 'Subject (leave empty)' : 'Teema (jäta tühjaks)'}</label>
      <input id={id} type="text" name={HONEYPOT_NAME} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/** Whether a bot filled the honeypot of this form: then nothing may be sent. */
export function isBotSubmission(form: HTMLFormElement): boolean {
  const field = form.elements.namedItem(HONEYPOT_NAME);
  return field instanceof HTMLInputElement && field.value !== '';
}
