import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PopupRequest } from '../platform-rules.ts';

const sdk = vi.hoisted(() => ({
  started: undefined as undefined | { showPopupNow: (popup: PopupRequest) => Promise<string | null | undefined> },
}));

vi.mock('./sdk.ts', () => ({
  afterTelegramStart: (use: (calls: NonNullable<typeof sdk.started>) => void, fallback: () => void) => {
    if (sdk.started) use(sdk.started);
    else fallback();
  },
}));

const { showTelegramPopup } = await import('./popup.ts');
const { PlatformRuleError } = await import('./links.ts');

afterEach(() => {
  sdk.started = undefined;
});

const POPUP: PopupRequest = {
  title: 'Keep your farm close',
  message: 'Add it to your home screen?',
  buttons: [{ id: 'add', text: 'Add' }],
};

describe('showTelegramPopup', () => {
  it("shows the popup through Telegram and answers the button's id", async () => {
    const showPopupNow = vi.fn(() => Promise.resolve('add'));
    sdk.started = { showPopupNow };
    expect(await showTelegramPopup(POPUP)).toBe('add');
    expect(showPopupNow).toHaveBeenCalledWith(POPUP);
  });

  it('answers null when the popup closed without a choice, could not show, or outside Telegram', async () => {
    sdk.started = { showPopupNow: () => Promise.resolve(null) };
    expect(await showTelegramPopup(POPUP)).toBeNull();
    sdk.started = { showPopupNow: () => Promise.resolve(undefined) };
    expect(await showTelegramPopup(POPUP)).toBeNull();
    sdk.started = { showPopupNow: () => Promise.reject(new Error('popup is already opened')) };
    expect(await showTelegramPopup(POPUP)).toBeNull();
    sdk.started = undefined;
    expect(await showTelegramPopup(POPUP)).toBeNull();
  });

  it('throws for a popup Telegram would refuse, before anything reaches Telegram', () => {
    const showPopupNow = vi.fn(() => Promise.resolve('add'));
    sdk.started = { showPopupNow };
    const refused: PopupRequest[] = [
      { ...POPUP, title: 'x'.repeat(65) },
      { ...POPUP, message: '' },
      { ...POPUP, message: 'x'.repeat(257) },
      { ...POPUP, buttons: [1, 2, 3, 4].map((n) => ({ id: String(n), text: String(n) })) },
      { ...POPUP, buttons: [{ id: 'x'.repeat(65), text: 'Add' }] },
      { ...POPUP, buttons: [{ id: 'add', text: '' }] },
      { ...POPUP, buttons: [{ id: 'add', text: 'x'.repeat(65) }] },
    ];
    for (const popup of refused) expect(() => showTelegramPopup(popup)).toThrow(PlatformRuleError);
    expect(showPopupNow).not.toHaveBeenCalled();
  });
});
