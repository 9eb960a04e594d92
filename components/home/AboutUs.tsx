import { ArrowIcon } from '@/components/home/ArrowIcon';
import { CheckList } from '@/components/home/CheckMarks';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { StaticLink } from '@/components/ui/StaticLink';
import { ACTIONS } from '@/lib/actions';
import { ROUTES, HOME_SECTIONS } from '@/lib/routes';
import { site } from '@/lib/site';

/** The English build (written in place, so the minifier keeps one language: lib/i18n/locale.ts). */
const EN = process.env.SITE_LOCALE === 'en';

/** #about-us: the managing director in his own words. */
export function AboutUs() {
  const { director } = site;
  const firstName = director.name.split(' ')[0];
  const promises = EN
    ? [
        'One contact person for the whole project',
        'A clear price before the work starts',
        'Speed and visibility on Google always included',
        `Available ${site.organisation.contactHours.label}`,
      ]
    : [
        'Üks kontaktisik kogu projekti vältel',
        'Selge hind enne töö algust',
        'Kiirus ja Google’i nähtavus on alati sees',
        `Kättesaadav ${site.organisation.contactHours.label}`,
      ];
  return (
    <section id={HOME_SECTIONS.aboutUs} className="render-lazy section bg-white">
      <div className="container-page grid items-center gap-12 lg:grid-cols-[2fr_3fr] lg:gap-20">
        <div className="relative mx-auto w-full max-w-sm">
          <div aria-hidden="true" className="absolute inset-0 -rotate-3 rounded-3xl bg-brand-100" />
          <div className="relative rounded-3xl bg-white p-8 text-center shadow-card">
            <figure>
              <img
                src={director.image}
                alt={EN ? `${director.name}, managing director of ${site.brand} (a drawn portrait)` : `${director.name}, ${site.brand} juhataja (joonistatud portree)`}
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
              {EN ? 'Call me: ' : 'Helista mulle: '}
              {site.phone}
            </a>
          </div>
        </div>
        <div>
          <SectionHeading
            id="about-title"
            eyebrow={EN ? 'About us' : 'Meist'}
            title={EN ? `Hi! I’m ${firstName}, and I don’t make things complicated` : `Tere! Mina olen ${firstName} ja ma ei aja asju keeruliseks`}
          />
          {EN ? (
            <div className="lead mt-6 space-y-4">
              <p>
                For years I watched small business owners pay agencies thousands of euros and wait months for a website
                that was slow and that they could not change themselves. I founded {site.brand} in{' '}
                {site.organisation.foundingYear} to do it differently.
              </p>
              <p>
                I handle your project myself from start to finish: I explain things in plain English, give you the price
                before the work starts and keep to the deadline. If you don’t need something, I’ll tell you that too.
              </p>
            </div>
          ) : (
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
          )}
          <CheckList className="mt-8 grid gap-3 text-slate-700 sm:grid-cols-2" items={promises} />
          <div className="mt-10">
            <StaticLink href={ROUTES.portfolio} className="btn-ghost -ml-2 sm:-ml-5">
              {ACTIONS.portfolio}
              <ArrowIcon />
            </StaticLink>
          </div>
        </div>
      </div>
    </section>
  );
}
