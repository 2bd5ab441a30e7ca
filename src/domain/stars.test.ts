import { describe, expect, it } from 'vitest';
import { CATALOG_V1 } from './catalog.ts';
import { newPlayer } from './player.ts';
import { STARS_PRODUCTS, grantStarsTokens, starsRefusal, takeBackStarsTokens } from './stars.ts';

const withTokens = (tokens: number) => {
  const player = newPlayer(CATALOG_V1, 0, false);
  return { ...player, resources: [player.resources[0], 0, 0, tokens] as typeof player.resources };
};

describe('Stars products', () => {
  it('refuses an unknown product, a withdrawn one, and a once-only one already paid for', () => {
    const products = [...STARS_PRODUCTS, { id: 'old', stars: 1, tokens: 1, perPlayer: null, offered: false }];
    expect(starsRefusal(products, 'nope', 0)).toBe('PRODUCT_UNKNOWN');
    expect(starsRefusal(products, 'old', 0)).toBe('PRODUCT_NOT_OFFERED');
    expect(starsRefusal(products, 'stars-starter-pack', 0)).toBeNull();
    expect(starsRefusal(products, 'stars-starter-pack', 1)).toBe('SOLD_OUT');
    expect(starsRefusal(products, 'stars-tokens-100', 40)).toBeNull();
  });

  it('takes back what is left of a grant, never below zero', () => {
    expect(grantStarsTokens(withTokens(10), 5000).resources[3]).toBe(5010);
    expect(takeBackStarsTokens(withTokens(7000), 5000)).toMatchObject({
      taken: 5000,
      state: { resources: [expect.any(Number), 0, 0, 2000] },
    });
    expect(takeBackStarsTokens(withTokens(1200), 5000)).toMatchObject({ taken: 1200, state: { resources: [expect.any(Number), 0, 0, 0] } });
    expect(takeBackStarsTokens(withTokens(0), 5000).taken).toBe(0);
  });
});
