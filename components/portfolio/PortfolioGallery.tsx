'use client';

import { useMemo, useRef, useState } from 'react';
import { ProjectCard } from '@/components/portfolio/ProjectCard';
import {
  EMPTY_FILTERS,
  FILTER_GROUPS,
  filterProjects,
  hasActiveFilters,
  shownCountText,
  toggleFilter,
  type FilterGroup,
  type PortfolioCardProject,
  type PortfolioFilters,
} from '@/lib/portfolio';
import { PORTFOLIO_GALLERY } from '@messages/portfolio-gallery';

/**
 * The filterable project gallery. The static HTML lists every project (no filter on); the toggles then filter
 * in the browser: OR inside a group, AND across groups, always in id order.
 */
export function PortfolioGallery({ projects }: { projects: readonly PortfolioCardProject[] }) {
  const [filters, setFilters] = useState<PortfolioFilters>(EMPTY_FILTERS);
  const shown = useMemo(() => filterProjects(projects, filters), [projects, filters]);
  const active = hasActiveFilters(filters);
  const filtersRef = useRef<HTMLDivElement>(null);

  /** The clear button ('Tühista kõik filtrid') disables itself: focus goes on to the first filter rather than falling to the page. */
  const clearAll = () => {
    setFilters(EMPTY_FILTERS);
    filtersRef.current?.querySelector<HTMLButtonElement>('button[aria-pressed]')?.focus();
  };

  return (
    <div>
      <div ref={filtersRef} className="card p-5 sm:p-6">
        <div className="grid gap-5 md:grid-cols-[auto_auto_auto_1fr] md:gap-8">
          {FILTER_GROUPS.map(({ group, label, options }) => (
            <div key={group} role="group" aria-labelledby={`filter-${group}`}>
              <p id={`filter-${group}`} className="text-sm font-semibold text-slate-900">
                {label}
              </p>
              <div className="mt-2 flex flex-wrap gap-2">
                {options.map((option) => {
                  const pressed = (filters[group] as readonly string[]).includes(option.value);
                  return (
                    <button
                      key={option.value}
                      type="button"
                      aria-pressed={pressed}
                      onClick={() => setFilters((f) => toggleFilter(f, group as FilterGroup, option.value as never))}
                      className={`inline-flex items-center gap-1.5 rounded-full border px-3.5 py-2 text-sm font-semibold transition-colors ${
                        pressed
                          ? 'border-brand-600 bg-brand-600 text-white hover:bg-brand-700'
                          : 'border-slate-300 bg-white text-slate-800 hover:border-brand-300 hover:bg-brand-50'
                      }`}
                    >
                      <svg aria-hidden="true" viewBox="0 0 16 16" className={`size-3.5 ${pressed ? '' : 'hidden'}`}>
                        <path fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" d="m3.5 8.5 3 3 6-7" />
                      </svg>
                      {option.label}
                    </button>
                  );
                })}
              </div>
            </div>
          ))}
          <div className="flex items-end md:justify-end">
            <button
              type="button"
              onClick={clearAll}
              disabled={!active}
              className="btn-ghost px-3 py-2 text-sm"
            >
              {PORTFOLIO_GALLERY.clearFilters}
            </button>
          </div>
        </div>
      </div>

      <p role="status" className="mt-6 text-sm font-medium text-slate-700">
        {shownCountText(shown.length, projects.length)}
      </p>

      {shown.length > 0 ? (
        <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label={PORTFOLIO_GALLERY.projects}>
          {shown.map((project, index) => (
            <li key={project.id}>
              <ProjectCard project={project} priority={index === 0} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-4 rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center">
          <p className="text-lg font-semibold text-slate-900">{PORTFOLIO_GALLERY.noMatch}</p>
          <p className="mt-2 text-slate-600">{PORTFOLIO_GALLERY.tryAgain(PORTFOLIO_GALLERY.clearFilters)}</p>
        </div>
      )}
    </div>
  );
}
