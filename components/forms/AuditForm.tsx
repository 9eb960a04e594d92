'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ADDRESS_INPUT_HINTS } from '@/components/forms/address-input';
import { HoneypotField } from '@/components/forms/Honeypot';
import { PrivacyNote } from '@/components/forms/PrivacyNote';
import { FormField } from '@/components/ui/FormField';
import { useAdoptTyped } from '@/components/forms/typed-before-hydration';
import { useSendForm } from '@/components/forms/useSendForm';
import { auditMessage, sendEmail, SENDING_LABEL } from '@/lib/email';
import { AUDIT_NOTE } from '@/lib/privacy/notes';
import { savedTestUrl } from '@/lib/tester/state/saved-keys';

export const AUDIT_TEXTS =
  process.env.SITE_LOCALE === 'en'
    ? {
        step1Button: 'Check my website',
        step2Button: 'One last step',
        sending: SENDING_LABEL,
        success: "Request sent! We'll be in touch soon.",
        failure: "Sending didn't work. Please try again.",
        step1Form: 'Free audit, step 1 of 2',
        step2Form: 'Free audit, step 2 of 2',
        websiteLabel: 'Your website address',
        websitePlaceholder: 'e.g. yourcompany.com',
        website: 'Website: ',
        change: 'Change',
        name: 'Name',
        email: 'Email',
      }
    : {
        step1Button: 'Kontrolli mu veebilehte',
        step2Button: 'Viimane pingutus',
        sending: SENDING_LABEL,
        success: 'Päring saadetud! Võtame sinuga peagi ühendust.',
        failure: 'Saatmine ebaõnnestus. Palun proovi uuesti.',
        step1Form: 'Tasuta audit, samm 1 / 2',
        step2Form: 'Tasuta audit, samm 2 / 2',
        websiteLabel: 'Sinu veebilehe aadress',
        websitePlaceholder: 'näiteks minuettevote.ee',
        website: 'Veebileht: ',
        change: 'Muuda',
        name: 'Nimi',
        email: 'E-post',
      };

/** How long the success message stays visible (ms). */
export const AUDIT_SUCCESS_MS = 3000;

const EMPTY = { website: '', name: '', email: '' };
const FIELDS = Object.keys(EMPTY) as (keyof typeof EMPTY)[];

/**
 * The free audit request form in two steps: step 1 the website address,
 * step 2 name and e-mail (after a test, step 1 starts with the tested address). Success clears the form and returns to step 1; failure keeps every field.
 * While sending, the button only reports itself disabled (aria-disabled), so it keeps focus; after a success,
 * which replaces step 2 by step 1, focus moves to the status line that announces it, and stays there when the
 * message goes after its 3 s (the line itself stays in the document).
 */
export function AuditForm({
  tone = 'light',
  website: testedSite,
  offerLastTest = false,
}: {
  tone?: 'light' | 'dark';
  /** The address just tested, already in the field. */
  website?: string;
  /** Start with the address of the visitor's last test, when one is saved in this browser. */
  offerLastTest?: boolean;
}) {
  const [step, setStep] = useState<1 | 2>(1);
  const form = useSendForm({
    empty: EMPTY,
    // After a test the tested address is already in the field, so the owner never types it twice.
    initial: testedSite ? { website: testedSite } : undefined,
    successMs: AUDIT_SUCCESS_MS,
    ready: (f) => Boolean(f.name.trim() && f.email.trim()),
    send: (f) =>
      sendEmail({
        from_name: f.name.trim(),
        reply_to: f.email.trim(),
        message: auditMessage({ name: f.name.trim(), email: f.email.trim(), website: f.website.trim() }),
      }),
    onSuccess: () => setStep(1),
  });
  const adoptTyped = useAdoptTyped(FIELDS, form.set);
  const { website, name, email } = form.fields;
  const { set } = form;
  useEffect(() => {
    const saved = offerLastTest ? savedTestUrl() : null;
    if (saved) set('website', saved);
  }, [offerLastTest, set]);
  const { status } = form;
  const nameRef = useRef<HTMLInputElement>(null);
  const websiteRef = useRef<HTMLInputElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const movedByUser = useRef(false);
  const uid = useId();

  useEffect(() => {
    if (!movedByUser.current) return;
    if (step === 2) nameRef.current?.focus();
  }, [step]);

  useEffect(() => {
    if (status === 'success') statusRef.current?.focus();
  }, [status]);

  const submitStep1 = (event: FormEvent) => {
    event.preventDefault();
    if (!website.trim()) return;
    movedByUser.current = true;
    form.clearStatus();
    setStep(2);
  };

  const dark = tone === 'dark';

  return (
    <div>
      {step === 1 ? (
        <form ref={adoptTyped} onSubmit={submitStep1} className="flex flex-col gap-3 sm:flex-row sm:items-end" aria-label={AUDIT_TEXTS.step1Form}>
          <FormField
            ref={websiteRef}
            id={`${uid}-website`}
            label={AUDIT_TEXTS.websiteLabel}
            tone={tone}
            className="flex-1"
            {...ADDRESS_INPUT_HINTS}
            enterKeyHint="next"
            placeholder={AUDIT_TEXTS.websitePlaceholder}
            {...form.bind('website')}
          />
          <button type="submit" className={dark ? 'btn bg-white text-brand-800 hover:bg-brand-50' : 'btn-primary'} disabled={!website.trim()}>
            {AUDIT_TEXTS.step1Button}
          </button>
        </form>
      ) : (
        <form onSubmit={form.submit} className="relative space-y-4" aria-label={AUDIT_TEXTS.step2Form}>
          <p className={dark ? 'text-sm text-brand-50' : 'text-sm text-slate-600'}>
            {AUDIT_TEXTS.website}
            <strong className={dark ? 'text-white' : 'text-slate-900'}>{website.trim()}</strong>{' '}
            <button
              type="button"
              className={`ml-1 underline underline-offset-4 ${dark ? 'text-white' : 'text-brand-700'}`}
              onClick={() => {
                movedByUser.current = true;
                setStep(1);
                form.clearStatus();
                window.setTimeout(() => websiteRef.current?.focus(), 0);
              }}
            >
              {AUDIT_TEXTS.change}
            </button>
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField ref={nameRef} id={`${uid}-name`} label={AUDIT_TEXTS.name} tone={tone} type="text" autoComplete="name" required {...form.bind('name')} />
            <FormField id={`${uid}-email`} label={AUDIT_TEXTS.email} tone={tone} type="email" autoComplete="email" required {...form.bind('email')} />
          </div>
          <button
            type="submit"
            className={dark ? 'btn w-full bg-white text-brand-800 hover:bg-brand-50 sm:w-auto' : 'btn-primary w-full sm:w-auto'}
            disabled={!name.trim() || !email.trim()}
            aria-disabled={status === 'sending' || undefined}
          >
            {status === 'sending' ? AUDIT_TEXTS.sending : AUDIT_TEXTS.step2Button}
          </button>
          <HoneypotField />
        </form>
      )}
      <div ref={statusRef} tabIndex={-1} aria-live="polite" role="status" className="mt-3 min-h-6 text-sm font-medium">
        {status === 'success' ? (
          <p className={dark ? 'text-white' : 'text-emerald-700'}>{AUDIT_TEXTS.success}</p>
        ) : null}
        {status === 'error' ? (
          <p className={dark ? 'rounded-lg bg-white px-3 py-2 text-red-700' : 'text-red-700'}>{AUDIT_TEXTS.failure}</p>
        ) : null}
      </div>
      <PrivacyNote text={AUDIT_NOTE} tone={tone} className="mt-1" />
    </div>
  );
}
