import type { ComponentProps, ReactNode } from 'react';

type Tone = 'light' | 'dark';

const LABEL: Record<Tone, string> = {
  light: 'field-label',
  dark: 'mb-1.5 block text-sm font-medium text-white',
};
const HINT: Record<Tone, string> = {
  light: 'mb-2 text-sm text-slate-600',
  dark: 'mb-2 text-sm text-brand-50',
};
/** The message under a field the browser's checks found wrong: red on white (a white pill on the brand panels). */
const ERROR: Record<Tone, string> = {
  light: 'mt-1.5 text-sm font-medium text-red-700',
  dark: 'mt-2 rounded-lg bg-white px-3 py-1.5 text-sm font-medium text-red-700',
};

interface FieldProps {
  /** id of the control, which the label points at; its hint and its message are `${id}-hint` and `${id}-error`. */
  id: string;
  label: string;
  /** 'dark' on the brand-coloured call-to-action panels. */
  tone?: Tone;
  /** Class of the wrapper around label and control. */
  className?: string;
  /** What the field wants, said before it (under the label) and tied to it (aria-describedby). */
  hint?: ReactNode;
  /** The site's message for what is wrong with the field, shown under it; the field is then aria-invalid. */
  error?: string | null;
}

/** The attributes that tie a control to its hint and its message. */
function described(id: string, hint: ReactNode, error: string | null | undefined) {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return { 'aria-describedby': ids || undefined, 'aria-invalid': error ? true : undefined };
}

function Field({ id, label, tone = 'light', className, hint, error, children }: FieldProps & { children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className={LABEL[tone]}>
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className={HINT[tone]}>
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={`${id}-error`} className={ERROR[tone]} data-field-error>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled text input of the site's forms. */
export function FormField({ id, label, tone, className, hint, error, ...input }: FieldProps & Omit<ComponentProps<'input'>, 'id' | 'className'>) {
  return (
    <Field id={id} label={label} tone={tone} className={className} hint={hint} error={error}>
      <input id={id} className="field-input" {...described(id, hint, error)} {...input} />
    </Field>
  );
}

/** A labelled multi-line text field of the site's forms. */
export function FormTextArea({ id, label, tone, className, hint, error, ...textarea }: FieldProps & Omit<ComponentProps<'textarea'>, 'id' | 'className'>) {
  return (
    <Field id={id} label={label} tone={tone} className={className} hint={hint} error={error}>
      <textarea id={id} className="field-input" {...described(id, hint, error)} {...textarea} />
    </Field>
  );
}
