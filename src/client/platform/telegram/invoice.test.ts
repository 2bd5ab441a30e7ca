// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { openStarsInvoice } from './invoice.ts';

afterEach(() => {
  sessionStorage.clear();
});

describe('openStarsInvoice', () => {
  it('answers needs-telegram in the development mock, without opening anything', async () => {
    sessionStorage.setItem('harvest-hub:mocked-launch', JSON.stringify({ request: { user: 1001 } }));
    expect(await openStarsInvoice('https://t.me/$abc')).toBe('needs-telegram');
  });

  it('answers needs-telegram outside Telegram (the SDK is not starting)', async () => {
    expect(await openStarsInvoice('https://t.me/$abc')).toBe('needs-telegram');
  });
});
