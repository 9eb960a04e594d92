import { useCallback, useEffect, useState } from 'react';
import { applyRule, type Control, type FieldRule } from '@/components/forms/field-rules';

const loadRule = () => import('@/components/forms/address-rule').then((m) => m.websiteRule);
/** Until the rule has loaded the field is not judged; a submit waits for it (`deferSubmit`). */
const notYet: FieldRule = () => null;

/**
 * The audit's address rule (address-rule.ts: the tester's own address rules, punycode included, about 1.3 KB gzip),
 * loaded when first needed, not with every page that shows the audit form: `load` when the field is focused, and a
 * step 1 submit before it has loaded waits for it (`deferSubmit`), then the form is submitted again, judged by it.
 * If it cannot be loaded, the address is taken as typed (the tester checks it again when it runs).
 */
export function useAddressRule() {
  const [rule, setRule] = useState<FieldRule | null>(null);
  const [waiting, setWaiting] = useState<{ form: HTMLFormElement } | null>(null);

  const load = useCallback(() => {
    loadRule()
      .then((loaded) => setRule(() => loaded))
      .catch(() => setRule(() => notYet));
  }, []);

  useEffect(() => {
    const form = waiting?.form;
    if (!rule || !form?.isConnected) return;
    // The field's validity first (the form's own effect would set it only after this one), then the send again.
    const field = form.elements.namedItem('website');
    if (field instanceof HTMLInputElement) applyRule(field as Control, rule);
    form.requestSubmit();
  }, [rule, waiting]);

  return {
    rule: rule ?? notYet,
    ready: rule !== null,
    load,
    deferSubmit: (form: HTMLFormElement) => {
      setWaiting({ form });
      load();
    },
  };
}
