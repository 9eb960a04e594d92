import type { LayoutLanguageSwitchMessages } from '@/messages/layout-language-switch';

export const LAYOUT_LANGUAGE_SWITCH: LayoutLanguageSwitchMessages = { label: 'In English' };
