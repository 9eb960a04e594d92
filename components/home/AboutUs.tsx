import Link from 'next/link';
import { ROUTES, SECTIONS } from '@/lib/routes';
import { site } from '@/lib/site';

/** #about-us: the managing director in his own words. */
export function AboutUs() {
  const { director } = site;
  const firstName = director.name.split(' ')[0];
  return (
    <section id={SECTIONS.aboutUs} aria-labelledby="about-title" className="section bg-white">
      <div className="container-page grid items-center gap-12 lg:grid-cols-[2fr_3fr] lg:gap-20">
        <div className="relative mx-auto w-full max-w-sm">
          <div aria-hidden="true" className="absolute inset-0 -rotate-3 rounded-3xl bg-brand-100" />
          <div className="relative rounded-3xl bg-white p-8 text-center shadow-card">
            <figure>
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img
                src={director.image}
                alt={`${director.name}, ${site.brand} juhataja (joonistatud portree)`}
                width={160}
                height={160}
                loading="lazy"
                decoding="async"
                className="mx-auto size-40 rounded-full"
              />
              <figcaption className="mt-5">
                <span className="block text-lg font-semibold text-slate-900">{director.name}</span>
                <span className="block text-sm text-slate-600">{director.jobTitle}</span>
              </figcaption>
            </figure>
            <a href={`tel:${site.phoneHref}`} className="btn-secondary mt-6 w-full">
              Helista mulle: {site.phone}
            </a>
          </div>
        </div>
        <div>
          <p className="eyebrow">Meist</p>
          <h2 id="about-title" className="h2 mt-3">
            Tere! Mina olen {firstName} ja ma ei aja asju keeruliseks
          </h2>
          <div className="lead mt-6 space-y-4">
            <p>
              Olen aastaid näinud, kuidas väikeettevõtjad maksavad agentuuridele tuhandeid eurosid ja ootavad kuid, et
              saada leht, mis on aeglane ja mida ise muuta ei oska. Asutasin {site.brand} {site.organisation.foundingYear}.
              aastal, et see käiks teisiti.
            </p>
            <p>
              Sinu projektiga tegelen ise algusest lõpuni: räägin inimkeeles, ütlen hinna enne töö algust ja hoian
              tähtajast kinni. Kui midagi pole vaja, ütlen ka seda.
            </p>
          </div>
          <ul className="mt-8 grid gap-3 sm:grid-cols-2">
            {[
              'Üks kontaktisik kogu projekti vältel',
              'Selge hind enne töö algust',
              'Kiirus ja Google’i nähtavus on alati sees',
              `Kättesaadav ${site.organisation.contactHours.label}`,
            ].map((item) => (
              <li key={item} className="flex gap-3 text-slate-700">
                <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-5 shrink-0 text-brand-600" fill="currentColor">
                  <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
                </svg>
                {item}
              </li>
            ))}
          </ul>
          <div className="mt-10">
            <Link href={ROUTES.portfolio} className="btn-ghost -ml-5">
              Vaata, mida olen teinud
              <span aria-hidden="true">→</span>
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
