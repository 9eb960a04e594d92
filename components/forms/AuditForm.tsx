'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { HoneypotField, isBotSubmission } from '@/components/forms/Honeypot';
import { PrivacyNote } from '@/components/forms/PrivacyNote';
import { auditMessage, sendEmail, SENDING_LABEL } from '@/lib/email';

export const AUDIT_TEXTS = {
  step1Button: 'Kontrolli mu veebilehte',
  step2Button: 'Viimane pingutus',
  sending: SENDING_LABEL,
  success: 'Päring saadetud! Võtame sinuga peagi ühendust.',
  failure: 'Saatmine ebaõnnestus. Palun proovi uuesti.',
} as const;

/** How long the success message stays visible (ms). */
export const AUDIT_SUCCESS_MS = 3000;

type Status = 'idle' | 'sending' | 'success' | 'error';

/**
 * The free audit request form in two steps (spec sections 4 and 5): step 1 the website address,
 * step 2 name and e-mail. Success clears the form and returns to step 1; failure keeps every field.
 */
export function AuditForm({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const [step, setStep] = useState<1 | 2>(1);
  const [website, setWebsite] = useState('');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const nameRef = useRef<HTMLInputElement>(null);
  const websiteRef = useRef<HTMLInputElement>(null);
  const movedByUser = useRef(false);
  const uid = useId();

  useEffect(() => {
    if (!movedByUser.current) return;
    if (step === 2) nameRef.current?.focus();
  }, [step]);

  useEffect(() => {
    if (status !== 'success') return;
    const timer = window.setTimeout(() => setStatus('idle'), AUDIT_SUCCESS_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  const submitStep1 = (event: FormEvent) => {
    event.preventDefault();
    if (!website.trim()) return;
    movedByUser.current = true;
    setStatus('idle');
    setStep(2);
  };

  const succeed = () => {
    setWebsite('');
    setName('');
    setEmail('');
    setStep(1);
    setStatus('success');
  };

  const submitStep2 = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!name.trim() || !email.trim() || status === 'sending') return;
    // A bot filled the hidden field: it sees the usual success, nothing is sent.
    if (isBotSubmission(event.currentTarget)) return succeed();
    setStatus('sending');
    const result = await sendEmail({
      from_name: name.trim(),
      reply_to: email.trim(),
      message: auditMessage({ name: name.trim(), email: email.trim(), website: website.trim() }),
    });
    if (result.success) succeed();
    else setStatus('error');
  };

  const dark = tone === 'dark';
  const label = dark ? 'mb-1.5 block text-sm font-medium text-white' : 'field-label';

  return (
    <div>
      {step === 1 ? (
        <form onSubmit={submitStep1} className="flex flex-col gap-3 sm:flex-row sm:items-end" aria-label="Tasuta audit, samm 1 / 2">
          <div className="flex-1">
            <label htmlFor={`${uid}-website`} className={label}>
              Sinu veebilehe aadress
            </label>
            <input
              ref={websiteRef}
              id={`${uid}-website`}
              name="website"
              type="text"
              inputMode="url"
              autoComplete="url"
              placeholder="näiteks minuettevote.ee"
              className="field-input"
              value={website}
              onChange={(e) => setWebsite(e.target.value)}
            />
          </div>
          <button type="submit" className={dark ? 'btn bg-white text-brand-800 hover:bg-brand-50' : 'btn-primary'} disabled={!website.trim()}>
            {AUDIT_TEXTS.step1Button}
          </button>
        </form>
      ) : (
        <form onSubmit={submitStep2} className="relative space-y-4" aria-label="Tasuta audit, samm 2 / 2">
          <p className={dark ? 'text-sm text-brand-50' : 'text-sm text-slate-600'}>
            Veebileht: <strong className={dark ? 'text-white' : 'text-slate-900'}>{website.trim()}</strong>{' '}
            <button
              type="button"
              className={`ml-1 underline underline-offset-4 ${dark ? 'text-white' : 'text-brand-700'}`}
              onClick={() => {
                movedByUser.current = true;
                setStep(1);
                setStatus('idle');
                window.setTimeout(() => websiteRef.current?.focus(), 0);
              }}
            >
              Muuda
            </button>
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <label htmlFor={`${uid}-name`} className={label}>
                Nimi
              </label>
              <input
                ref={nameRef}
                id={`${uid}-name`}
                name="name"
                type="text"
                autoComplete="name"
                required
                className="field-input"
                value={name}
                onChange={(e) => setName(e.target.value)}
              />
            </div>
            <div>
              <label htmlFor={`${uid}-email`} className={label}>
                E-post
              </label>
              <input
                id={`${uid}-email`}
                name="email"
                type="email"
                autoComplete="email"
                required
                className="field-input"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
            </div>
          </div>
          <button
            type="submit"
            className={dark ? 'btn w-full bg-white text-brand-800 hover:bg-brand-50 sm:w-auto' : 'btn-primary w-full sm:w-auto'}
            disabled={!name.trim() || !email.trim() || status === 'sending'}
          >
            {status === 'sending' ? AUDIT_TEXTS.sending : AUDIT_TEXTS.step2Button}
          </button>
          <HoneypotField />
        </form>
      )}
      <div aria-live="polite" role="status" className="mt-3 min-h-6 text-sm font-medium">
        {status === 'success' ? (
          <p className={dark ? 'text-white' : 'text-emerald-700'}>{AUDIT_TEXTS.success}</p>
        ) : null}
        {status === 'error' ? (
          <p className={dark ? 'rounded-lg bg-white px-3 py-2 text-red-700' : 'text-red-700'}>{AUDIT_TEXTS.failure}</p>
        ) : null}
      </div>
      <PrivacyNote tone={tone} className="mt-1" />
    </div>
  );
}
