import type { FieldRule } from '@/components/forms/field-rules';
import { normalizeAddress } from '@/lib/tester/engine/address';

/**
 * A website address by the tester's own rules and words ('Palun sisesta korrektne domeen koos tippdomeeniga …'), so the
 * free audit never takes an address the tester would refuse ("abc").
 */
export const websiteRule: FieldRule = (control) => {
  const checked = normalizeAddress(control.value);
  return checked.ok ? null : checked.error;
};
