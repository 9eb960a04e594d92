import { describe, expect, it, vi } from 'vitest';
import { auditMessage, describeEmailStatus, EMAIL_CONFIG_MISSING, sendEmail } from '@/lib/email';

const config = { publicKey: 'pk', serviceId: 'svc', templateId: 'tpl' };
const params = { from_name: 'Mari', reply_to: 'mari@example.ee', message: 'Tere' };

describe('describeEmailStatus', () => {
  it.each([
    [451, 'Unavailable For Headless Browser'],
    [403, 'Forbidden'],
    [429, 'Too Many Requests'],
    [0, 'Network Error'],
  ])('%i means %s', (status, text) => expect(describeEmailStatus(status)).toBe(text));

  it('other statuses carry their status and text', () => {
    expect(describeEmailStatus(500, 'Server down')).toBe('500: Server down');
    expect(describeEmailStatus(502)).toBe('HTTP 502');
  });
});

describe('sendEmail', () => {
  it('fails without calling the provider when a key is missing', async () => {
    const load = vi.fn();
    for (const missing of ['publicKey', 'serviceId', 'templateId'] as const) {
      const result = await sendEmail(params, { ...config, [missing]: ' ' }, load);
      expect(result).toEqual({ success: false, error: EMAIL_CONFIG_MISSING });
    }
    expect(load).not.toHaveBeenCalled();
  });

  it('passes service, template, the three template params and the public key', async () => {
    const send = vi.fn().mockResolvedValue({ status: 200, text: 'OK' });
    const result = await sendEmail(params, config, async () => send);
    expect(result).toEqual({ success: true, status: 200 });
    expect(send).toHaveBeenCalledWith('svc', 'tpl', params, { publicKey: 'pk' });
  });

  it.each([
    [{ status: 403, text: 'blocked' }, 403, 'Forbidden'],
    [{ status: 429, text: 'slow down' }, 429, 'Too Many Requests'],
    [{ status: 451, text: '' }, 451, 'Unavailable For Headless Browser'],
    [new TypeError('Failed to fetch'), 0, 'Network Error'],
  ])('a rejection %# is a failure with its status', async (rejection, status, error) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const send = vi.fn().mockRejectedValue(rejection);
    expect(await sendEmail(params, config, async () => send)).toEqual({ success: false, status, error });
  });

  it('a non-200 answer is a failure', async () => {
    const send = vi.fn().mockResolvedValue({ status: 202, text: 'Accepted' });
    expect((await sendEmail(params, config, async () => send)).success).toBe(false);
  });
});

describe('auditMessage', () => {
  it('is multi-line text headed "Veebilehe auditi päring"', () => {
    const text = auditMessage({ name: 'Mari Maasikas', email: 'mari@example.ee', website: 'mari.ee' });
    expect(text.split('\n')).toEqual([
      'Veebilehe auditi päring',
      '',
      'Nimi: Mari Maasikas',
      'E-post: mari@example.ee',
      'Veebileht: mari.ee',
    ]);
  });
});
