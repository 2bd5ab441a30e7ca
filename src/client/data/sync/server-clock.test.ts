import { describe, expect, it } from 'vitest';
import { createServerClock } from './server-clock.ts';

describe('the server clock', () => {
  it('takes the offset from serverNow at the midpoint of the exchange', () => {
    let client = 1_000_000;
    const clock = createServerClock(() => client);
    expect(clock.now()).toBe(1_000_000);
    expect(clock.observe(1_005_100, 1_000_000, 1_000_200)).toBe(true);
    expect(clock.offset()).toBe(5000);
    client = 1_010_000;
    expect(clock.now()).toBe(1_015_000);
  });

  it('asks to persist only changes of 250 ms or more, and restores a persisted offset', () => {
    const clock = createServerClock(() => 0);
    expect(clock.observe(1000, 0, 0)).toBe(true);
    expect(clock.observe(1200, 0, 0)).toBe(false);
    expect(clock.offset()).toBe(1200);
    expect(clock.observe(1300, 0, 0)).toBe(true);
    const restored = createServerClock(() => 0);
    restored.restore(-42);
    restored.restore('nonsense');
    expect(restored.now()).toBe(-42);
  });
});
