import { describe, expect, it } from 'vitest';
import { DEFAULT_DEV_USER, devLaunchRequest, devLaunchUrl, sameLaunch } from './dev-launch.ts';

describe('development launch request', () => {
  it('defaults to user 1001, not premium, no start parameter, the browser colour scheme', () => {
    expect(devLaunchRequest('', false)).toEqual({
      user: DEFAULT_DEV_USER,
      premium: false,
      startParam: '',
      lang: null,
      name: null,
      scheme: 'light',
    });
    expect(DEFAULT_DEV_USER).toBe(1001);
    expect(devLaunchRequest('', true).scheme).toBe('dark');
  });

  it('reads the test player from the page query', () => {
    const request = devLaunchRequest('?user=123&premium=1&startParam=r_42&lang=ru&name=Ann&theme=dark', false);
    expect(request).toEqual({ user: 123, premium: true, startParam: 'r_42', lang: 'ru', name: 'Ann', scheme: 'dark' });
    expect(devLaunchUrl(request)).toBe('/dev/launch-data?user=123&premium=1&startParam=r_42&lang=ru&name=Ann');
  });

  it('ignores a user id that is not a positive whole number', () => {
    for (const user of ['abc', '-5', '1.5', '0']) expect(devLaunchRequest(`?user=${user}`, false).user).toBe(DEFAULT_DEV_USER);
  });
});

describe('the kept launch', () => {
  it('is the same launch for the same player and link, whatever the colour scheme', () => {
    const kept = devLaunchRequest('?user=123&startParam=r_42', false);
    expect(sameLaunch(kept, devLaunchRequest('?user=123&startParam=r_42&theme=dark', false))).toBe(true);
    expect(sameLaunch(kept, devLaunchRequest('?user=124&startParam=r_42', false))).toBe(false);
    expect(sameLaunch(kept, devLaunchRequest('?user=123', false))).toBe(false);
    expect(sameLaunch(kept, devLaunchRequest('?user=123&startParam=r_42&premium=1', false))).toBe(false);
    expect(sameLaunch(kept, devLaunchRequest('?user=123&startParam=r_42&name=Bea', false))).toBe(false);
  });
});
