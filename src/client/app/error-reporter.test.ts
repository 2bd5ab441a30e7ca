import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientErrorReport, reportClientError, shouldReport } from './error-reporter.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('error reporter', () => {
  it('skips the messages that are never reported', () => {
    expect(shouldReport('Unexpected token < in JSON')).toBe(false);
    expect(shouldReport('Not enough resources')).toBe(false);
    expect(shouldReport('Request timed out')).toBe(false);
    expect(shouldReport('Cannot read properties of undefined')).toBe(true);
  });

  it('builds the report body with message, stack, endpoint, context and timestamp', () => {
    const report = clientErrorReport(new Error('boom'), { endpoint: '/shop', context: 'ShopScreen' }, new Date('2025-05-01T10:00:00Z'));
    expect(report).toMatchObject({ message: 'boom', endpoint: '/shop', context: 'ShopScreen', timestamp: '2025-05-01T10:00:00.000Z' });
    expect(report.stack).toContain('boom');
    expect(clientErrorReport('plain text').message).toBe('plain text');
  });

  it('posts the report to /backend/hub/client-errors', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', fetchMock);
    expect(await reportClientError(new Error('boom'), { endpoint: '/x' })).toBe(true);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/backend/hub/client-errors');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toMatchObject({ message: 'boom', endpoint: '/x' });
  });

  it('never throws when the report cannot be sent, and sends nothing for skipped messages', async () => {
    const fetchMock = vi.fn(() => Promise.reject(new Error('offline')));
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await reportClientError(new Error('boom'))).toBe(false);
    expect(await reportClientError(new Error('Request timed out'))).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
