import { FallbackImage } from '@/components/ui/FallbackImage';
import { optionLabel, PROJECT_IMAGE, PROJECT_IMAGE_NOT_FOUND } from '@/lib/portfolio';
import type { PortfolioProject } from '@/lib/schemas';

/** One finished project: screenshot (lazy, fixed size), platform/type/theme tags, name, address and summary. */
export function ProjectCard({ project, priority = false }: { project: PortfolioProject; priority?: boolean }) {
  const host = new URL(project.url).host;
  return (
    <article className="card group flex h-full flex-col overflow-hidden transition-shadow hover:shadow-card-hover">
      <div className="border-b border-slate-200 bg-slate-100">
        <FallbackImage
          src={project.image}
          fallbackSrc={PROJECT_IMAGE_NOT_FOUND}
          alt={`${project.title}: kuvatõmmis valminud lehest`}
          width={PROJECT_IMAGE.width}
          height={PROJECT_IMAGE.height}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          className="aspect-[8/5] h-auto w-full object-cover object-top"
        />
      </div>
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <ul className="flex flex-wrap gap-2" aria-label="Projekti andmed">
          <li className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800">{optionLabel('platform', project.platform)}</li>
          <li className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-semibold text-slate-700">{optionLabel('type', project.type)}</li>
          <li className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-semibold text-slate-700">
            {optionLabel('theme', project.theme)} kujundus
          </li>
        </ul>
        <h3 className="mt-4 text-lg font-bold tracking-tight">{project.title}</h3>
        <p className="text-sm font-medium text-slate-500">{host}</p>
        <p className="mt-3 text-slate-600">{project.description}</p>
      </div>
    </article>
  );
}
