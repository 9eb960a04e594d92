import { ArrowIcon } from '@/components/home/ArrowIcon';
import { CheckList } from '@/components/home/CheckMarks';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { StaticLink } from '@/components/ui/StaticLink';
import { ACTIONS } from '@/lib/actions';
import { ROUTES, HOME_SECTIONS } from '@/lib/routes';
import { site } from '@/lib/site';
import { HOME_ABOUT } from '@messages/home-about';

/** #about-us: the managing director in his own words. */
export function AboutUs() {
  const { director } = site;
  const firstName = director.name.split(' ')[0];
  const promises = HOME_ABOUT.promises(site.organisation.contactHours.label);
  return (
    <section id={HOME_SECTIONS.aboutUs} className="render-lazy section bg-white">
      <div className="container-page grid items-center gap-6 sm:gap-12 lg:grid-cols-[2fr_3fr] lg:gap-20">
        {/* On a phone a compact card: the portrait beside the name, the call button under them. */}
        <div className="relative mx-auto w-full max-w-sm">
          <div aria-hidden="true" className="absolute inset-0 hidden -rotate-3 rounded-3xl bg-brand-100 sm:block" />
          <div className="relative rounded-3xl bg-white p-5 shadow-card sm:p-8 sm:text-center">
            <figure className="flex items-center gap-4 sm:block">
              <img
                src={director.image}
                alt={HOME_ABOUT.portraitAlt(director.name, site.brand)}
                width={160}
                height={160}
                loading="lazy"
                decoding="async"
                className="size-20 shrink-0 rounded-full sm:mx-auto sm:size-40"
              />
              <figcaption className="sm:mt-5">
                <span className="block text-lg font-semibold text-slate-900">{director.name}</span>
                <span className="block text-sm text-slate-600">{director.jobTitle}</span>
              </figcaption>
            </figure>
            <a href={`tel:${site.phoneHref}`} className="btn-secondary mt-4 w-full py-2.5 sm:mt-6 sm:py-3">
              {HOME_ABOUT.call(site.phone)}
            </a>
          </div>
        </div>
        <div>
          <SectionHeading id="about-title" eyebrow={HOME_ABOUT.eyebrow} title={HOME_ABOUT.title(firstName)} />
          <div className="lead mt-4 space-y-3 sm:mt-6 sm:space-y-4">
            {HOME_ABOUT.story({ brand: site.brand, year: site.organisation.foundingYear }).map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <CheckList className="mt-4 grid gap-1.5 text-[0.9375rem] text-slate-700 sm:mt-8 sm:grid-cols-2 sm:gap-3 sm:text-base" items={promises} />
          <div className="mt-4 sm:mt-10">
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
