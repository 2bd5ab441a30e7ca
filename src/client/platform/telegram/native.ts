/**
 * The Mini App's native parts for the app and the screens (docs/operations.md, "In the Mini
 * App"): the closing confirmation, the home screen, sharing the invite and the farm. Each waits
 * for the SDK, is guarded by the version the client reports, and does the plain thing where
 * Telegram cannot (the development mock, a browser, an old client).
 */
import { useEffect } from 'react';
import { clientAtLeast, launchPlatform, launchUser } from './launch-params.ts';
import { shareUrl } from './links.ts';
import { afterTelegramStart, whenTelegramStarted } from './sdk.ts';

/** Telegram asks before closing the app while `on` (moves not yet on the server), not otherwise. */
export function useClosingConfirmation(on: boolean): void {
  useEffect(
    () =>
      whenTelegramStarted((sdk) => {
        sdk.setClosingConfirmation(on);
      }),
    [on],
  );
}

/** Whether the game is on the home screen: `added`, `missed`, `unknown` or `unsupported` (outside Telegram, before 8.0). */
export function homeScreenStatus(): Promise<string> {
  return new Promise((resolve) => {
    afterTelegramStart(
      (sdk) => {
        void sdk.homeScreenStatus().then(resolve);
      },
      () => {
        resolve('unsupported');
      },
    );
  });
}

/** Asks Telegram to add the game to the home screen (its own dialog). */
export function addToHomeScreen(): void {
  afterTelegramStart(
    (sdk) => {
      sdk.addToHomeScreenNow();
    },
    () => undefined,
  );
}

/**
 * Shares the invite: the message the bot prepared (`prepared()` answers its id, or null) in
 * Telegram's share sheet (8.0+); else `link` with `text` through the share link, as older clients do.
 */
export function shareInvite(prepared: () => Promise<string | null>, link: string, text: string): void {
  const fallback = () => {
    shareUrl(link, text);
  };
  if (!clientAtLeast('8.0')) {
    fallback();
    return;
  }
  void prepared().then((id) => {
    if (id === null) {
      fallback();
      return;
    }
    afterTelegramStart((sdk) => {
      void sdk.sharePreparedMessage(id).then((shown) => {
        if (!shown) fallback();
      });
    }, fallback);
  });
}

/** The picture of the farm a story shows, served with the game (`public/share/`). */
const FARM_STORY_PATH = '/share/farm-story.jpg';

/** True where Telegram can post a story from the game: its phone apps, 7.8 and later. */
export function canShareStory(): boolean {
  const platform = launchPlatform();
  return (platform === 'ios' || platform === 'android') && clientAtLeast('7.8');
}

/**
 * Opens Telegram's story editor on the picture of the farm (an absolute address: Telegram fetches
 * it) with `text`, and a link widget to `link` for Premium players (only they may post links).
 */
export function shareFarmStory(text: string, link: string): void {
  const picture = new URL(FARM_STORY_PATH, window.location.origin).href;
  const widget = launchUser()?.isPremium === true ? { url: link, name: 'Harvest Hub' } : undefined;
  afterTelegramStart(
    (sdk) => {
      sdk.shareStoryNow(picture, text, widget);
    },
    () => undefined,
  );
}
