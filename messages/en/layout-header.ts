import type { LayoutHeaderMessages } from '@/messages/layout-header';

export const LAYOUT_HEADER: LayoutHeaderMessages = {
  home: (brand) => `${brand} – home page`,
  mainMenu: 'Main menu',
  call: 'Call',
  callNumber: (phone) => `Call ${phone}`,
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  mobileMenu: 'Mobile menu',
};
