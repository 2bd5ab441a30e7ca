/**
 * The game's own screens, by path. The client's router draws its routes from this list and the
 * service worker answers navigations from its cached page only under these paths: everything else
 * (the operator console, the probes, metrics, the bot's and ad network's callbacks) belongs to the
 * server, which must answer it even after the game was opened once in the same browser.
 */
export const SCREEN_PATHS = [
  '/',
  '/boosts',
  '/spin',
  '/quests',
  '/shop',
  '/events',
  '/friends',
  '/leaderboard',
  '/wallet',
  '/settings',
] as const;

/** A path of one of the game's screens. */
export type ScreenPath = (typeof SCREEN_PATHS)[number];
