import type { LayoutMissingNoticeMessages } from '@/messages/layout-missing-notice';

export const LAYOUT_MISSING_NOTICE: LayoutMissingNoticeMessages = { links: 'Vali, kuhu edasi minna', close: 'Sulge teade' };
