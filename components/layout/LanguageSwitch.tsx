'use client';

import { usePathname } from 'next/navigation';
import { switchTarget, type LanguageSwitchTargets } from '@/lib/i18n/switch';
import { ROUTES } from '@/lib/routes';

/**
 * The link to the same page in the other language, in the header and the mobile menu. Its text is the other
 * language's own name, marked with that language (lang, hreflang), as a reader of that language looks for it.
 */
const TEXTS =
  process.env.SITE_LOCALE === 'en'
    ? { label: 'Eesti', lang: 'et', title: 'Sama leht eesti keeles' }
    : { label: 'English', lang: 'en', title: 'This page in English' };

export function LanguageSwitch({ targets, className }: { targets: LanguageSwitchTargets; className?: string }) {
  const pathname = usePathname();
  return (
    <a href={switchTarget(targets, pathname, ROUTES.blog)} hrefLang={TEXTS.lang} lang={TEXTS.lang} title={TEXTS.title} className={className}>
      {TEXTS.label}
    </a>
  );
}
