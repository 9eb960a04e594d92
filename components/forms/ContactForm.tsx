'use client';

import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useBeforeScripts } from '@/components/forms/before-scripts';
import { FIELD_RULES } from '@/components/forms/field-rules';
import { HoneypotField } from '@/components/forms/Honeypot';
import { PrivacyNote } from '@/components/forms/PrivacyNote';
import { FormField, FormTextArea } from '@/components/ui/FormField';
import { useAdoptTyped } from '@/components/forms/typed-before-hydration';
import { useFieldErrors } from '@/components/forms/useFieldErrors';
import { useSendForm } from '@/components/forms/useSendForm';
import { sendEmail, SENDING_LABEL } from '@/lib/email';
import { parseQuoteQuery, quoteMessage } from '@/lib/pricing';
import { REPLY } from '@messages/reply';
import { site } from '@/lib/site';

export const CONTACT_TEXTS =
  process.env.SITE_LOCALE === 'en'
    ? {
        submit: 'Send a message',
        sending: SENDING_LABEL,
        successTitle: 'Thank you, your message has been sent!',
        successMore: "If you'd like to add something, you can send another message straight away.",
        again: 'Send another message',
        failurePrefix: "Sending didn't work. Please try again or email us directly: ",
        form: 'Contact form',
        name: 'Name',
        email: 'Email',
        message: 'Message',
        messageHint: 'Tell us in a few sentences about your business and what you need from your website.',
        prefilled: 'Your choice from the price calculator is already in the message. Feel free to change or add to it.',
        required: 'All fields are required.',
      }
    : {
        submit: 'Saada sõnum',
        sending: SENDING_LABEL,
        successTitle: 'Aitäh, sõnum on saadetud!',
        successMore: 'Kui tahad veel midagi lisada, saad kohe uue sõnumi saata.',
        again: 'Saada uus sõnum',
        failurePrefix: 'Saatmine ebaõnnestus. Palun proovi uuesti või kirjuta meile otse: ',
        form: 'Kontaktivorm',
        name: 'Nimi',
        email: 'E-post',
        message: 'Sõnum',
        messageHint: 'Räägi paari lausega oma ettevõttest ja sellest, mida veebilt ootad.',
        prefilled: 'Kalkulaatoris tehtud valik on sõnumis kirjas. Muuda või täienda seda vabalt.',
        required: 'Kõik väljad on kohustuslikud.',
      };

/** How long the confirmation stays before the form is cleared and idle again (ms: the spec fixes 5 s). */
export const CONTACT_SUCCESS_MS = 5000;

const EMPTY = { name: '', email: '', message: '' };
const FIELDS = Object.keys(EMPTY) as (keyof typeof EMPTY)[];
const RULES = { name: FIELD_RULES.name, email: FIELD_RULES.email, message: FIELD_RULES.message };

/** The address does not change while the contact page is open (a new query is a new page). */
const noSubscription = () => () => {};

/**
 * The contact form: name, e-mail and message, all required by the browser's own
 * checks, with the site's messages under the fields (useFieldErrors). idle -> sending -> success (cleared and idle
 * again after 5 s, or at once with 'Saada uus sõnum') or error (every field kept, the agency's e-mail offered
 * instead). A submit before the page's scripts ran is sent once they have (before-scripts.tsx).
 *
 * Focus never falls to the page: the button only reports itself disabled while sending (aria-disabled), so it
 * keeps focus; a success moves focus to the confirmation's heading, and that heading stays in the document when
 * the 5 s are up: the confirmation shrinks to one short line (the heading and when we reply) above the cleared
 * form, so nothing moves under a keyboard or screen-reader user who is still reading it. It goes with the next
 * send, or with 'Saada uus sõnum'.
 */
export function ContactForm() {
  const uid = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const successRef = useRef<HTMLHeadingElement>(null);
  const [confirmed, setConfirmed] = useState(false);
  const form = useSendForm({
    empty: EMPTY,
    successMs: CONTACT_SUCCESS_MS,
    send: (f) => sendEmail({ from_name: f.name.trim(), reply_to: f.email.trim(), message: f.message.trim() }),
    onSuccess: () => setConfirmed(true),
  });
  const { status } = form;
  const before = useBeforeScripts();
  const adoptTyped = useAdoptTyped(FIELDS, form.set, before.adoptSubmit);
  const errors = useFieldErrors(uid, RULES);
  const success = status === 'success';
  const sending = status === 'sending';

  // "Küsi pakkumist" in the calculator sends the choice along (/kontakt?tuup=…): it starts the message, which the
  // visitor may edit like anything they type. An address that is not a valid choice is ignored.
  const search = useSyncExternalStore(noSubscription, () => window.location.search, () => '');
  const selection = useMemo(() => parseQuoteQuery(search), [search]);
  const { set } = form;
  useEffect(() => {
    if (selection) set('message', quoteMessage(selection));
  }, [selection, set]);
  const prefilled = selection !== null && form.fields.message !== '';

  useEffect(() => {
    if (status === 'success') successRef.current?.focus();
  }, [status]);

  const field = (key: keyof typeof EMPTY) => ({ required: true, ...form.bind(key), ...errors.field(key) });

  return (
    <div>
      {before.script}
      {confirmed ? (
        <div
          role="status"
          className={
            success
              ? 'flex min-h-[27rem] flex-col items-center justify-center rounded-2xl bg-emerald-50 p-8 text-center'
              : 'mb-6 flex items-center gap-3 rounded-xl bg-emerald-50 px-4 py-3'
          }
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className={success ? 'size-12 text-emerald-600' : 'size-6 shrink-0 text-emerald-700'}>
            <circle cx="12" cy="12" r="11" fill="currentColor" opacity=".15" />
            <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" d="m7 12.5 3.2 3.2L17 9" />
          </svg>
          <div className={success ? '' : 'min-w-0 text-emerald-900'}>
            <h3 ref={successRef} tabIndex={-1} className={success ? 'mt-4 text-2xl font-bold' : 'inline text-base font-semibold'}>
              {CONTACT_TEXTS.successTitle}
            </h3>{' '}
            <p className={success ? 'mx-auto mt-2 max-w-sm text-slate-700' : 'inline'}>
              {REPLY.promise}
              {success ? ` ${CONTACT_TEXTS.successMore}` : ''}
            </p>
          </div>
          {success ? (
            <button
              type="button"
              onClick={() => {
                setConfirmed(false);
                form.reset();
                window.setTimeout(() => nameRef.current?.focus(), 0);
              }}
              className="mt-6 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
            >
              {CONTACT_TEXTS.again}
            </button>
          ) : null}
        </div>
      ) : null}

      {success ? null : (
        <form
          ref={adoptTyped}
          onSubmit={(event) => {
            if (!sending) setConfirmed(false);
            void form.submit(event);
          }}
          {...before.formProps()}
          aria-label={CONTACT_TEXTS.form}
          className="relative space-y-5"
        >
          <p className="text-sm text-slate-600">{CONTACT_TEXTS.required}</p>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField ref={nameRef} label={CONTACT_TEXTS.name} type="text" autoComplete="name" {...field('name')} />
            <FormField label={CONTACT_TEXTS.email} type="email" autoComplete="email" inputMode="email" {...field('email')} />
          </div>
          {prefilled ? (
            <p className="rounded-xl bg-brand-50 px-4 py-3 text-sm text-slate-700" data-prefill-note>
              {CONTACT_TEXTS.prefilled}
            </p>
          ) : null}
          <FormTextArea label={CONTACT_TEXTS.message} rows={6} hint={CONTACT_TEXTS.messageHint} {...field('message')} />
          <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
            <button type="submit" className="btn-primary w-full sm:w-auto" aria-disabled={sending || undefined}>
              {sending ? CONTACT_TEXTS.sending : before.label(CONTACT_TEXTS.submit, CONTACT_TEXTS.sending)}
            </button>
            <PrivacyNote className="sm:max-w-xs" />
          </div>
          <HoneypotField />
          <div aria-live="assertive">
            {status === 'error' ? (
              <p className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
                {CONTACT_TEXTS.failurePrefix}
                <a href={`mailto:${site.email}`} className="font-semibold underline underline-offset-2">
                  {site.email}
                </a>
              </p>
            ) : null}
          </div>
        </form>
      )}
    </div>
  );
}
