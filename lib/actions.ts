/**
 * The labels of the site's calls to action: one label per destination, one destination per label (docs/editing.md,
 * "Button labels"). Wherever the specification does not fix a label, a button or button-like link that leads to
 * one of these places reads its label from here, so the same words always lead to the same place, on both sites.
 * The words are each language's (messages/<language>/layout-actions.ts, where each label names its destination).
 * The specification's own fixed labels stay where they are written (the audit form's 'Kontrolli mu veebilehte',
 * the menu's 'Tasuta audit', the articles' 'Mida minu lehel muuta?', …); tests/e2e/labels.spec.ts checks every page
 * of both exports.
 */
export { LAYOUT_ACTIONS as ACTIONS } from '@messages/layout-actions';
