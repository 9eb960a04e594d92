import { describe, expect, it } from 'vitest';
import { projects } from '@/content/portfolio';
import {
  EMPTY_FILTERS,
  filterProjects,
  hasActiveFilters,
  optionLabel,
  shownCountText,
  toggleFilter,
  type PortfolioFilters,
} from '@/lib/portfolio';
import type { PortfolioProject } from '@/lib/schemas';

const base = { url: 'https://a.ee', image: '/images/portfolio/a.webp', description: 'x' };
const sample: PortfolioProject[] = [
  { ...base, id: 5, title: 'E', platform: 'shopify', type: 'ecommerce', theme: 'dark' },
  { ...base, id: 1, title: 'A', platform: 'wordpress', type: 'website', theme: 'light' },
  { ...base, id: 3, title: 'C', platform: 'custom', type: 'website', theme: 'dark' },
  { ...base, id: 2, title: 'B', platform: 'wordpress', type: 'ecommerce', theme: 'dark' },
  { ...base, id: 4, title: 'D', platform: 'custom', type: 'ecommerce', theme: 'light' },
];
const ids = (filters: Partial<PortfolioFilters>) => filterProjects(sample, { ...EMPTY_FILTERS, ...filters }).map((p) => p.id);

describe('filterProjects', () => {
  it('with every group empty returns all projects sorted by id', () => {
    expect(ids({})).toEqual([1, 2, 3, 4, 5]);
  });

  it('does not reorder or change the input', () => {
    const before = sample.map((p) => p.id);
    filterProjects(sample, { ...EMPTY_FILTERS, theme: ['dark'] });
    expect(sample.map((p) => p.id)).toEqual(before);
  });

  it.each([
    [{ platform: ['wordpress'] }, [1, 2]],
    [{ platform: ['custom'] }, [3, 4]],
    [{ platform: ['shopify'] }, [5]],
    [{ type: ['website'] }, [1, 3]],
    [{ type: ['ecommerce'] }, [2, 4, 5]],
    [{ theme: ['light'] }, [1, 4]],
    [{ theme: ['dark'] }, [2, 3, 5]],
  ] as const)('a single value %j keeps only matching projects', (filters, expected) => {
    expect(ids(filters)).toEqual(expected);
  });

  it('values in one group combine with OR', () => {
    expect(ids({ platform: ['wordpress', 'shopify'] })).toEqual([1, 2, 5]);
    expect(ids({ type: ['website', 'ecommerce'] })).toEqual([1, 2, 3, 4, 5]);
  });

  it('groups combine with AND', () => {
    expect(ids({ platform: ['wordpress'], type: ['ecommerce'] })).toEqual([2]);
    expect(ids({ platform: ['custom', 'shopify'], theme: ['dark'] })).toEqual([3, 5]);
    expect(ids({ platform: ['custom'], type: ['ecommerce'], theme: ['light'] })).toEqual([4]);
  });

  it('returns an empty list when nothing matches', () => {
    expect(ids({ platform: ['shopify'], type: ['website'] })).toEqual([]);
  });
});

describe('toggleFilter', () => {
  it('adds a value, removes it again and leaves the other groups alone', () => {
    const on = toggleFilter({ ...EMPTY_FILTERS, theme: ['dark'] }, 'platform', 'shopify');
    expect(on).toEqual({ platform: ['shopify'], type: [], theme: ['dark'] });
    expect(toggleFilter(on, 'platform', 'shopify')).toEqual({ platform: [], type: [], theme: ['dark'] });
  });

  it('keeps a group in display order whatever the click order', () => {
    const f = toggleFilter(toggleFilter(EMPTY_FILTERS, 'platform', 'shopify'), 'platform', 'wordpress');
    expect(f.platform).toEqual(['wordpress', 'shopify']);
  });

  it('does not change the filters it was given', () => {
    const f = { ...EMPTY_FILTERS };
    toggleFilter(f, 'type', 'website');
    expect(f).toEqual(EMPTY_FILTERS);
  });
});

describe('labels and counts', () => {
  it('names the options in Estonian', () => {
    expect(optionLabel('platform', 'custom')).toBe('Eritellimus');
    expect(optionLabel('type', 'ecommerce')).toBe('E-pood');
    expect(optionLabel('theme', 'dark')).toBe('Tume');
  });

  it('knows whether any filter is on', () => {
    expect(hasActiveFilters(EMPTY_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, type: ['website'] })).toBe(true);
  });

  it('words the count of shown projects', () => {
    expect(shownCountText(12, 12)).toBe('Näha on kõik 12 projekti');
    expect(shownCountText(3, 12)).toBe('Näha on 3 projekti 12-st');
    expect(shownCountText(1, 12)).toBe('Näha on 1 projekt 12-st');
    expect(shownCountText(0, 12)).toBe('Näha on 0 projekti 12-st');
  });
});

describe('the portfolio content', () => {
  it('has projects with unique ids, each with its own screenshot', () => {
    expect(projects.length).toBeGreaterThan(0);
    expect(new Set(projects.map((p) => p.id)).size).toBe(projects.length);
    expect(new Set(projects.map((p) => p.image)).size).toBe(projects.length);
  });

  it('offers a result for every single filter value', () => {
    for (const platform of ['wordpress', 'custom', 'shopify'] as const) {
      expect(filterProjects(projects, { ...EMPTY_FILTERS, platform: [platform] }).length).toBeGreaterThan(0);
    }
    for (const theme of ['light', 'dark'] as const) {
      expect(filterProjects(projects, { ...EMPTY_FILTERS, theme: [theme] }).length).toBeGreaterThan(0);
    }
  });
});
