import type { LayoutMissingNoticeMessages } from '@/messages/layout-missing-notice';

export const LAYOUT_MISSING_NOTICE: LayoutMissingNoticeMessages = { links: 'Where to go next', close: 'Close this notice' };
