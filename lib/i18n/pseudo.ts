/**
 * The pseudo-language: the Estonian texts, each wrapped in markers (⟦…⟧), built only for tests
 * (`SITE_LOCALE=pseudo`, messages/pseudo/). A text on a pseudo page outside the markers was written in a component
 * instead of in messages/: tests/e2e/pseudo/ reads every page for one.
 *
 * `pseudo(texts)` wraps every string of a feature's texts, the result of every function (a count, a date, a
 * sentence with numbers) and the text children of every React element, and leaves numbers, booleans and
 * element props alone.
 */
import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';

export const PSEUDO_OPEN = '⟦';
export const PSEUDO_CLOSE = '⟧';

/** "⟦Esileht⟧": one text in markers (an empty or space-only text stays as it is: nothing to read). */
export function wrapText(text: string): string {
  return text.trim() === '' ? text : `${PSEUDO_OPEN}${text}${PSEUDO_CLOSE}`;
}

function wrapNode(node: ReactNode): ReactNode {
  if (typeof node === 'string') return wrapText(node);
  if (Array.isArray(node)) return node.map(wrapNode);
  if (isValidElement(node)) {
    const element = node as ReactElement<{ children?: ReactNode }>;
    const { children } = element.props;
    if (children === undefined) return element;
    return cloneElement(element, undefined, ...Children.toArray(children).map(wrapNode));
  }
  return node;
}

/** A feature's texts with every text in markers; the same shape and type as the texts it is given. */
export function pseudo<T>(texts: T): T {
  if (typeof texts === 'string') return wrapText(texts) as T;
  if (typeof texts === 'function') {
    const fn = texts as unknown as (...args: unknown[]) => unknown;
    return ((...args: unknown[]) => pseudo(fn(...args))) as T;
  }
  if (Array.isArray(texts)) return texts.map((item) => pseudo(item)) as T;
  if (isValidElement(texts)) return wrapNode(texts) as T;
  if (texts !== null && typeof texts === 'object') {
    return Object.fromEntries(Object.entries(texts).map(([key, value]) => [key, pseudo(value)])) as T;
  }
  return texts;
}
