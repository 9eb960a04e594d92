// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HONEYPOT_NAME, HoneypotField } from '@/components/forms/Honeypot';
import { useSendForm } from '@/components/forms/useSendForm';

/**
 * The send state machine shared by the audit and contact forms, driven through a small form the way a visitor
 * drives it: typing, submitting, waiting. What is checked is what the visitor sees (the status line, the field's
 * value) and what is sent.
 */
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const SUCCESS_MS = 3000;
type Result = { success: boolean };

function Probe({ send }: { send: (fields: { name: string }) => Promise<Result> }) {
  const form = useSendForm({ empty: { name: '' }, send, successMs: SUCCESS_MS, ready: (f) => f.name.trim() !== '' });
  return (
    <form onSubmit={form.submit} className="relative">
      <input aria-label="Nimi" {...form.bind('name')} />
      <HoneypotField />
      <p data-status>{form.status}</p>
    </form>
  );
}

/** A send the test finishes itself, so it can look at the form while the send is under way. */
function pendingSend() {
  const finish: ((result: Result) => void)[] = [];
  const send = vi.fn<(fields: { name: string }) => Promise<Result>>(() => new Promise((resolve) => finish.push(resolve)));
  return { send, finish: async (result: Result) => act(async () => finish.shift()!(result)) };
}

let host: HTMLDivElement;
let root: Root;

beforeEach(() => {
  vi.useFakeTimers();
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});

afterEach(() => {
  act(() => root.unmount());
  host.remove();
  vi.useRealTimers();
});

const status = () => host.querySelector('[data-status]')!.textContent;
const nameInput = () => host.querySelector<HTMLInputElement>('input[aria-label="Nimi"]')!;
const form = () => host.querySelector('form')!;

function type(input: HTMLInputElement, value: string) {
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const submitEvent = () => new Event('submit', { bubbles: true, cancelable: true });

function render(send: (fields: { name: string }) => Promise<Result>) {
  act(() => root.render(<Probe send={send} />));
}

describe('useSendForm', () => {
  it('idle -> sending -> success (fields cleared) -> idle again when the timer ends, not before', async () => {
    const { send, finish } = pendingSend();
    render(send);
    expect(status()).toBe('idle');
    type(nameInput(), 'Mari');
    act(() => form().dispatchEvent(submitEvent()));
    expect(status()).toBe('sending');
    expect(send).toHaveBeenCalledExactlyOnceWith({ name: 'Mari' });

    await finish({ success: true });
    expect(status()).toBe('success');
    expect(nameInput().value).toBe('');

    act(() => vi.advanceTimersByTime(SUCCESS_MS - 1));
    expect(status()).toBe('success');
    act(() => vi.advanceTimersByTime(1));
    expect(status()).toBe('idle');
  });

  it('sending -> error keeps the typed data, and a retry can succeed', async () => {
    const { send, finish } = pendingSend();
    render(send);
    type(nameInput(), 'Mari Maasikas');
    act(() => form().dispatchEvent(submitEvent()));
    await finish({ success: false });
    expect(status()).toBe('error');
    expect(nameInput().value).toBe('Mari Maasikas');
    act(() => vi.advanceTimersByTime(SUCCESS_MS * 3));
    expect(status()).toBe('error');

    act(() => form().dispatchEvent(submitEvent()));
    expect(status()).toBe('sending');
    expect(send).toHaveBeenLastCalledWith({ name: 'Mari Maasikas' });
    await finish({ success: true });
    expect(status()).toBe('success');
  });

  it('a send that throws is an error too, the data kept', async () => {
    const send = vi.fn(() => Promise.reject(new Error('network')));
    render(send);
    type(nameInput(), 'Mari');
    await act(async () => form().dispatchEvent(submitEvent()));
    expect(status()).toBe('error');
    expect(nameInput().value).toBe('Mari');
  });

  it('a filled honeypot shows success, sends nothing, and the success ends like any other', () => {
    const send = vi.fn(() => Promise.resolve({ success: true }));
    render(send);
    type(nameInput(), 'Robot');
    type(host.querySelector<HTMLInputElement>(`input[name="${HONEYPOT_NAME}"]`)!, 'spam');
    act(() => form().dispatchEvent(submitEvent()));
    expect(status()).toBe('success');
    expect(send).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(SUCCESS_MS));
    expect(status()).toBe('idle');
  });

  it('a double submit sends once, in one tick or while the first send is under way', async () => {
    const { send, finish } = pendingSend();
    render(send);
    type(nameInput(), 'Mari');
    act(() => {
      form().dispatchEvent(submitEvent());
      form().dispatchEvent(submitEvent());
    });
    act(() => form().dispatchEvent(submitEvent()));
    expect(send).toHaveBeenCalledTimes(1);
    await finish({ success: true });
    expect(status()).toBe('success');
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('nothing is sent before the form is ready', () => {
    const send = vi.fn(() => Promise.resolve({ success: true }));
    render(send);
    type(nameInput(), '   ');
    act(() => form().dispatchEvent(submitEvent()));
    expect(status()).toBe('idle');
    expect(send).not.toHaveBeenCalled();
  });
});
