import type { Metadata } from 'next';
import Link from 'next/link';
import { PAGES, ROUTES } from '@/lib/routes';

const TEXTS = process.env.SITE_LOCALE === 'en'
  ? { text: 'This page does not exist. Go to the home page or read our blog.', home: 'To the home page' }
  : { text: 'Seda lehte ei ole. Vaata avalehte või loe meie blogi.', home: 'Avalehele' };

export const metadata: Metadata = { title: PAGES.unknown.name, robots: { index: false, follow: true } };

/**
 * Shown only if the app itself reports a missing page. Unknown addresses are answered by out/404.html,
 * which scripts/build/finalize-export.mjs makes from the home page (spec: any other path shows the home screen).
 */
export default function NotFound() {
  return (
    <section className="container-page section">
      <h1 className="text-3xl font-bold tracking-tight">{PAGES.unknown.name}</h1>
      <p className="lead mt-4">{TEXTS.text}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link href="/" className="btn-primary">{TEXTS.home}</Link>
        <Link href={ROUTES.blog} className="btn-secondary">{PAGES.blog.name}</Link>
      </div>
    </section>
  );
}
