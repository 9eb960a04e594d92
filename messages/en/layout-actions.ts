import type { LayoutActionsMessages } from '@/messages/layout-actions';

export const LAYOUT_ACTIONS: LayoutActionsMessages = {
  quote: 'Get a quote',
  audit: 'Get a free audit',
  tester: 'Test your site',
  checklist: 'See what drives customers away',
  talk: 'Talk to us',
  portfolio: 'See our work',
};
