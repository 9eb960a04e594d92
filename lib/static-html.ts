import { Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';

/** What makes a part of the content not static: a client component inside it. */
export class NotStaticError extends Error {}

const STATIC_FORM = Symbol('static form');

/**
 * Gives a server component that renders a client component in the page a plain form for inside static HTML: a static
 * block (components/ui/StaticHtml.tsx, components/ui/JsonLd.tsx) is a client component only to take its text from the
 * page, and inside another block it is just its element.
 */
export function withStaticForm<P>(component: (props: P) => ReactNode, form: (props: P) => ReactNode): void {
  Object.assign(component, { [STATIC_FORM]: form });
}

/** The plain form of a server component given one by withStaticForm. */
function staticForm(type: unknown): ((props: Record<string, unknown>) => ReactNode) | undefined {
  return typeof type === 'function' ? (type as { [STATIC_FORM]?: (props: Record<string, unknown>) => ReactNode })[STATIC_FORM] : undefined;
}

/**
 * Content with client components among its parts (an article's MDX body with its before/after slider): each run of
 * static parts becomes one HTML string, and the parts that are not static stay React elements, in their order. A
 * server component is called once, and a list of parts it returns (the MDX body's own component) is taken part by part.
 */
export function staticRuns(node: ReactNode): (string | ReactElement)[] {
  const parts: (string | ReactElement)[] = [];
  /** Adds `item` as the HTML of `content` (what it renders to), or as it is when that is not static. */
  const add = (item: ReactNode, content: ReactNode) => {
    try {
      const html = staticHtml(content);
      if (typeof parts.at(-1) === 'string') parts[parts.length - 1] += html;
      else if (html !== '') parts.push(html);
    } catch (error) {
      if (!(error instanceof NotStaticError) || !isValidElement(item)) throw error;
      parts.push(item);
    }
  };
  const visit = (item: ReactNode): void => {
    if (Array.isArray(item)) return item.forEach(visit);
    if (!isValidElement(item)) return add(item, item);
    const { type, props } = item as ReactElement<Record<string, unknown>>;
    if (type === Fragment) return visit(props.children as ReactNode);
    if (typeof type !== 'function' || isClientReference(type) || staticForm(type)) return add(item, item);
    // A server component is called once: a list of parts it returns (the MDX body's own component) is taken part by part.
    const output = callComponent(type, props);
    if (Array.isArray(output) || (isValidElement(output) && output.type === Fragment)) return visit(output);
    add(item, output);
  };
  visit(node);
  return parts;
}

/**
 * Static content as an HTML string, for `dangerouslySetInnerHTML` (components/ui/StaticHtml.tsx). In the browser
 * React does not walk what is inside such an element: a page's long static blocks (the privacy notice, an article's
 * text) then cost one string in React's inline payload instead of a node of data per element, and no hydration work,
 * which is most of what the page's scripts do after its first paint.
 *
 * Renders host elements (HTML and SVG), fragments, text and numbers, and synchronous server components (called as
 * functions). Anything else stops the build with the reason: a client component (it would lose its interactivity), an
 * async component, an event handler, a `ref`, a style (see hostElement), or a camelCase prop without a known HTML
 * name. So only what is really static can be made static, and a mistake is found when the site is built.
 */
export function staticHtml(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string') return escapeHtml(node);
  if (typeof node === 'number' || typeof node === 'bigint') return String(node);
  if (Array.isArray(node)) return node.map(staticHtml).join('');
  if (!isValidElement(node)) throw new Error(`staticHtml: cannot render ${describe(node)}`);
  const element = node as ReactElement<Record<string, unknown>>;
  const { type, props } = element;
  if (type === Fragment) return staticHtml(props.children as ReactNode);
  if (typeof type === 'string') return hostElement(type, props);
  const form = staticForm(type);
  if (form) return staticHtml(form(props));
  if (typeof type === 'function' && !isClientReference(type)) return staticHtml(callComponent(type, props));
  throw new NotStaticError(`staticHtml: <${nameOf(type)}> is not static (a client component or a special React type); render it outside static HTML`);
}

/** A synchronous server component's output (an async one cannot be written into static HTML). */
function callComponent(type: unknown, props: Record<string, unknown>): ReactNode {
  const output = (type as (props: Record<string, unknown>) => ReactNode)(props);
  if (output instanceof Promise) throw new Error(`staticHtml: <${nameOf(type)}> is async; render it outside static HTML`);
  return output;
}

/** Elements without a closing tag. */
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/** React's camelCase props that have another name in HTML or SVG (lower-case props are written as they are). */
const ATTRIBUTE_NAMES: Record<string, string> = {
  className: 'class',
  htmlFor: 'for',
  dateTime: 'datetime',
  srcSet: 'srcset',
  tabIndex: 'tabindex',
  hrefLang: 'hreflang',
  crossOrigin: 'crossorigin',
  fetchPriority: 'fetchpriority',
  referrerPolicy: 'referrerpolicy',
  colSpan: 'colspan',
  contentEditable: 'contenteditable',
  spellCheck: 'spellcheck',
  rowSpan: 'rowspan',
  viewBox: 'viewBox',
  strokeWidth: 'stroke-width',
  strokeLinecap: 'stroke-linecap',
  strokeLinejoin: 'stroke-linejoin',
  fillRule: 'fill-rule',
  clipRule: 'clip-rule',
};

/**
 * Enumerated attributes that React writes from a boolean as "true" or "false" (`draggable`, `spellCheck`…), like the
 * data- and aria- attributes; they are not boolean attributes.
 */
const BOOLEANISH = new Set(['contentEditable', 'spellCheck', 'draggable', 'value', 'autoReverse', 'externalResourcesRequired', 'focusable', 'preserveAlpha']);

/** Boolean attributes with a lower-case name: present (name="") when true, left out when false. */
const BOOLEAN_ATTRIBUTES = new Set(['async', 'capture', 'checked', 'controls', 'default', 'defer', 'disabled', 'download', 'hidden', 'inert', 'loop', 'multiple', 'muted', 'open', 'required', 'reversed', 'scoped', 'seamless', 'selected']);

/** An attribute from a boolean prop as React writes it: "true"/"false", present or absent, or nothing (another attribute). */
function booleanAttribute(prop: string, name: string, value: boolean): string {
  if (BOOLEANISH.has(prop) || prop.startsWith('aria-') || prop.startsWith('data-')) return ` ${name}="${value}"`;
  return value && BOOLEAN_ATTRIBUTES.has(name) ? ` ${name}=""` : '';
}

/** Props React uses itself, never written as attributes. */
const REACT_PROPS = new Set(['children', 'key', 'dangerouslySetInnerHTML', 'suppressHydrationWarning', 'suppressContentEditableWarning']);

function hostElement(tag: string, props: Record<string, unknown>): string {
  let attributes = '';
  for (const [prop, value] of Object.entries(props)) {
    if (REACT_PROPS.has(prop) || value === undefined || value === null) continue;
    if (prop === 'ref' || typeof value === 'function') throw new Error(`staticHtml: <${tag} ${prop}> needs scripts; render it outside static HTML`);
    const name = attributeName(tag, prop);
    if (prop === 'style') {
      // The Content-Security-Policy allows each page only the hashes of its own style attributes; this HTML is also
      // inserted on a client-side move from another page, where the attribute would be blocked. React sets styles
      // through the DOM, which the policy does not restrict.
      throw new NotStaticError(`staticHtml: <${tag} style> is not static (a style attribute inserted as HTML is blocked by the Content-Security-Policy on a client-side move); render it outside static HTML`);
    }
    attributes += typeof value === 'boolean' ? booleanAttribute(prop, name, value) : ` ${name}="${escapeHtml(String(value))}"`;
  }
  if (VOID.has(tag)) return `<${tag}${attributes}/>`;
  const inner = props.dangerouslySetInnerHTML as { __html?: string } | undefined;
  const content = inner ? (inner.__html ?? '') : staticHtml(props.children as ReactNode);
  return `<${tag}${attributes}>${content}</${tag}>`;
}

function attributeName(tag: string, prop: string): string {
  if (prop in ATTRIBUTE_NAMES) return ATTRIBUTE_NAMES[prop];
  if (/^[a-z][a-z0-9-]*$/.test(prop)) return prop;
  throw new Error(`staticHtml: <${tag}> has the prop "${prop}", which has no known HTML name here (lib/static-html.ts)`);
}

/** Text and attribute values as React writes them: &, <, >, " and ' escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c] as string);
}

/** A client component seen from a server component is a reference to a module of the browser's bundle. */
function isClientReference(type: unknown): boolean {
  return (type as { $$typeof?: symbol }).$$typeof === Symbol.for('react.client.reference');
}

function nameOf(type: unknown): string {
  if (typeof type === 'function') return (type as { displayName?: string }).displayName || type.name || 'anonymous';
  if (typeof type === 'symbol') return type.description ?? 'symbol';
  return typeof type;
}

function describe(value: unknown): string {
  return typeof value === 'object' ? `an object (${Object.prototype.toString.call(value)})` : `a ${typeof value}`;
}
