import { describe, expect, it } from 'vitest';
import { SCREEN_PATHS } from '../src/protocol/screen-paths.ts';
import { isApiPath, isAppNavigation, withoutApiEntries } from './paths.ts';

describe('the paths the service worker answers', () => {
  it('knows the API and development paths, and nothing that only starts like them', () => {
    for (const path of ['/backend', '/backend/hub/game-user', '/api/discord', '/dev/launch-data', '/dev'])
      expect(isApiPath(path)).toBe(true);
    for (const path of ['/', '/backends', '/apiary', '/developers', '/settings', '/assets/api.js']) expect(isApiPath(path)).toBe(false);
  });

  it("falls back to the app shell for the game's screens, with or without a query", () => {
    for (const path of SCREEN_PATHS) expect(isAppNavigation(path)).toBe(true);
    for (const path of ['/?user=7', '/?tgWebAppStartParam=r_42&v=1.2', '/quests/7', '/shop/secret', '/leaderboard?page=2']) {
      expect(isAppNavigation(path)).toBe(true);
    }
  });

  it('leaves to the server every path the game does not own: the console, probes, metrics, callbacks, files', () => {
    const serverPaths = [
      '/admin',
      '/admin/',
      '/admin/sign-in?token=abc',
      '/admin/players/5001',
      '/ready',
      '/health',
      '/backend/health',
      '/backend/auth/telegram',
      '/metrics',
      '/telegram',
      '/telegram/webhook',
      '/adsgram/reward/secret',
      '/dev',
      '/dev/launch-data',
      '/api/refMessage',
      '/build.json',
      '/assets/index-abc.js',
      '/sw.js',
      '/quests/a.png',
      '/shopping',
      '/unknown',
    ];
    for (const path of serverPaths) expect(isAppNavigation(path), path).toBe(false);
  });

  it('drops precache entries under an API path', () => {
    const entries = [{ url: 'index.html', revision: '1' }, { url: 'backend/stray.json', revision: '2' }, 'assets/a-123.js', '/api/x.json'];
    expect(withoutApiEntries(entries)).toEqual([{ url: 'index.html', revision: '1' }, 'assets/a-123.js']);
  });
});
