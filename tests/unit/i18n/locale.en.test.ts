import { describe, expect, it } from 'vitest';
import { isEnglish, LOCALE, OTHER_LOCALE } from '@/lib/i18n/locale';
import { NAV_GROUP_LABELS } from '@/lib/routes';

describe('the English project (SITE_LOCALE=en)', () => {
  it('builds the English site', () => {
    expect(LOCALE).toBe('en');
    expect(isEnglish).toBe(true);
    expect(OTHER_LOCALE).toBe('et');
  });

  it('gives a text module its English branch', () => {
    expect(NAV_GROUP_LABELS.more).toBe('More');
  });
});
