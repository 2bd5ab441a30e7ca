import { describe, expect, it } from 'vitest';
import { homeScreenOfferDue } from './home-screen.ts';
import { DAY, HOUR } from './time.ts';

describe('homeScreenOfferDue', () => {
  const created = 20_000 * DAY + 23 * HOUR;

  it('waits through the first two UTC days of the farm', () => {
    expect(homeScreenOfferDue(created, created)).toBe(false);
    expect(homeScreenOfferDue(created, 20_001 * DAY)).toBe(false);
    expect(homeScreenOfferDue(created, 20_002 * DAY - 1)).toBe(false);
  });

  it('is due from the third UTC day on', () => {
    expect(homeScreenOfferDue(created, 20_002 * DAY)).toBe(true);
    expect(homeScreenOfferDue(created, 20_030 * DAY)).toBe(true);
  });
});
