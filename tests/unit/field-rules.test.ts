import { describe, expect, it } from 'vitest';
import { websiteRule } from '@/components/forms/address-rule';
import { applyRule, FIELD_RULES, type Control } from '@/components/forms/field-rules';
import { ADDRESS_ERRORS } from '@/lib/tester/engine/address';

/**
 * The site's words for what the browser's checks (and the audit's address rule) find wrong, given to the field as its
 * custom validity. A control is stood in for by what the rules read: its value, the browser's validity flags, and
 * setCustomValidity (which makes the browser's validity invalid while a message is set).
 */
function control(value: string, flags: Partial<ValidityState> = {}) {
  const state = { custom: '' };
  const native = { valid: true, typeMismatch: false, valueMissing: false, ...flags };
  if (native.typeMismatch || native.valueMissing) native.valid = false;
  const stub = {
    value,
    get validity() {
      return { ...native, valid: native.valid && state.custom === '' } as ValidityState;
    },
    setCustomValidity: (message: string) => void (state.custom = message),
  };
  return { field: stub as unknown as Control, custom: () => state.custom };
}

describe('the form field rules', () => {
  it('a name, an e-mail or a message of only spaces is blank, though the browser lets spaces through', () => {
    expect(applyRule(control('   ').field, FIELD_RULES.name)).toBe('Palun kirjuta oma nimi.');
    expect(applyRule(control(' ').field, FIELD_RULES.email)).toBe('Palun kirjuta oma e-posti aadress.');
    expect(applyRule(control('\n').field, FIELD_RULES.message)).toBe('Palun kirjuta paar sõna sellest, mida vajad.');
  });

  it('an e-mail the browser finds malformed gets the form of an address; a right one nothing', () => {
    const wrong = control('mari@', { typeMismatch: true });
    expect(applyRule(wrong.field, FIELD_RULES.email)).toBe('Kontrolli e-posti aadressi: see peaks olema kujul nimi@ettevote.ee.');
    expect(wrong.custom()).toBe('Kontrolli e-posti aadressi: see peaks olema kujul nimi@ettevote.ee.');
    const right = control('mari@pagarikoda.ee');
    expect(applyRule(right.field, FIELD_RULES.email)).toBe('');
    expect(right.custom()).toBe('');
  });

  it('a failure of the browser that no rule names still gets a message of the site, not the browser\'s', () => {
    const tooLong = control('Mari', { valid: false, tooLong: true });
    expect(applyRule(tooLong.field, FIELD_RULES.name)).toBe('Palun kontrolli seda välja.');
  });

  it("the audit's address: what the tester refuses, with the tester's own words", () => {
    expect(applyRule(control('abc').field, websiteRule)).toBe(ADDRESS_ERRORS.noTopLevelDomain);
    expect(applyRule(control('ab').field, websiteRule)).toBe(ADDRESS_ERRORS.invalid);
    expect(applyRule(control(' https://Minupood.ee/hinnad ').field, websiteRule)).toBe('');
  });

  it('a message set before is cleared once the field is right', () => {
    const field = control('abc');
    applyRule(field.field, websiteRule);
    expect(field.custom()).not.toBe('');
    (field.field as { value: string }).value = 'minupood.ee';
    applyRule(field.field, websiteRule);
    expect(field.custom()).toBe('');
  });
});
