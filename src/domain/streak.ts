/**
 * The check-in streak and its 7-day calendar (docs/game-design.md, "Daily loop"). A check-in on
 * the UTC day after the last one grows the streak; a gap of exactly one missed UTC day also grows
 * it, once per rolling STREAK_FORGIVE_WINDOW_DAYS (the forgiven day is remembered and shown);
 * any other gap restarts it at day 1.
 */
import { CHECKIN_STREAK_TOKENS, STREAK_CALENDAR_DAYS, STREAK_FORGIVE_WINDOW_DAYS } from './catalog.ts';
import type { PlayerState } from './player.ts';
import { DAY, utcDay } from './time.ts';

/** The stored check-in record. */
export type CheckinRecord = PlayerState['checkin'];

/** What a check-in on UTC day `today` makes of the record (callers refuse a second one the same day). */
export function nextCheckin(record: CheckinRecord, today: number): CheckinRecord {
  const { lastDay, streak, forgivenDay } = record;
  if (lastDay === null || streak <= 0) return { lastDay: today, streak: 1, forgivenDay };
  const gap = today - lastDay;
  if (gap === 1) return { lastDay: today, streak: streak + 1, forgivenDay };
  const missed = today - 1;
  if (gap === 2 && forgiveAllowed(forgivenDay, missed)) return { lastDay: today, streak: streak + 1, forgivenDay: missed };
  return { lastDay: today, streak: 1, forgivenDay };
}

/** True when missed UTC day `missed` may be forgiven: no day was forgiven in the STREAK_FORGIVE_WINDOW_DAYS before it. */
export function forgiveAllowed(forgivenDay: number | null, missed: number): boolean {
  return forgivenDay === null || missed - forgivenDay >= STREAK_FORGIVE_WINDOW_DAYS;
}

/** Whole tokens paid on day `streakDay` (1-based) of a streak; day 7 and later pay day 7's. */
export function streakTokens(streakDay: number): number {
  const table = CHECKIN_STREAK_TOKENS;
  return table[Math.min(Math.max(streakDay, 1), table.length) - 1] ?? 0;
}

/** One day of the calendar. */
export interface StreakCell {
  /** Day of the streak this cell stands for (1-based; above 7 once the streak passes a week). */
  streakDay: number;
  /** Whole tokens its check-in pays. */
  tokens: number;
  /** done: checked in; today: today's check-in, still to do; upcoming: a later day. */
  status: 'done' | 'today' | 'upcoming';
  /** The UTC day before this one was missed and forgiven (or, for today's cell, will be). */
  forgivenBefore: boolean;
}

/** What the check-in calendar shows at `now`. */
export interface StreakView {
  /** The streak as it stands now (0 when it is broken and today's check-in would restart it). */
  streak: number;
  checkedInToday: boolean;
  /** Seven consecutive streak days, the one of today among them. */
  cells: StreakCell[];
  /** Whole tokens today's check-in pays (0 once checked in). */
  todayTokens: number;
  /** True while a missed day could be forgiven (no forgiveness in the last 7 days). */
  forgiveReady: boolean;
  /** The last UTC day forgiven, or null. */
  forgivenDay: number | null;
  /** When today's check-in is no longer possible and tomorrow's begins, ms (next 00:00 UTC). */
  nextDayAt: number;
}

/** The streak day that sits right after the forgiven day, if that day belongs to the running streak. */
function forgivenStreakDay(record: CheckinRecord): number | null {
  const { lastDay, streak, forgivenDay } = record;
  if (lastDay === null || forgivenDay === null || forgivenDay >= lastDay) return null;
  const day = streak - (lastDay - forgivenDay - 1);
  return day >= 2 ? day : null;
}

/** The calendar the check-in card shows at `now` (ms): the one rule the screen renders. */
export function streakView(state: PlayerState, now: number): StreakView {
  const today = utcDay(now);
  const record = state.checkin;
  const checkedInToday = record.lastDay === today;
  const next = checkedInToday ? record : nextCheckin(record, today);
  const current = next.streak;
  const start = Math.max(1, current - (STREAK_CALENDAR_DAYS - 1));
  const forgivenAt = forgivenStreakDay(next);
  const cells: StreakCell[] = Array.from({ length: STREAK_CALENDAR_DAYS }, (_, index) => {
    const streakDay = start + index;
    const status = streakDay < current || (streakDay === current && checkedInToday) ? 'done' : streakDay === current ? 'today' : 'upcoming';
    return { streakDay, tokens: streakTokens(streakDay), status, forgivenBefore: streakDay === forgivenAt };
  });
  return {
    streak: checkedInToday ? current : current - 1,
    checkedInToday,
    cells,
    todayTokens: checkedInToday ? 0 : streakTokens(current),
    forgiveReady: forgiveAllowed(record.forgivenDay, today),
    forgivenDay: record.forgivenDay,
    nextDayAt: (today + 1) * DAY,
  };
}
