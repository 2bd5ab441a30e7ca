import { afterEach, describe, expect, it, vi } from 'vitest';

const sdk = vi.hoisted(() => ({
  started: undefined as undefined | { shareUrlNow: (url: string, text: string) => boolean; openTelegramLinkNow: (url: string) => boolean },
}));

vi.mock('./sdk.ts', () => ({
  afterTelegramStart: (use: (calls: NonNullable<typeof sdk.started>) => void, fallback: () => void) => {
    if (sdk.started) use(sdk.started);
    else fallback();
  },
}));

const { shareLink, shareUrl } = await import('./links.ts');

const open = vi.fn();
vi.stubGlobal('window', { open });

afterEach(() => {
  sdk.started = undefined;
  open.mockClear();
});

const LINK = 'https://t.me/FarmBot/play?startapp=r_17';

describe('shareUrl', () => {
  it("uses Telegram's own share flow when the SDK has it", () => {
    const shareUrlNow = vi.fn(() => true);
    const openTelegramLinkNow = vi.fn(() => true);
    sdk.started = { shareUrlNow, openTelegramLinkNow };
    shareUrl(LINK, 'Hi & welcome');
    expect(shareUrlNow).toHaveBeenCalledWith(LINK, 'Hi & welcome');
    expect(openTelegramLinkNow).not.toHaveBeenCalled();
  });

  it('opens the t.me/share/url link where the SDK method is unavailable', () => {
    const openTelegramLinkNow = vi.fn(() => true);
    sdk.started = { shareUrlNow: () => false, openTelegramLinkNow };
    shareUrl(LINK, 'Hi & welcome');
    expect(openTelegramLinkNow).toHaveBeenCalledWith(
      'https://t.me/share/url?url=https%3A%2F%2Ft.me%2FFarmBot%2Fplay%3Fstartapp%3Dr_17&text=Hi%20%26%20welcome',
    );
  });

  it('opens the share link in a browser tab outside Telegram', () => {
    shareUrl(LINK, 'Hi');
    expect(open).toHaveBeenCalledWith(shareLink(LINK, 'Hi'), '_blank', 'noopener');
  });
});
