import type { LayoutUiMessages } from '@/messages/layout-ui';

export const LAYOUT_UI: LayoutUiMessages = {
  steps: { step: (n) => `Samm ${n}` },
  resultsTable: { metric: 'Näitaja', before: 'Enne', after: 'Pärast' },
};
