'use client';

import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { ADDRESS_INPUT_HINTS } from '@/components/forms/address-input';
import { HoneypotField } from '@/components/forms/Honeypot';
import { PrivacyNote } from '@/components/forms/PrivacyNote';
import { FormField } from '@/components/ui/FormField';
import { AUDIT_TEXTS } from '@/components/forms/audit-texts';
import { AuditStatus } from '@/components/forms/AuditStatus';
import { useBeforeScripts } from '@/components/forms/before-scripts';
import { FIELD_RULES } from '@/components/forms/field-rules';
import { useAdoptTyped } from '@/components/forms/typed-before-hydration';
import { useAddressRule } from '@/components/forms/useAddressRule';
import { useFieldErrors } from '@/components/forms/useFieldErrors';
import { useSendForm } from '@/components/forms/useSendForm';
import { auditMessage, sendEmail } from '@/lib/email';
import { AUDIT_NOTE } from '@/lib/privacy/notes';
import { savedTestUrl } from '@/lib/tester/state/saved-keys';

export { AUDIT_TEXTS };

/** How long the success message stays visible (ms). */
export const AUDIT_SUCCESS_MS = 3000;

const EMPTY = { website: '', name: '', email: '' };
const FIELDS = Object.keys(EMPTY) as (keyof typeof EMPTY)[];

/**
 * The free audit request form in two steps: step 1 the website address,
 * step 2 name and e-mail (after a test, step 1 starts with the tested address). Success clears the form and returns to step 1; failure keeps every field.
 * The browser's checks stay, with the site's messages under the fields (useFieldErrors): the address by the tester's
 * own rules, so "abc" is refused here as there. A submit before the page's scripts ran is carried out once they have
 * (before-scripts.tsx).
 * While sending, the button only reports itself disabled (aria-disabled), so it keeps focus; after a success,
 * which replaces step 2 by step 1, focus moves to the status line that announces it. The spec's message goes after
 * its 3 s; a short line naming the address sent stays there, in focus, until the next request is started.
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
  /** The address of the request just sent: the line that stays after the success message has gone. */
  const [sentSite, setSentSite] = useState<string | null>(null);
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
      }).then((result) => {
        if (result.success) setSentSite(f.website.trim());
        return result;
      }),
    onSuccess: () => setStep(1),
  });
  const before = useBeforeScripts();
  const adoptTyped = useAdoptTyped(FIELDS, form.set, before.adoptSubmit);
  const uid = useId();
  const address = useAddressRule();
  const rules = useMemo(() => ({ website: address.rule, name: FIELD_RULES.name, email: FIELD_RULES.email }), [address.rule]);
  const errors = useFieldErrors(uid, rules);
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

  useEffect(() => {
    if (!movedByUser.current) return;
    if (step === 2) nameRef.current?.focus();
  }, [step]);

  useEffect(() => {
    if (status === 'success') statusRef.current?.focus();
  }, [status]);

  const submitStep1 = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!website.trim()) return;
    // The address rules load on first use; until then the browser's check had nothing to judge by.
    if (!address.ready) return address.deferSubmit(event.currentTarget);
    movedByUser.current = true;
    form.clearStatus();
    setSentSite(null);
    setStep(2);
  };

  const dark = tone === 'dark';

  return (
    <div>
      {before.script}
      {step === 1 ? (
        <form
          ref={adoptTyped}
          onSubmit={submitStep1}
          {...before.formProps('website')}
          className="flex flex-col gap-3 sm:flex-row sm:items-start"
          aria-label={AUDIT_TEXTS.step1Form}
        >
          <FormField
            ref={websiteRef}
            label={AUDIT_TEXTS.websiteLabel}
            tone={tone}
            className="flex-1"
            {...ADDRESS_INPUT_HINTS}
            enterKeyHint="next"
            placeholder={AUDIT_TEXTS.websitePlaceholder}
            required
            onFocus={address.load}
            {...form.bind('website')}
            {...errors.field('website')}
          />
          <button
            type="submit"
            className={`sm:mt-7 ${dark ? 'btn bg-white text-brand-800 hover:bg-brand-50' : 'btn-primary'}`}
            disabled={!website.trim()}
          >
            {before.label(AUDIT_TEXTS.step1Button)}
          </button>
        </form>
      ) : (
        <form onSubmit={form.submit} {...before.formProps('name email')} className="relative space-y-4" aria-label={AUDIT_TEXTS.step2Form}>
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
            <FormField ref={nameRef} label={AUDIT_TEXTS.name} tone={tone} type="text" autoComplete="name" required {...form.bind('name')} {...errors.field('name')} />
            <FormField label={AUDIT_TEXTS.email} tone={tone} type="email" autoComplete="email" required {...form.bind('email')} {...errors.field('email')} />
          </div>
          <button
            type="submit"
            className={dark ? 'btn w-full bg-white text-brand-800 hover:bg-brand-50 sm:w-auto' : 'btn-primary w-full sm:w-auto'}
            disabled={!name.trim() || !email.trim()}
            aria-disabled={status === 'sending' || undefined}
          >
            {status === 'sending' ? AUDIT_TEXTS.sending : before.label(AUDIT_TEXTS.step2Button, AUDIT_TEXTS.sending)}
          </button>
          <HoneypotField />
        </form>
      )}
      <AuditStatus ref={statusRef} status={status} sentSite={sentSite} dark={dark} />
      <PrivacyNote text={AUDIT_NOTE} tone={tone} className="mt-1" />
    </div>
  );
}
