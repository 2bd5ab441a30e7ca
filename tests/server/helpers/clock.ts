/** A server clock the test moves by hand (ms since epoch). */
export interface TestClock {
  now: () => number;
  set(time: number): void;
  advance(ms: number): void;
}

export const START_TIME = Date.UTC(2025, 5, 1, 12, 0, 0);

export function testClock(start = START_TIME): TestClock {
  let time = start;
  return {
    now: () => time,
    set(value) {
      time = value;
    },
    advance(ms) {
      time += ms;
    },
  };
}
