import Link from 'next/link';
import { ROUTES } from '@/lib/routes';
import { site } from '@/lib/site';

export function Hero() {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white">
      <div className="container-page py-16 sm:py-24">
        <p className="eyebrow">{site.tagline}</p>
        <h1 className="mt-4 max-w-3xl text-display font-extrabold">
          Kodulehed ja e-poed, mis toovad kliente. Alates 495 €.
        </h1>
        <p className="lead mt-6 max-w-2xl">
          Teeme sinu ettevõttele kiire ja selge kodulehe või e-poe 1–2 nädalaga. Esimene konsultatsioon on tasuta.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link href={ROUTES.contact} className="btn-primary">
            Küsi pakkumist
          </Link>
          <Link href={ROUTES.portfolio} className="btn-secondary">
            Vaata tehtud töid
          </Link>
        </div>
      </div>
    </section>
  );
}
