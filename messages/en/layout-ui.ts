import type { LayoutUiMessages } from '@/messages/layout-ui';

export const LAYOUT_UI: LayoutUiMessages = {
  steps: { step: (n) => `Step ${n}` },
  resultsTable: { metric: 'Metric', before: 'Before', after: 'After' },
};
