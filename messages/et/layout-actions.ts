import type { LayoutActionsMessages } from '@/messages/layout-actions';

export const LAYOUT_ACTIONS: LayoutActionsMessages = {
  quote: 'Küsi pakkumist',
  audit: 'Telli tasuta audit',
  tester: 'Testi oma lehte',
  checklist: 'Vaata, mis kliente peletab',
  talk: 'Räägi meiega',
  portfolio: 'Vaata tehtud töid',
};
