import type { LayoutErrorMessages } from '@/messages/layout-error';

export const LAYOUT_ERROR: LayoutErrorMessages = {
  title: 'Unexpected Application Error!',
  body: 'Something went wrong while showing this page. Please reload it. If the error keeps coming back, email us and we will fix it quickly.',
  retry: 'Try again',
  home: 'Go to the home page',
};
