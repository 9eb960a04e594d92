import { Glow } from '@/components/ui/Glow';
import { StaticLink } from '@/components/ui/StaticLink';
import { CASE_STUDY_STATS_OWNER, caseStudies, caseStudyStats } from '@/content/case-studies';
import { HERO_IMAGE, heroImagePath, heroImageSrcSet } from '@/lib/hero-image.mjs';
import { inlineSvgMarkup } from '@/lib/inline-svg';
import { PLATFORM_LABELS, PLATFORMS } from '@/lib/offer';
import { ACTIONS } from '@/lib/actions';
import { DELIVERY, formatPrice, PRICE_CLAIMS } from '@/lib/pricing';
import { HOME_SECTIONS } from '@/lib/routes';
import { site } from '@/lib/site';
import { HOME_HERO } from '@messages/home-hero';

const strong = (text: string) => <strong className="font-semibold text-slate-900">{text}</strong>;

/** The first screen: promise, price, time, a button that scrolls to #checklist, and delivered work to look at. */
export function Hero() {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white">
      <Glow className="-right-72 -top-72 size-[48rem] from-brand-100/70 from-30%" />
      {/* Phones: text, buttons, the picture, then the platforms; desktops: text and platforms left, picture right. */}
      <div className="container-page relative grid items-center gap-x-12 py-8 sm:py-20 lg:grid-cols-[1.15fr_1fr] lg:py-24">
        <div className="lg:col-start-1 lg:row-start-1 lg:self-end">
          {/* The header shows the tagline from xl up; below that it opens the hero, so it is on screen once. */}
          <p className="eyebrow mb-3 sm:mb-4 xl:hidden">{site.tagline}</p>
          <h1 id="hero-title" className="text-display font-extrabold">
            {HOME_HERO.title({
              nowrap: (text) => <span className="whitespace-nowrap">{text}</span>,
              accent: (text) => <span className="text-brand-600">{text}</span>,
            })}
          </h1>
          <p className="lead mt-4 max-w-xl sm:mt-6">
            {HOME_HERO.lead({
              strong,
              onePageFrom: formatPrice(PRICE_CLAIMS.onePageFrom),
              webShopFrom: formatPrice(PRICE_CLAIMS.webShopFrom),
              weeks: DELIVERY.typicalWeeks,
            })}
          </p>
          <div className="mt-6 flex flex-col gap-3 sm:mt-8 sm:flex-row">
            <StaticLink section={HOME_SECTIONS.checklist} className="btn-primary">
              {ACTIONS.checklist}
              <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
                <path d="M10 3a1 1 0 0 1 1 1v9.59l3.3-3.3a1 1 0 1 1 1.4 1.42l-5 5a1 1 0 0 1-1.4 0l-5-5a1 1 0 1 1 1.4-1.42L9 13.6V4a1 1 0 0 1 1-1Z" />
              </svg>
            </StaticLink>
            <StaticLink section={HOME_SECTIONS.pricing} className="btn-secondary">
              {HOME_HERO.pricing}
            </StaticLink>
          </div>
        </div>
        <HeroShowcase />
        <ul
          className="mt-6 flex flex-wrap items-center gap-x-3 gap-y-2 sm:mt-10 sm:gap-x-6 sm:gap-y-3 lg:col-start-1 lg:row-start-2 lg:self-start"
          aria-label={HOME_HERO.platforms}
        >
          {PLATFORMS.map((platform) => (
            <li key={platform} className="flex items-center gap-2 text-[0.8125rem] font-semibold text-slate-800 sm:gap-2.5 sm:text-sm">
              <span className="contents" dangerouslySetInnerHTML={{ __html: inlineSvgMarkup(`/images/icons/${platform}.svg`, 'size-6 shrink-0 sm:size-10') }} />
              {PLATFORM_LABELS[platform]}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The picture's width on a desktop: the grid's right column (the container's width above 1280 px). */
const DESKTOP_SIZES = '(min-width: 1280px) 544px, 42vw';
/** Below 1024 px it follows the text: at most 20rem wide on a phone, 32rem from 640 px. */
const PHONE_SIZES = '(min-width: 640px) 32rem, min(20rem, calc(100vw - 2rem))';
/** An empty picture: what the desktop <img> holds below 1024 px, where it is not shown, so it loads nothing there. */
const NOTHING = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/**
 * Delivered work in the first screen: one project of the portfolio (the case study of lib/hero-image.mjs) on a
 * laptop and a phone, with its measured result and a link to its story. Both pictures reserve their box
 * (width and height), so nothing moves when they arrive, and the browser picks AVIF (WebP where it has none) in
 * the width the screen needs.
 * - Desktop: the picture is the page's largest paint, so it is fetched with the page's first requests
 *   (fetchpriority high).
 * - Phones and tablets: it follows the buttons, at the bottom of the first screen, where the text is the largest
 *   paint; it loads once the page is laid out (loading lazy) and at low priority, so it never takes bandwidth from
 *   the styles and the font that the first paint waits for (Chrome would raise a picture in the screen to high).
 */
function HeroShowcase() {
  const story = caseStudies.find((c) => c.id === HERO_IMAGE.caseStudy);
  if (!story) throw new Error(`lib/hero-image.mjs names case study "${HERO_IMAGE.caseStudy}", which content/case-studies.ts does not have`);
  const [mobileSpeed] = caseStudyStats;
  const alt = HOME_HERO.imageAlt(story.subject);
  const image = { width: HERO_IMAGE.width, height: HERO_IMAGE.height, className: 'h-auto w-full', 'data-testid': 'hero-image' };
  return (
    <figure className="relative mx-auto mt-6 w-full max-w-[20rem] sm:mt-10 sm:max-w-lg lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:mt-0 lg:max-w-none">
      <picture className="hidden lg:block">
        <source media="(min-width: 1024px)" type="image/avif" srcSet={heroImageSrcSet('avif')} sizes={DESKTOP_SIZES} />
        <source media="(min-width: 1024px)" type="image/webp" srcSet={heroImageSrcSet('webp')} sizes={DESKTOP_SIZES} />
        <img src={NOTHING} alt={alt} fetchPriority="high" {...image} />
      </picture>
      <picture className="lg:hidden">
        <source type="image/avif" srcSet={heroImageSrcSet('avif')} sizes={PHONE_SIZES} />
        <img
          src={heroImagePath(HERO_IMAGE.widths[1], 'webp')}
          srcSet={heroImageSrcSet('webp')}
          sizes={PHONE_SIZES}
          alt={alt}
          loading="lazy"
          fetchPriority="low"
          decoding="async"
          {...image}
        />
      </picture>
      <div
        aria-hidden="true"
        className="absolute -left-2 top-[8%] hidden items-center gap-3 rounded-2xl bg-white px-4 py-3 shadow-card-hover sm:flex lg:-left-8"
      >
        <span className="flex size-11 items-center justify-center rounded-full border-4 border-emerald-400 text-sm font-bold text-emerald-700">
          {parseInt(mobileSpeed.after, 10)}
        </span>
        <span className="text-sm">
          <span className="block font-semibold text-slate-900">{mobileSpeed.metric}</span>
          <span className="block text-slate-500">{HOME_HERO.scoreBefore(CASE_STUDY_STATS_OWNER, parseInt(mobileSpeed.before, 10))}</span>
        </span>
      </div>
      <figcaption className="relative mx-3 -mt-8 rounded-2xl bg-slate-900 px-4 py-3 text-sm text-white shadow-card-hover sm:absolute sm:bottom-1 sm:left-0 sm:mx-0 sm:mt-0 sm:max-w-64 lg:-left-6">
        <span className="block font-semibold">
          {story.company}: {story.improvement}
        </span>
        <StaticLink href={story.link} className="mt-1 inline-block font-medium text-brand-200 underline underline-offset-4 hover:text-white">
          {HOME_HERO.readStory(story.companyGenitive)}
        </StaticLink>
      </figcaption>
    </figure>
  );
}
