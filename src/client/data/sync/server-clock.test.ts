import { describe, expect, it } from 'vitest';
import { createServerClock } from './server-clock.ts';

describe('the server clock', () => {
  it('takes the first offset from serverNow at the midpoint of the exchange', () => {
    let client = 1_000_000;
    const clock = createServerClock(() => client);
    expect(clock.now()).toBe(1_000_000);
    expect(clock.observe(1_005_100, 1_000_000, 1_000_200)).toBe(true);
    expect(clock.offset()).toBe(5000);
    client = 1_010_000;
    expect(clock.now()).toBe(1_015_000);
  });

  it('keeps an offset the answer agrees with, and moves one it disproves to the middle', () => {
    const clock = createServerClock(() => 0);
    clock.observe(10_000, 0, 100); // offset 9950
    // The server read 12_000 between client times 2000 and 2400: the offset lies in [9600, 10000].
    expect(clock.observe(12_000, 2000, 2400)).toBe(false);
    expect(clock.offset()).toBe(9950);
    // The client's clock was set back 30 s: this answer proves an offset in [39_900, 40_000].
    expect(clock.observe(45_000, 5000, 5100)).toBe(true);
    expect(clock.offset()).toBe(39_950);
  });

  it('is not moved by the client clock jumping while a request is out (a phone asleep)', () => {
    let client = 1_000_000;
    const clock = createServerClock(() => client);
    clock.observe(2_000_050, 1_000_000, 1_000_100); // offset 1_000_000
    // A request leaves at 1_100_000; the server answers 50 ms later; the phone sleeps 10 minutes
    // before reading the answer, and the client's clock and the server's move on together.
    expect(clock.observe(2_100_050, 1_100_000, 1_700_100)).toBe(false);
    client = 1_700_100;
    expect(clock.now()).toBe(2_700_100);
  });

  it('ignores answers with times that are not numbers', () => {
    const clock = createServerClock(() => 0);
    expect(clock.observe(Number.NaN, 0, 10)).toBe(false);
    expect(clock.observe(100, Number.NaN, 10)).toBe(false);
    expect(clock.offset()).toBe(0);
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
    // A restored offset the first answer agrees with stays; one it disproves does not.
    expect(restored.observe(0, 0, 100)).toBe(false);
    expect(restored.offset()).toBe(-42);
    expect(restored.observe(5000, 100, 200)).toBe(true);
    expect(restored.offset()).toBe(4850);
  });
});
