import type { LayoutErrorMessages } from '@/messages/layout-error';

export const LAYOUT_ERROR: LayoutErrorMessages = {
  title: 'Unexpected Application Error!',
  body: 'Midagi läks lehe kuvamisel valesti. Proovi lehte uuesti laadida. Kui viga kordub, kirjuta meile ja me parandame selle kiiresti.',
  retry: 'Proovi uuesti',
  home: 'Avalehele',
};
