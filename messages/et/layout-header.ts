import type { LayoutHeaderMessages } from '@/messages/layout-header';

export const LAYOUT_HEADER: LayoutHeaderMessages = {
  home: (brand) => `${brand} – avalehele`,
  mainMenu: 'Peamenüü',
  call: 'Helista',
  callNumber: (phone) => `Helista ${phone}`,
  openMenu: 'Ava menüü',
  closeMenu: 'Sulge menüü',
  mobileMenu: 'Mobiilimenüü',
};
