/**
 * The keyboard hints of every field that takes a website address (the tester's and the free audit's): a phone
 * shows its URL keyboard, and neither capitalises, corrects nor underlines "minuettevote.ee". A plain text field
 * (not type="url"), so that an address without https:// is accepted; the form checks it itself.
 * Each form adds its own enterKeyHint: "go" where Enter starts the work, "next" where it opens the next step.
 */
export const ADDRESS_INPUT_HINTS = {
  type: 'text',
  inputMode: 'url',
  autoComplete: 'url',
  autoCapitalize: 'none',
  autoCorrect: 'off',
  spellCheck: false,
} as const;
