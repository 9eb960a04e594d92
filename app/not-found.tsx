import type { Metadata } from 'next';
import Link from 'next/link';
import { ROUTES } from '@/lib/routes';

export const metadata: Metadata = { title: 'Lehte ei leitud', robots: { index: false, follow: true } };

/**
 * Shown only if the app itself reports a missing page. Unknown addresses are answered by out/404.html,
 * which scripts/build/finalize-export.mjs makes from the home page (spec: any other path shows the home screen).
 */
export default function NotFound() {
  return (
    <section className="container-page section">
      <h1 className="text-3xl font-bold tracking-tight">Lehte ei leitud</h1>
      <p className="lead mt-4">Seda lehte ei ole. Vaata avalehte või loe meie blogi.</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link href="/" className="btn-primary">Avalehele</Link>
        <Link href={ROUTES.blog} className="btn-secondary">Arendaja päevik</Link>
      </div>
    </section>
  );
}
