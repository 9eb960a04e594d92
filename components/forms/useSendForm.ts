import { useCallback, useEffect, useEffectEvent, useRef, useState, type FormEvent } from 'react';
import { isBotSubmission } from '@/components/forms/Honeypot';

/** Where a form's send stands: idle, sending, success (for a while, then idle again) or error. */
export type SendStatus = 'idle' | 'sending' | 'success' | 'error';

export interface SendFormOptions<T extends Record<string, string>> {
  /** The fields' empty values: the form starts with them and returns to them after a success. */
  empty: T;
  /** What the fields start with when not empty (a value carried over from elsewhere); a success still clears them. */
  initial?: Partial<T>;
  /** Sends the fields; resolves whether it worked. */
  send: (fields: T) => Promise<{ success: boolean }>;
  /** How long the success state lasts before the form is idle again (ms). */
  successMs: number;
  /** Whether the fields may be sent (besides the browser's own checks); a submit before that does nothing. */
  ready?: (fields: T) => boolean;
  /** Runs when a send (or a bot's submission) has succeeded, the fields already cleared. */
  onSuccess?: () => void;
  /** Runs when the success time is up, just before the form is idle again. */
  onSuccessEnd?: () => void;
}

const always = () => true;

/**
 * The send state machine of the audit and contact forms, with the fields it sends.
 * idle -> sending -> success (fields cleared; idle again after `successMs`) or error (every field kept).
 * A submit while a send is under way does nothing, so a double click sends once. A submission with the
 * honeypot filled (a bot) gets the usual success and sends nothing.
 */
export function useSendForm<T extends Record<string, string>>({ empty, initial, send, successMs, ready = always, onSuccess, onSuccessEnd }: SendFormOptions<T>) {
  const [fields, setFields] = useState<T>(() => ({ ...empty, ...initial }));
  const [status, setStatus] = useState<SendStatus>('idle');
  // A ref, not the status: two submits in one tick both see the status of the last render.
  const sending = useRef(false);

  const endSuccess = useEffectEvent(() => {
    onSuccessEnd?.();
    setStatus('idle');
  });

  useEffect(() => {
    if (status !== 'success') return;
    const timer = window.setTimeout(endSuccess, successMs);
    return () => window.clearTimeout(timer);
  }, [status, successMs]);

  const set = useCallback((key: keyof T & string, value: string) => setFields((current) => ({ ...current, [key]: value })), []);

  const succeed = () => {
    setFields(empty);
    setStatus('success');
    onSuccess?.();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current || !ready(fields)) return;
    // A bot filled the hidden field: it sees the usual success, nothing is sent.
    if (isBotSubmission(event.currentTarget)) return succeed();
    sending.current = true;
    setStatus('sending');
    try {
      const result = await send(fields);
      if (result.success) succeed();
      else setStatus('error');
    } catch {
      setStatus('error');
    } finally {
      sending.current = false;
    }
  };

  return {
    fields,
    status,
    submit,
    /** The value and change handler of one field, to spread on its input. */
    bind: (key: keyof T & string) => ({
      name: key,
      value: fields[key],
      onChange: (event: { target: { value: string } }) => setFields((current) => ({ ...current, [key]: event.target.value })),
    }),
    /** Sets one field, as if the visitor had typed it (a message prefilled from the address); the same function every render. */
    set,
    /** Back to idle with the fields kept (the audit form's step changes). */
    clearStatus: () => setStatus('idle'),
    /** Back to idle with empty fields. */
    reset: () => {
      setFields(empty);
      setStatus('idle');
    },
  };
}
