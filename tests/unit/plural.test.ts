import { describe, expect, it } from 'vitest';
import { countLabel, NOUNS, pluralForm } from '@/lib/plural';

describe('Estonian counts', () => {
  it('keeps the nominative singular after 1 only', () => {
    expect(countLabel(1, NOUNS.article)).toBe('1 artikkel');
    expect(countLabel(-1, NOUNS.article)).toBe('-1 artikkel');
    expect(countLabel(1, NOUNS.project)).toBe('1 projekt');
  });

  it('uses the partitive singular after every other number, 0, 11 and 21 included', () => {
    expect(countLabel(0, NOUNS.article)).toBe('0 artiklit');
    expect(countLabel(2, NOUNS.article)).toBe('2 artiklit');
    expect(countLabel(6, NOUNS.article)).toBe('6 artiklit');
    expect(countLabel(11, NOUNS.project)).toBe('11 projekti');
    expect(countLabel(21, NOUNS.project)).toBe('21 projekti');
    expect(countLabel(3, NOUNS.month)).toBe('3 kuud');
  });

  it("keeps the sentence's own case after 1, as the website tester's report needs it", () => {
    const errors = { one: 'vea', other: 'viga' };
    expect(`W3C validaator leidis ${countLabel(1, errors)}`).toBe('W3C validaator leidis 1 vea');
    expect(`W3C validaator leidis ${countLabel(3, errors)}`).toBe('W3C validaator leidis 3 viga');
  });

  it('writes decimals with a comma and the partitive', () => {
    expect(countLabel(1.5, NOUNS.month)).toBe('1,5 kuud');
  });

  it('gives the bare form for sentences that place the number themselves', () => {
    expect(pluralForm(1, NOUNS.month)).toBe('kuu');
    expect(pluralForm(4, NOUNS.month)).toBe('kuud');
  });
});
