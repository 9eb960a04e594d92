import { useCallback, useEffect, useState, useSyncExternalStore, type FormEvent, type ReactNode } from 'react';
import { EARLY_ATTR, EARLY_SENT_ATTR, EARLY_SUBMIT_SCRIPT } from '@/components/forms/early-submit-script';

const noSubscription = () => () => {};

/** false on the server and while React hydrates the server's HTML; true from the render right after. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** A submit the hydrated form handles itself is not one to carry out again. */
const forgetEarlySubmit = (event: FormEvent<HTMLFormElement>) => event.currentTarget.removeAttribute(EARLY_SENT_ATTR);

/**
 * A form's submit made before the page's scripts ran (they load after the first paint) is kept and carried out once
 * they have. Until React has hydrated the form, the form renders a small script before itself
 * (early-submit-script.ts), is marked `data-early`, and its button carries a second label that shows while the submit
 * waits ("Analüüsime…", "Saadan..."). Once hydrated, the form adopts what was typed (typed-before-hydration.ts) and
 * then calls `adoptSubmit`: a submit the script kept is carried out in the next render (form.requestSubmit(), so the
 * browser's checks and the form's own submit handler run as for any submit), with the adopted text in state.
 * The typed text goes first, so it is never lost; nothing is sent twice: a submit React itself handles clears the mark.
 */
export function useBeforeScripts() {
  const hydrated = useHydrated();
  // The form whose early submit is to be carried out, set with the adopted text in the same update: the effect runs
  // after the render that has both.
  const [replay, setReplay] = useState<{ form: HTMLFormElement } | null>(null);

  useEffect(() => {
    const form = replay?.form;
    if (!form?.isConnected || !form.hasAttribute(EARLY_SENT_ATTR)) return;
    form.removeAttribute(EARLY_SENT_ATTR);
    form.requestSubmit();
  }, [replay]);

  const adoptSubmit = useCallback((form: HTMLFormElement | null) => {
    if (form?.hasAttribute(EARLY_SENT_ATTR)) setReplay({ form });
  }, []);

  return {
    adoptSubmit,
    /** The form's attributes: the mark the script acts on, with the fields that must not be blank ("name email"). */
    formProps: (needs = '') => ({ [EARLY_ATTR]: hydrated ? undefined : needs, onSubmitCapture: forgetEarlySubmit }),
    /** Rendered before the form: the script, while the form is the server's HTML. */
    script: hydrated ? null : <script dangerouslySetInnerHTML={{ __html: EARLY_SUBMIT_SCRIPT }} />,
    /**
     * The submit button's label; while a submit waits for the scripts, the busy label (if the form has one) with a
     * turning ring. Only in the server's HTML: the hydrated form shows its own states.
     */
    label: (idle: string, busy?: string): ReactNode =>
      hydrated ? (
        idle
      ) : (
        <>
          <span aria-hidden="true" className="hidden size-4 animate-spin rounded-full border-2 border-current border-r-transparent in-data-early-sent:inline-block" />
          {busy ? (
            <>
              <span className="in-data-early-sent:hidden">{idle}</span>
              <span className="hidden in-data-early-sent:inline">{busy}</span>
            </>
          ) : (
            idle
          )}
        </>
      ),
  };
}
