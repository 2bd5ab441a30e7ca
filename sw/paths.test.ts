import { describe, expect, it } from 'vitest';
import { isApiPath, isAppNavigation, withoutApiEntries } from './paths.ts';

describe('the paths the service worker answers', () => {
  it('knows the API and development paths, and nothing that only starts like them', () => {
    for (const path of ['/backend', '/backend/hub/game-user', '/api/discord', '/dev/launch-data', '/dev'])
      expect(isApiPath(path)).toBe(true);
    for (const path of ['/', '/backends', '/apiary', '/developers', '/settings', '/assets/api.js']) expect(isApiPath(path)).toBe(false);
  });

  it('falls back to the app shell for screens only, never for API paths or files', () => {
    for (const path of ['/', '/settings', '/quests/7', '/leaderboard']) expect(isAppNavigation(path)).toBe(true);
    for (const path of ['/backend/auth/telegram', '/api/refMessage', '/dev/launch-data', '/build.json', '/assets/index-abc.js', '/sw.js']) {
      expect(isAppNavigation(path)).toBe(false);
    }
  });

  it('drops precache entries under an API path', () => {
    const entries = [{ url: 'index.html', revision: '1' }, { url: 'backend/stray.json', revision: '2' }, 'assets/a-123.js', '/api/x.json'];
    expect(withoutApiEntries(entries)).toEqual([{ url: 'index.html', revision: '1' }, 'assets/a-123.js']);
  });
});
