import { useCallback } from 'react';

/**
 * Text a visitor typed before the page's scripts ran. The framework's scripts load after the first paint
 * (scripts/build/scripts-after-paint.mjs), so on a slow phone a visitor can type into a field before React has
 * hydrated it: React keeps the typed text in the field but not in its state, and the form would act as if the field
 * were empty (its button stays disabled, a send goes without it). Each form reads its fields once after hydration
 * and adopts what this returns; null when there is nothing to adopt.
 */
export function typedBeforeHydration(field: Element | RadioNodeList | null | undefined): string | null {
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return null;
  return field.value !== '' ? field.value : null;
}

const noSubmit = () => {};

/**
 * The ref callback of a <form>: each named field's text typed before the page's scripts ran goes to `set`, as if typed
 * now (read when the form is attached: after hydration, and when it is shown again, then with its fields empty);
 * then `adoptSubmit` (before-scripts.tsx) carries out a submit made before the scripts ran, with that text.
 */
export function useAdoptTyped<K extends string>(
  names: readonly K[],
  set: (name: K, value: string) => void,
  adoptSubmit: (form: HTMLFormElement) => void = noSubmit,
) {
  return useCallback(
    (form: HTMLFormElement | null) => {
      if (!form) return;
      for (const name of names) {
        const typed = typedBeforeHydration(form.elements.namedItem(name));
        if (typed !== null) set(name, typed);
      }
      adoptSubmit(form);
    },
    [names, set, adoptSubmit],
  );
}
