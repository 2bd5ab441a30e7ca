import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({
  startTelegram: vi.fn<() => Promise<void>>(),
  impact: vi.fn(),
}));

vi.mock('./sdk-calls.ts', () => calls);

beforeEach(() => {
  vi.resetModules();
  calls.startTelegram.mockReset();
});

describe('the Telegram SDK', () => {
  it('hands its calls out once it has started', async () => {
    calls.startTelegram.mockResolvedValue(undefined);
    const sdk = await import('./sdk.ts');
    const waiting = vi.fn();
    sdk.whenTelegramStarted(waiting);
    expect(sdk.startedSdk()).toBeUndefined();
    await sdk.bootTelegram();
    expect(sdk.startedSdk()?.impact).toBe(calls.impact);
    expect(waiting).toHaveBeenCalledTimes(1);
    const fallback = vi.fn();
    const use = vi.fn();
    sdk.afterTelegramStart(use, fallback);
    expect(use).toHaveBeenCalledTimes(1);
    expect(fallback).not.toHaveBeenCalled();
  });

  it('stays unused when it could not start (no bridge to Telegram): the fallbacks run', async () => {
    calls.startTelegram.mockRejectedValue(new Error('UnknownEnvError'));
    const sdk = await import('./sdk.ts');
    const waiting = vi.fn();
    sdk.whenTelegramStarted(waiting);
    await expect(sdk.bootTelegram()).rejects.toThrow('UnknownEnvError');
    expect(sdk.startedSdk()).toBeUndefined();
    expect(waiting).not.toHaveBeenCalled();
    const use = vi.fn();
    const fallback = vi.fn();
    sdk.afterTelegramStart(use, fallback);
    await vi.waitFor(() => {
      expect(fallback).toHaveBeenCalledTimes(1);
    });
    expect(use).not.toHaveBeenCalled();
  });
});
