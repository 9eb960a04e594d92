import type { LayoutClientsMessages } from '@/messages/layout-clients';

export const LAYOUT_CLIENTS: LayoutClientsMessages = {
  title: 'Varasemad kliendid',
  untitled: 'Meie kliendid',
  pause: 'Peata logode liikumine',
};
