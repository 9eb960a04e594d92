// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { estonianIn, stringsOf } from '@/tests/language';

/**
 * The contact and audit forms on the English site, driven the way a visitor drives them: the labels they read, the
 * message a failed send shows (every field kept), the success, and what reaches the agency's inbox.
 */
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

vi.mock('@/lib/email', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/lib/email')>()), sendEmail: vi.fn() }));

const email = await import('@/lib/email');
const sendEmail = vi.mocked(email.sendEmail);
const { ContactForm, CONTACT_TEXTS } = await import('@/components/forms/ContactForm');
const { AuditForm, AUDIT_TEXTS } = await import('@/components/forms/AuditForm');
const notes = await import('@/lib/privacy/notes');
const { site } = await import('@/lib/site');

let host: HTMLDivElement;
let root: Root;

beforeEach(() => {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});

afterEach(() => {
  act(() => root.unmount());
  host.remove();
  sendEmail.mockReset();
});

/** The input or textarea a label names, as a visitor finds it. */
function field(label: string): HTMLInputElement | HTMLTextAreaElement {
  const found = [...host.querySelectorAll('label')].find((l) => l.textContent === label);
  if (!found) throw new Error(`no field labelled "${label}" in: ${[...host.querySelectorAll('label')].map((l) => l.textContent).join(', ')}`);
  return host.querySelector<HTMLInputElement | HTMLTextAreaElement>(`#${CSS.escape(found.htmlFor)}`)!;
}

function type(input: HTMLInputElement | HTMLTextAreaElement, value: string) {
  act(() => {
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const submit = (form: HTMLFormElement) => act(async () => void form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));
/** Step 1 sent: the address rules load on first use (components/forms/useAddressRule.ts), then step 2 opens. */
async function toStep2() {
  const step = () => host.querySelector('form')!.getAttribute('aria-label');
  await submit(host.querySelector('form')!);
  for (let wait = 0; wait < 100 && step() !== 'Free audit, step 2 of 2'; wait++) await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(step()).toBe('Free audit, step 2 of 2');
}
const button = (name: string) => [...host.querySelectorAll('button')].find((b) => b.textContent === name);
const visibleText = () => host.textContent ?? '';

describe('the contact form in English', () => {
  it('labels its fields and its button in English, with the privacy line', () => {
    act(() => root.render(<ContactForm />));
    expect(field('Name').getAttribute('autocomplete')).toBe('name');
    expect(field('Email').getAttribute('type')).toBe('email');
    // The hint is text before the field, tied to it (not a placeholder that goes as one types).
    const hint = document.getElementById(field('Message').getAttribute('aria-describedby')!)!;
    expect(hint.textContent).toBe('Tell us in a few sentences about your business and what you need from your website.');
    expect(field('Message').hasAttribute('placeholder')).toBe(false);
    expect(host.querySelector('form')!.getAttribute('aria-label')).toBe('Contact form');
    expect(button('Send a message')).toBeDefined();
    expect(visibleText()).toContain('All fields are required.');
    expect(host.querySelector('[data-privacy-note]')!.textContent).toBe(`${notes.CONTACT_NOTE} Read more in our privacy policy.`);
    expect(notes.CONTACT_NOTE).toContain('2 years from the last message');
    expect(estonianIn(visibleText())).toEqual([]);
  });

  it('a failed send says so in English, offers the e-mail address and keeps every field', async () => {
    sendEmail.mockResolvedValue({ success: false, status: 0, error: 'Network Error' });
    act(() => root.render(<ContactForm />));
    type(field('Name'), 'Jane Smith');
    type(field('Email'), 'jane@example.com');
    type(field('Message'), 'We need an online shop.');
    await submit(host.querySelector('form')!);
    expect(visibleText()).toContain(`Sending didn't work. Please try again or email us directly: ${site.email}`);
    expect(field('Name').value).toBe('Jane Smith');
    expect(field('Email').value).toBe('jane@example.com');
    expect(field('Message').value).toBe('We need an online shop.');
    // The payload keeps its shape: the three template params, the message as typed.
    expect(sendEmail).toHaveBeenCalledWith({ from_name: 'Jane Smith', reply_to: 'jane@example.com', message: 'We need an online shop.' });
    expect(estonianIn(visibleText())).toEqual([]);
  });

  it('a sent message is confirmed in English', async () => {
    sendEmail.mockResolvedValue({ success: true, status: 200 });
    act(() => root.render(<ContactForm />));
    type(field('Name'), 'Jane');
    type(field('Email'), 'jane@example.com');
    type(field('Message'), 'Hello');
    await submit(host.querySelector('form')!);
    expect(host.querySelector('[role="status"] h3')!.textContent).toBe('Thank you, your message has been sent!');
    expect(button('Send another message')).toBeDefined();
    expect(estonianIn(visibleText())).toEqual([]);
  });

  it('has no Estonian left in any of its texts', () => {
    expect(CONTACT_TEXTS.sending).toBe('Sending...');
    expect(estonianIn(stringsOf(CONTACT_TEXTS).join(' '))).toEqual([]);
  });
});

describe('the free audit form in English', () => {
  it('step 1 asks for the address and cannot go on while it is empty', () => {
    act(() => root.render(<AuditForm />));
    expect(host.querySelector('form')!.getAttribute('aria-label')).toBe('Free audit, step 1 of 2');
    expect(field('Your website address').getAttribute('placeholder')).toBe('e.g. yourcompany.com');
    expect(button('Check my website')!.disabled).toBe(true);
    type(field('Your website address'), '   ');
    expect(button('Check my website')!.disabled).toBe(true);
    expect(host.querySelector('[data-privacy-note]')!.textContent).toBe(`${notes.AUDIT_NOTE} Read more in our privacy policy.`);
    expect(estonianIn(visibleText())).toEqual([]);
  });

  it('step 2, a failed send in English with the data kept, and the request the agency reads', async () => {
    sendEmail.mockResolvedValue({ success: false, status: 429, error: 'Too Many Requests' });
    act(() => root.render(<AuditForm />));
    type(field('Your website address'), 'example.com');
    await toStep2();
    expect(visibleText()).toContain('Website: example.com');
    expect(button('Change')).toBeDefined();
    expect(button('One last step')!.disabled).toBe(true);
    type(field('Name'), 'Jane Smith');
    type(field('Email'), 'jane@example.com');
    expect(button('One last step')!.disabled).toBe(false);
    await submit(host.querySelector('form')!);
    expect(host.querySelector('[role="status"]')!.textContent).toBe(`Sending didn't work. Please try again.Or email us at ${site.email} or call ${site.phone}.`);
    expect(field('Name').value).toBe('Jane Smith');
    expect(field('Email').value).toBe('jane@example.com');
    expect(sendEmail).toHaveBeenCalledWith({
      from_name: 'Jane Smith',
      reply_to: 'jane@example.com',
      message: 'Website audit request (English site)\n\nName: Jane Smith\nEmail: jane@example.com\nWebsite: example.com',
    });
    expect(estonianIn(visibleText())).toEqual([]);
  });

  it('a sent request is confirmed in English', async () => {
    sendEmail.mockResolvedValue({ success: true, status: 200 });
    act(() => root.render(<AuditForm website="example.com" />));
    await toStep2();
    type(field('Name'), 'Jane');
    type(field('Email'), 'jane@example.com');
    await submit(host.querySelector('form')!);
    // The spec's message, and the line that stays after it, naming the address sent.
    expect(host.querySelector('[role="status"]')!.textContent).toBe("Request sent! We'll be in touch soon.Audit request for example.com sent.");
  });

  it('has no Estonian left in any of its texts, the e-mail helper\'s included', () => {
    expect(estonianIn(stringsOf(AUDIT_TEXTS).join(' '))).toEqual([]);
    const helper = [email.SENDING_LABEL, email.EMAIL_CONFIG_MISSING, email.auditMessage({ name: 'A', email: 'B', website: 'C' })];
    expect(estonianIn(helper.join(' '))).toEqual([]);
    expect(estonianIn(stringsOf({ ...notes.RETENTION, ...notes.PRIVACY_NOTE_TEXTS, c: notes.CONTACT_NOTE, a: notes.AUDIT_NOTE, t: notes.testerNote('https://proxy.example/?u=') }).join(' '))).toEqual([]);
  });
});
