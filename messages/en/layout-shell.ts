import type { LayoutShellMessages } from '@/messages/layout-shell';

export const LAYOUT_SHELL: LayoutShellMessages = { skipLink: 'Skip to main content' };
