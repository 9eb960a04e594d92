/**
 * Where keyboard focus goes when the page changes under the visitor: a link that scrolls to a section, a new
 * route, a control that disappears. Focus follows the view, so the next Tab continues from what the visitor
 * now sees and a screen reader reads where they arrived. Browser only.
 */

/** Elements that take focus by themselves; anything else gets tabindex="-1" before it is focused. */
const FOCUSABLE = 'a[href], button, input, select, textarea, iframe, summary, [tabindex]';

/**
 * Focus an element without scrolling (the caller has already put it in view). A heading, a section or a
 * message becomes focusable by script only (tabindex="-1"), so it never joins the Tab order.
 */
export function focusElement(el: HTMLElement): void {
  if (!el.matches(FOCUSABLE)) el.setAttribute('tabindex', '-1');
  el.focus({ preventScroll: true });
}

/** The element that names a section: its aria-labelledby heading, else its first heading, else the section. */
export function sectionFocusTarget(section: HTMLElement): HTMLElement {
  const labelId = section.getAttribute('aria-labelledby')?.split(/\s+/)[0];
  const label = labelId ? document.getElementById(labelId) : null;
  if (label && section.contains(label)) return label;
  return section.querySelector<HTMLElement>('h1, h2, h3') ?? section;
}

/** The page's main heading: the h1 in <main>. */
export function mainHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main h1');
}

/**
 * Where focus stands now, to hand it on later only if the visitor has not moved it meanwhile (a scroll to a
 * section takes a second; a Tab or a click in that time wins).
 */
export function focusCheckpoint(): () => boolean {
  const before = document.activeElement;
  return () => {
    const now = document.activeElement;
    return now === before || now === null || now === document.body || now === document.documentElement;
  };
}
