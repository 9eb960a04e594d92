/**
 * Portfolio projects: their types, the filter groups and the pure filter rule:
 * every group is multi-select, an empty group filters nothing, groups combine with AND,
 * and the result is always sorted by id.
 */

import { labelled, PLATFORM_LABELS, PLATFORMS, PROJECT_TYPE_LABELS, PROJECT_TYPES, THEME_LABELS, THEMES } from '@/lib/offer';
import type { PortfolioProject, Platform, ProjectType, Theme } from '@/lib/schemas';
import { PORTFOLIO_GALLERY } from '@messages/portfolio-gallery';

/** Where a project's card leads: its client story, with the link's text. */
export interface ProjectStory {
  href: string;
  label: string;
}

/** A project as its card shows it: with its story, if it has one. */
export type PortfolioCardProject = PortfolioProject & { story?: ProjectStory };

/** The parts of a client story (content/case-studies.ts) a card needs. */
interface StorySource {
  id: string;
  company: string;
  companyGenitive: string;
  link: string;
}

/**
 * Each project with the link to its client story (its `caseStudy`), "Loe Elujõu lugu"; an id that names no story
 * is an error, so a renamed story cannot silently drop a card's link.
 */
export function withStories(projects: readonly PortfolioProject[], stories: readonly StorySource[]): PortfolioCardProject[] {
  return projects.map((project) => {
    if (!project.caseStudy) return project;
    const story = stories.find((s) => s.id === project.caseStudy);
    if (!story) throw new Error(`Project ${project.id} (${project.title}) names the client story "${project.caseStudy}", which does not exist`);
    return { ...project, story: { href: story.link, label: PORTFOLIO_GALLERY.card.story(story) } };
  });
}

/** Size of every screenshot file (rendered at 1280×800 by scripts/assets/portfolio/render.mjs, scaled to this). */
export const PROJECT_IMAGE = { width: 800, height: 500 } as const;
/** Shown instead of a screenshot that fails to load. */
export const PROJECT_IMAGE_NOT_FOUND = '/images/portfolio/not-found.svg';

export interface PortfolioFilters {
  platform: readonly Platform[];
  type: readonly ProjectType[];
  theme: readonly Theme[];
}

export type FilterGroup = keyof PortfolioFilters;
export type FilterValue<G extends FilterGroup> = PortfolioFilters[G][number];

export const EMPTY_FILTERS: PortfolioFilters = { platform: [], type: [], theme: [] };

/** The filter groups in display order, with their names and option labels (lib/offer.ts) in the site's language. */
export const FILTER_GROUPS: readonly {
  [G in FilterGroup]: { group: G; label: string; options: readonly { value: FilterValue<G>; label: string }[] };
}[FilterGroup][] = [
  { group: 'platform', label: PORTFOLIO_GALLERY.groups.platform, options: labelled(PLATFORMS, PLATFORM_LABELS) },
  { group: 'type', label: PORTFOLIO_GALLERY.groups.type, options: labelled(PROJECT_TYPES, PROJECT_TYPE_LABELS) },
  { group: 'theme', label: PORTFOLIO_GALLERY.groups.theme, options: labelled(THEMES, THEME_LABELS) },
];

/** The label of one filter value, e.g. optionLabel('platform', 'custom') === 'Eritellimus'. */
export function optionLabel<G extends FilterGroup>(group: G, value: FilterValue<G>): string {
  const found = FILTER_GROUPS.find((g) => g.group === group)?.options.find((o) => o.value === value);
  return found?.label ?? String(value);
}

function matchesGroup<T extends string>(selected: readonly T[], value: T): boolean {
  return selected.length === 0 || selected.includes(value);
}

/** The projects that pass every non-empty filter group, sorted by id. The input is not changed. */
export function filterProjects<P extends PortfolioProject>(projects: readonly P[], filters: PortfolioFilters): P[] {
  return projects
    .filter(
      (p) =>
        matchesGroup(filters.platform, p.platform) &&
        matchesGroup(filters.type, p.type) &&
        matchesGroup(filters.theme, p.theme),
    )
    .sort((a, b) => a.id - b.id);
}

/** Turns one value of a group on or off, keeping the group's values in their display order. */
export function toggleFilter<G extends FilterGroup>(filters: PortfolioFilters, group: G, value: FilterValue<G>): PortfolioFilters {
  const current = filters[group] as readonly string[];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  const order = FILTER_GROUPS.find((g) => g.group === group)!.options.map((o) => o.value as string);
  return { ...filters, [group]: next.sort((a, b) => order.indexOf(a) - order.indexOf(b)) };
}

export function hasActiveFilters(filters: PortfolioFilters): boolean {
  return filters.platform.length + filters.type.length + filters.theme.length > 0;
}

/**
 * The count line under the filters: "Näha on kõik 12 projekti", "Näha on 3 projekti 12-st", "Näha on 1 projekt
 * 12-st"; in English "Showing all 12 projects", "Showing 3 of 12 projects".
 */
export function shownCountText(shown: number, total: number): string {
  return PORTFOLIO_GALLERY.shown(shown, total);
}
