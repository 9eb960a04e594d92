// @vitest-environment happy-dom
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { EARLY_SENT_ATTR, EARLY_SUBMIT_SCRIPT } from '@/components/forms/early-submit-script';

/**
 * A submit made before the page's scripts ran: the inline script keeps it (and, while the form waits, enables its
 * button as the form would), and the hydrated form carries it out once, with what was typed. The contact form is
 * rendered on the "server" (renderToString), the script run as the browser runs it, and the form hydrated as Next does.
 */
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

vi.mock('@/lib/email', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/lib/email')>()), sendEmail: vi.fn() }));
const { sendEmail } = await import('@/lib/email');
const { ContactForm } = await import('@/components/forms/ContactForm');
const { AuditForm } = await import('@/components/forms/AuditForm');

beforeAll(() => {
  // As the browser runs the page's inline script, once; a second copy on the page does nothing.
  new Function(EARLY_SUBMIT_SCRIPT)();
  new Function(EARLY_SUBMIT_SCRIPT)();
});

let host: HTMLDivElement;
let root: Root | null = null;

afterEach(() => {
  if (root) act(() => root!.unmount());
  root = null;
  host.remove();
  vi.mocked(sendEmail).mockReset();
});

/** The server's HTML of the form, in the document, not yet hydrated. */
function serverHtml(element: React.ReactElement) {
  host = document.createElement('div');
  host.innerHTML = renderToString(element);
  document.body.append(host);
  return host;
}

function type(input: HTMLInputElement | HTMLTextAreaElement, value: string) {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

const submit = (form: HTMLFormElement) => form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));

describe('a submit before the scripts ran', () => {
  it('is kept by the inline script: the browser does not send the form, the button says it is working', () => {
    const page = serverHtml(<ContactForm />);
    const form = page.querySelector('form')!;
    expect(form.getAttribute('data-early')).toBe('');
    // The busy label waits in the server's HTML, shown by CSS once the form is marked.
    expect(page.querySelector('button[type="submit"]')!.textContent).toBe('Saada sõnumSaadan...');
    const notCancelled = submit(form);
    expect(notCancelled).toBe(false);
    expect(form.hasAttribute(EARLY_SENT_ATTR)).toBe(true);
  });

  it('enables and disables the waiting button as the form would: not while a needed field is blank', () => {
    const page = serverHtml(<AuditForm />);
    const field = page.querySelector<HTMLInputElement>('input[name="website"]')!;
    const button = page.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    expect(button.disabled).toBe(true);
    type(field, 'minupood.ee');
    expect(button.disabled).toBe(false);
    type(field, '   ');
    expect(button.disabled).toBe(true);
  });

  it('leaves a form that does not wait for its scripts alone', () => {
    const other = document.createElement('form');
    other.innerHTML = '<input name="q"><button type="submit" disabled>Otsi</button>';
    document.body.append(other);
    type(other.querySelector('input')!, 'midagi');
    expect(other.querySelector('button')!.disabled).toBe(true);
    expect(submit(other)).toBe(true);
    expect(other.hasAttribute(EARLY_SENT_ATTR)).toBe(false);
    other.remove();
    host = document.createElement('div');
  });

  it('is sent once the form is hydrated, with every field typed before, and only once', async () => {
    vi.mocked(sendEmail).mockResolvedValue({ success: true, status: 200 });
    const page = serverHtml(<ContactForm />);
    const form = page.querySelector('form')!;
    type(page.querySelector<HTMLInputElement>('input[name="name"]')!, 'Mari Maasikas');
    type(page.querySelector<HTMLInputElement>('input[name="email"]')!, 'mari@pagarikoda.ee');
    type(page.querySelector<HTMLTextAreaElement>('textarea[name="message"]')!, 'Tere! Vajame uut kodulehte.');
    submit(form);
    submit(form);
    expect(sendEmail).not.toHaveBeenCalled();

    await act(async () => {
      root = hydrateRoot(page, <ContactForm />);
    });
    expect(sendEmail).toHaveBeenCalledExactlyOnceWith({ from_name: 'Mari Maasikas', reply_to: 'mari@pagarikoda.ee', message: 'Tere! Vajame uut kodulehte.' });
    expect(page.querySelector('h3')!.textContent).toBe('Aitäh, sõnum on saadetud!');
    // Hydrated: no mark, no script, no second label.
    expect(page.querySelector('[data-early]')).toBeNull();
    expect(page.querySelector('script')).toBeNull();
  });

  it('a form hydrated without one sends nothing by itself', async () => {
    const page = serverHtml(<ContactForm />);
    type(page.querySelector<HTMLInputElement>('input[name="name"]')!, 'Mari');
    await act(async () => {
      root = hydrateRoot(page, <ContactForm />);
    });
    expect(sendEmail).not.toHaveBeenCalled();
    expect(page.querySelector<HTMLInputElement>('input[name="name"]')!.value).toBe('Mari');
    expect(page.querySelector('button[type="submit"]')!.textContent).toBe('Saada sõnum');
  });
});
