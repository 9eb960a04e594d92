import { formatNumber } from '@/lib/format';
import { countLabel } from '@/lib/plural';
import type { PortfolioGalleryMessages } from '@/messages/portfolio-gallery';

const PROJECT = { one: 'project', other: 'projects' };

export const PORTFOLIO_GALLERY: PortfolioGalleryMessages = {
  groups: { platform: 'Platform', type: 'Type', theme: 'Design' },
  clearFilters: 'Clear all filters',
  shown: (shown, total) =>
    shown === total ? `Showing all ${countLabel(total, PROJECT)}` : `Showing ${formatNumber(shown)} of ${countLabel(total, PROJECT)}`,
  projects: 'Projects',
  noMatch: 'No projects match these choices.',
  tryAgain: (clear) => `Try another choice or press “${clear}”.`,
  card: {
    screenshot: (title) => `${title}: screenshot of the finished site`,
    details: 'Project details',
    design: (theme) => `${theme} design`,
    story: ({ company }) => `Read the ${company} story`,
  },
};
