import { beforeEach, describe, expect, it, vi } from 'vitest';

const telegram = vi.hoisted(() => ({
  supported: true,
  telegramHapticsSupported: vi.fn(() => telegram.supported),
  telegramImpact: vi.fn((_style: string) => undefined),
  telegramNotification: vi.fn((_kind: string) => undefined),
  telegramSelectionChanged: vi.fn(),
}));

vi.mock('./telegram/index.ts', () => telegram);

const { hapticImpact, hapticNotification, hapticSelection, hapticsActive, setVibration } = await import('./haptics.ts');

beforeEach(() => {
  telegram.supported = true;
  setVibration(true);
  telegram.telegramImpact.mockClear();
  telegram.telegramNotification.mockClear();
  telegram.telegramSelectionChanged.mockClear();
});

describe('haptics', () => {
  it('passes every kind through when vibration is on and supported', () => {
    for (const style of ['light', 'soft', 'heavy', 'medium', 'rigid'] as const) hapticImpact(style);
    for (const kind of ['error', 'success', 'warning'] as const) hapticNotification(kind);
    hapticSelection();
    expect(telegram.telegramImpact.mock.calls.map(([style]) => style)).toEqual(['light', 'soft', 'heavy', 'medium', 'rigid']);
    expect(telegram.telegramNotification.mock.calls.map(([kind]) => kind)).toEqual(['error', 'success', 'warning']);
    expect(telegram.telegramSelectionChanged).toHaveBeenCalledTimes(1);
  });

  it('does nothing when the vibration setting is off', () => {
    setVibration(false);
    expect(hapticsActive()).toBe(false);
    hapticImpact('heavy');
    hapticNotification('success');
    hapticSelection();
    expect(telegram.telegramImpact).not.toHaveBeenCalled();
    expect(telegram.telegramNotification).not.toHaveBeenCalled();
    expect(telegram.telegramSelectionChanged).not.toHaveBeenCalled();
  });

  it('does nothing when the device cannot vibrate', () => {
    telegram.supported = false;
    hapticImpact('light');
    expect(telegram.telegramImpact).not.toHaveBeenCalled();
  });
});
