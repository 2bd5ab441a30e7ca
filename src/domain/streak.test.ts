import { describe, expect, it } from 'vitest';
import { CHECKIN_STREAK_TOKENS } from './catalog.ts';
import { nextCheckin, streakTokens, streakView } from './streak.ts';
import type { PlayerState } from './player.ts';
import { T0 } from './testing/arbitraries.ts';
import { apply, at, player, reasonOf } from './testing/fixtures.ts';
import { applyAction } from './actions.ts';
import { DAY, utcDay } from './time.ts';

const D0 = utcDay(T0);
/** The player after checking in at each of `days` (UTC day offsets from T0's day). */
function checkedInOn(days: readonly number[]): PlayerState {
  let state = player();
  for (const offset of days) state = apply(state, { type: 'checkin' }, at(T0 + offset * DAY)).state;
  return state;
}

describe('check-in streak', () => {
  it('grows on consecutive UTC days and restarts after two missed days', () => {
    expect(checkedInOn([0, 1, 2]).checkin).toEqual({ lastDay: D0 + 2, streak: 3, forgivenDay: null });
    expect(checkedInOn([0, 1, 4]).checkin.streak).toBe(1);
  });

  it('forgives one missed day and remembers it', () => {
    const state = checkedInOn([0, 1, 3]);
    expect(state.checkin).toEqual({ lastDay: D0 + 3, streak: 3, forgivenDay: D0 + 2 });
  });

  it('forgives at most once in a rolling 7 days', () => {
    // Missed D0+2 (forgiven), then D0+5 (3 days later): not forgiven, the streak restarts.
    expect(checkedInOn([0, 1, 3, 4, 6]).checkin).toEqual({ lastDay: D0 + 6, streak: 1, forgivenDay: D0 + 2 });
    // Missed D0+2, then D0+9 (7 days later): forgiven again.
    const week = [0, 1, 3, 4, 5, 6, 7, 8, 10];
    expect(checkedInOn(week).checkin).toEqual({ lastDay: D0 + 10, streak: 9, forgivenDay: D0 + 9 });
  });

  it('pays the rising calendar, then day 7 every day', () => {
    const first = apply(player(), { type: 'checkin' }, at(T0));
    expect(first.result.tokensCredited).toBe(CHECKIN_STREAK_TOKENS[0]);
    const state = checkedInOn([0, 1, 2, 3, 4, 5, 6, 7]);
    const paid = CHECKIN_STREAK_TOKENS.reduce((sum, tokens) => sum + tokens, 0) + (CHECKIN_STREAK_TOKENS.at(-1) ?? 0);
    expect(state.resources[3]).toBe(paid);
    expect(streakTokens(30)).toBe(CHECKIN_STREAK_TOKENS.at(-1));
    for (let day = 1; day < CHECKIN_STREAK_TOKENS.length; day += 1) expect(streakTokens(day + 1)).toBeGreaterThan(streakTokens(day));
  });

  it('refuses a second check-in the same UTC day, accepts one a millisecond after midnight', () => {
    const state = checkedInOn([0]);
    const endOfDay = (D0 + 1) * DAY - 1;
    expect(reasonOf(applyAction(state, { type: 'checkin' }, at(endOfDay)))).toBe('ALREADY_CHECKED_IN');
    expect(apply(state, { type: 'checkin' }, at(endOfDay + 1)).state.checkin.streak).toBe(2);
  });

  it('treats a never-checked-in record as day 1', () => {
    expect(nextCheckin({ lastDay: null, streak: 0, forgivenDay: null }, D0)).toEqual({ lastDay: D0, streak: 1, forgivenDay: null });
  });
});

describe('streakView', () => {
  it('shows today as the next day of the calendar, with its reward', () => {
    const view = streakView(checkedInOn([0, 1]), T0 + 2 * DAY);
    expect(view.checkedInToday).toBe(false);
    expect(view.streak).toBe(2);
    expect(view.cells.map((cell) => cell.status)).toEqual(['done', 'done', 'today', 'upcoming', 'upcoming', 'upcoming', 'upcoming']);
    expect(view.todayTokens).toBe(CHECKIN_STREAK_TOKENS[2]);
    expect(view.nextDayAt).toBe((D0 + 3) * DAY);
  });

  it('shows a broken streak as 0 with day 1 today', () => {
    const view = streakView(checkedInOn([0, 1]), T0 + 4 * DAY);
    expect(view.streak).toBe(0);
    expect(view.cells[0]?.status).toBe('today');
    expect(view.todayTokens).toBe(CHECKIN_STREAK_TOKENS[0]);
  });

  it('marks the day after a forgiven one, before and after the check-in', () => {
    const before = streakView(checkedInOn([0, 1]), T0 + 3 * DAY);
    expect(before.streak).toBe(2);
    expect(before.cells.map((cell) => cell.forgivenBefore)).toEqual([false, false, true, false, false, false, false]);
    const after = streakView(checkedInOn([0, 1, 3, 4]), T0 + 4 * DAY);
    expect(after.checkedInToday).toBe(true);
    expect(after.streak).toBe(4);
    expect(after.cells.filter((cell) => cell.forgivenBefore).map((cell) => cell.streakDay)).toEqual([3]);
    expect(after.forgiveReady).toBe(false);
    expect(streakView(checkedInOn([0, 1, 3, 4]), T0 + 9 * DAY).forgiveReady).toBe(true);
  });

  it('slides the calendar past day 7 so today stays on it', () => {
    const view = streakView(checkedInOn([0, 1, 2, 3, 4, 5, 6, 7, 8]), T0 + 9 * DAY);
    expect(view.cells.map((cell) => cell.streakDay)).toEqual([4, 5, 6, 7, 8, 9, 10]);
    expect(view.cells.at(-1)?.status).toBe('today');
    expect(view.todayTokens).toBe(CHECKIN_STREAK_TOKENS.at(-1));
  });
});
