import { describe, expect, it } from 'vitest';
import { isEnglish, LOCALE, OTHER_LOCALE } from '@/lib/i18n/locale';
import { NAV_GROUP_LABELS } from '@/lib/routes';

describe('the Estonian project (no SITE_LOCALE)', () => {
  it('builds the Estonian site', () => {
    expect(LOCALE).toBe('et');
    expect(isEnglish).toBe(false);
    expect(OTHER_LOCALE).toBe('en');
  });

  it('gives a text module its Estonian branch', () => {
    expect(NAV_GROUP_LABELS.more).toBe('Muud');
  });
});
