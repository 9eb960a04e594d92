import { useEffect, useState, type FormEvent } from 'react';
import { applyRule, type Control, type FieldRule } from '@/components/forms/field-rules';

/**
 * The site's own messages for a form's fields, in place of the browser's bubbles. The browser's checks stay
 * (required, type="email"; the spec wants them): each field's custom validity is kept to the site's message
 * (field-rules.ts), so a send is still blocked by the browser, but with the site's words. The message is shown under
 * its field (FormField `error`: aria-invalid, aria-describedby) when the browser's check fails on a send, with focus on
 * the first field in error; it follows what the visitor types and goes when the field is right. Before a send, a wrong field
 * the visitor has left is only styled (:user-invalid, app/globals.css): a message appearing as they leave the field
 * would push the button down under a pointer already pressing it, and the click would be lost.
 *
 * `uid` and the field names make the controls' ids (`${uid}-${name}`, as the forms name them).
 */
export function useFieldErrors<K extends string>(uid: string, rules: Record<K, FieldRule>) {
  const [shown, setShown] = useState<Partial<Record<K, string>>>({});

  // After every render (a value typed, prefilled, adopted or cleared): each field's validity holds the site's message.
  useEffect(() => {
    for (const name of Object.keys(rules) as K[]) {
      const field = document.getElementById(`${uid}-${name}`) as Control | null;
      if (field) applyRule(field, rules[name]);
    }
  });

  /** Shows the field's message now (when it has one); `follow`: only update a message already shown. */
  const show = (name: K, field: Control, follow = false) => {
    const message = applyRule(field, rules[name]);
    setShown((current) => {
      if (current[name] === (message || undefined) || (follow && !(name in current))) return current;
      const next = { ...current };
      if (message) next[name] = message;
      else delete next[name];
      return next;
    });
  };

  return {
    /** The message shown under a field, and the handlers that show it; spread on the FormField with its id. */
    field: (name: K) => ({
      id: `${uid}-${name}`,
      error: shown[name] ?? null,
      onInvalid: (event: FormEvent<Control>) => {
        // The site shows its message under the field instead of the browser's bubble.
        event.preventDefault();
        const field = event.currentTarget;
        show(name, field);
        if (field.form?.querySelector('input:invalid, textarea:invalid') === field) field.focus();
      },
      // A message on show follows what is typed, and goes when the field is right.
      onInput: (event: FormEvent<Control>) => show(name, event.currentTarget, true),
    }),
  };
}
