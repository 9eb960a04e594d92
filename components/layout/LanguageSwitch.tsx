'use client';

import { usePathname } from 'next/navigation';
import { OTHER_LOCALE } from '@/lib/i18n/locale';
import { switchTarget, type LanguageSwitchTargets } from '@/lib/i18n/switch';
import { LAYOUT_LANGUAGE_SWITCH } from '@messages/layout-language-switch';

/**
 * The link to the same page in the other language, in the header and the mobile menu. Its text is the other
 * language's own name, marked with that language (lang, hreflang), as a reader of that language looks for it.
 */
export function LanguageSwitch({ targets, className }: { targets: LanguageSwitchTargets; className?: string }) {
  const pathname = usePathname();
  return (
    <a href={switchTarget(targets, pathname)} hrefLang={OTHER_LOCALE} lang={OTHER_LOCALE} className={className}>
      <GlobeIcon />
      <span className="ml-2 lg:ml-0">{LAYOUT_LANGUAGE_SWITCH.label}</span>
    </a>
  );
}

function GlobeIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 shrink-0 text-brand-600" fill="none" stroke="currentColor" strokeWidth="1.8">
      <circle cx="12" cy="12" r="9" />
      <path strokeLinecap="round" d="M3 12h18M12 3c2.5 2.7 3.75 5.7 3.75 9S14.5 18.3 12 21M12 3C9.5 5.7 8.25 8.7 8.25 12S9.5 18.3 12 21" />
    </svg>
  );
}
