import type { ComponentProps, ReactNode } from 'react';

type Tone = 'light' | 'dark';

const LABEL: Record<Tone, string> = {
  light: 'field-label',
  dark: 'mb-1.5 block text-sm font-medium text-white',
};

function Field({ id, label, tone, className, children }: { id: string; label: string; tone: Tone; className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className={LABEL[tone]}>
        {label}
      </label>
      {children}
    </div>
  );
}

interface FieldProps {
  /** id of the control, which the label points at. */
  id: string;
  label: string;
  /** 'dark' on the brand-coloured call-to-action panels. */
  tone?: Tone;
  /** Class of the wrapper around label and control. */
  className?: string;
}

/** A labelled text input of the site's forms. */
export function FormField({ id, label, tone = 'light', className, ...input }: FieldProps & Omit<ComponentProps<'input'>, 'id' | 'className'>) {
  return (
    <Field id={id} label={label} tone={tone} className={className}>
      <input id={id} className="field-input" {...input} />
    </Field>
  );
}

/** A labelled multi-line text field of the site's forms. */
export function FormTextArea({ id, label, tone = 'light', className, ...textarea }: FieldProps & Omit<ComponentProps<'textarea'>, 'id' | 'className'>) {
  return (
    <Field id={id} label={label} tone={tone} className={className}>
      <textarea id={id} className="field-input" {...textarea} />
    </Field>
  );
}
