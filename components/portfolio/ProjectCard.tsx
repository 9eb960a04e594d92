import Link from 'next/link';
import { preload } from 'react-dom';
import { FallbackImage } from '@/components/ui/FallbackImage';
import { optionLabel, PROJECT_IMAGE, PROJECT_IMAGE_NOT_FOUND, type PortfolioCardProject } from '@/lib/portfolio';
import { PORTFOLIO_GALLERY } from '@messages/portfolio-gallery';

const TEXTS = PORTFOLIO_GALLERY.card;

/** Where the first card's screenshot is in the first screen (measured: at 1440 × 900 it starts 625 px down, at 412 × 823 below it). */
const PRIORITY_MEDIA = '(min-width: 1024px)';

/**
 * One finished project: screenshot (lazy, fixed size; the first one preloaded on a desktop), platform/type/theme tags, name, address and summary.
 * A project with a client story links to it: the whole card is the link's target and lifts on hover. A card
 * without one has nothing to open, so it does not move or light up under the pointer.
 */
export function ProjectCard({ project, priority = false }: { project: PortfolioCardProject; priority?: boolean }) {
  const host = new URL(project.url).host;
  // The first screenshot is in a desktop's first screen but below a phone's: a desktop fetches it with the page's
  // first requests, a phone when it comes near the screen, so it does not share the phone's connection with the
  // style sheet and the font that the first paint waits for.
  if (priority) preload(project.image, { as: 'image', fetchPriority: 'high', media: PRIORITY_MEDIA });
  const { story } = project;
  return (
    <article
      className={`card group flex h-full flex-col overflow-hidden ${
        story ? 'relative transition duration-200 hover:shadow-card-hover motion-safe:hover:-translate-y-1' : ''
      }`}
    >
      <div className="border-b border-slate-200 bg-slate-100">
        <FallbackImage
          src={project.image}
          fallbackSrc={PROJECT_IMAGE_NOT_FOUND}
          alt={TEXTS.screenshot(project.title)}
          width={PROJECT_IMAGE.width}
          height={PROJECT_IMAGE.height}
          loading="lazy"
          decoding="async"
          className="aspect-[8/5] h-auto w-full object-cover object-top"
        />
      </div>
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <ul className="flex flex-wrap gap-2" aria-label={TEXTS.details}>
          <li className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800">{optionLabel('platform', project.platform)}</li>
          <li className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-semibold text-slate-700">{optionLabel('type', project.type)}</li>
          <li className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-semibold text-slate-700">
            {TEXTS.design(optionLabel('theme', project.theme))}
          </li>
        </ul>
        <h3 className="mt-4 text-lg font-bold tracking-tight">{project.title}</h3>
        <p className="text-sm font-medium text-slate-500">{host}</p>
        <p className="mt-3 text-slate-600">{project.description}</p>
        {story ? (
          <Link
            href={story.href}
            className="mt-4 inline-flex items-center gap-1 self-start font-semibold text-brand-700 underline-offset-4 after:absolute after:inset-0 after:rounded-2xl group-hover:underline"
          >
            {story.label}
            <span aria-hidden="true">→</span>
          </Link>
        ) : null}
      </div>
    </article>
  );
}
