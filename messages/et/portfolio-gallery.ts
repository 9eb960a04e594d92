import { countLabel } from '@/lib/plural';
import type { PortfolioGalleryMessages } from '@/messages/portfolio-gallery';

const PROJECT = { one: 'projekt', other: 'projekti' };

export const PORTFOLIO_GALLERY: PortfolioGalleryMessages = {
  groups: { platform: 'Platvorm', type: 'Tüüp', theme: 'Kujundus' },
  clearFilters: 'Tühista kõik filtrid',
  shown: (shown, total) =>
    shown === total ? `Näha on kõik ${countLabel(total, PROJECT)}` : `Näha on ${countLabel(shown, PROJECT)} ${total}-st`,
  projects: 'Projektid',
  noMatch: 'Nende valikutega ei leidnud ühtegi projekti.',
  tryAgain: (clear) => `Proovi mõnda teist valikut või vajuta „${clear}“.`,
  card: {
    screenshot: (title) => `${title}: kuvatõmmis valminud lehest`,
    details: 'Projekti andmed',
    design: (theme) => `${theme} kujundus`,
    story: ({ companyGenitive }) => `Loe ${companyGenitive} lugu`,
  },
};
