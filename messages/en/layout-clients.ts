import type { LayoutClientsMessages } from '@/messages/layout-clients';

export const LAYOUT_CLIENTS: LayoutClientsMessages = {
  title: 'Past clients',
  untitled: 'Our clients',
  pause: 'Pause the moving logos',
};
