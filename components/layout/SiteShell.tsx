import type { ReactNode } from 'react';
import { Footer } from '@/components/layout/Footer';
import { Header } from '@/components/layout/Header';
import { PageBehaviours } from '@/components/layout/PageBehaviours';
import { JsonLd } from '@/components/ui/JsonLd';
import { fontVariables } from '@/lib/fonts';
import { LOCALE } from '@/lib/i18n/locale';
import { languageSwitchTargets } from '@/lib/i18n/switch-targets';
import { organizationJsonLd, siteNavigationJsonLd } from '@/lib/seo/jsonld';
import { LAYOUT_SHELL } from '@messages/layout-shell';

/**
 * The document every page shares: skip link, fixed header, main content, footer, scrolling, the links of static HTML,
 * pictures' alternate files and the site-wide JSON-LD. Used by the root layout and by the global not-found page (404.html).
 */
export function SiteShell({ children }: { children: ReactNode }) {
  return (
    <html lang={LOCALE} className={fontVariables}>
      <body>
        <a
          href="#main"
          className="fixed left-4 top-4 z-[100] -translate-y-24 rounded-lg bg-brand-700 px-4 py-3 font-semibold text-white shadow-lg transition-transform focus:translate-y-0 motion-reduce:transition-none print:hidden"
        >
          {LAYOUT_SHELL.skipLink}
        </a>
        <Header languageTargets={languageSwitchTargets()} />
        <main id="main" tabIndex={-1} className="pt-16 outline-none lg:pt-[4.5rem]">
          {children}
        </main>
        <Footer />
        <PageBehaviours />
        <JsonLd id="organization-jsonld" data={organizationJsonLd()} />
        <JsonLd id="navigation-jsonld" data={siteNavigationJsonLd()} />
      </body>
    </html>
  );
}
