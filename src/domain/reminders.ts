/**
 * When the bot reminds a player who is away, and about what (docs/operations.md, "Reminders from
 * the bot"): the server runs these rules on its own clock and the stored state, never on what a
 * client says. One reminder at most per 24 hours, never in the player's night.
 */
import { nextCheckin } from './streak.ts';
import { isStorageFull } from './advance.ts';
import { OFFLINE_CAP_MS } from './catalog.ts';
import type { PlayerState } from './player.ts';
import { DAY, HOUR, utcDay } from './time.ts';

/** What a reminder is about, most urgent first. */
export const REMINDER_TOPICS = ['streak', 'event', 'storage', 'spin'] as const;
export type ReminderTopic = (typeof REMINDER_TOPICS)[number];

/** A player seen more recently than this is not reminded of anything. */
export const REMINDER_MIN_AWAY_MS = OFFLINE_CAP_MS;
/** The streak reminder comes in the last hours of the UTC day whose check-in keeps the streak. */
export const STREAK_WARNING_MS = 12 * HOUR;
/** An event is news for this long after it starts. */
export const EVENT_NEWS_MS = DAY;
/** A player away with nothing to be reminded of (in their day) is looked at again this much later. */
export const REMINDER_RECHECK_MS = HOUR;
/** The local hour a player's activity is taken to be centred on (their waking day is about 07:00–23:00). */
export const ACTIVITY_CENTRE_HOUR = 15;
/** Reminders go out only from this local hour (inclusive) ... */
export const DAY_STARTS_HOUR = 9;
/** ... to this one (exclusive). */
export const DAY_ENDS_HOUR = 21;

/** The hour counts of a player's logins, by UTC hour (24 numbers). */
export type ActivityHours = readonly number[];

/**
 * The player's estimated offset from UTC, in whole hours (-11..12): the circular mean of the UTC
 * hours they logged in at is taken to be ACTIVITY_CENTRE_HOUR in their zone. 0 with no activity.
 */
export function estimatedOffsetHours(hours: ActivityHours): number {
  let x = 0;
  let y = 0;
  hours.forEach((count, hour) => {
    const angle = (hour / 24) * 2 * Math.PI;
    x += count * Math.cos(angle);
    y += count * Math.sin(angle);
  });
  if (Math.hypot(x, y) < 1e-9) return 0;
  const meanUtcHour = ((((Math.atan2(y, x) / (2 * Math.PI)) * 24) % 24) + 24) % 24;
  const offset = Math.round(ACTIVITY_CENTRE_HOUR - meanUtcHour);
  return ((((offset + 11) % 24) + 24) % 24) - 11;
}

/** The player's local hour (0-23) at `now` for a zone `offsetHours` from UTC. */
export function localHour(now: number, offsetHours: number): number {
  return Math.floor((now + offsetHours * HOUR) / HOUR) % 24;
}

/** True while it is day where the player is: reminders may go out. */
export function isDaytime(now: number, offsetHours: number): boolean {
  const hour = localHour(now, offsetHours);
  return hour >= DAY_STARTS_HOUR && hour < DAY_ENDS_HOUR;
}

/** True when today's (UTC) check-in is the last that keeps a streak of two days or more. */
export function streakAtRisk(state: PlayerState, now: number): boolean {
  const record = state.checkin;
  const today = utcDay(now);
  if (record.lastDay === today || record.streak < 2) return false;
  const keptToday = nextCheckin(record, today).streak > 1;
  const keptTomorrow = nextCheckin(record, today + 1).streak > 1;
  return keptToday && !keptTomorrow && (today + 1) * DAY - now <= STREAK_WARNING_MS;
}

/** What a free spin's reminder needs: one became ready after the player left. */
function freeSpinReady(state: PlayerState, now: number): boolean {
  const at = state.nextFreeSpinAt;
  return at !== null && at > state.lastSeen && at <= now;
}

export interface ReminderFacts {
  /** When the running event started (ms), or null when none runs. */
  eventStartedAt: number | null;
}

/**
 * The most urgent thing to remind the player of at `now`, or null: nothing while they were seen
 * in the last REMINDER_MIN_AWAY_MS. Night and the daily limit are the caller's (`isDaytime`, the
 * queue's last reminder).
 */
export function reminderTopic(state: PlayerState, now: number, facts: ReminderFacts): ReminderTopic | null {
  if (now - state.lastSeen < REMINDER_MIN_AWAY_MS) return null;
  const due: Record<ReminderTopic, boolean> = {
    streak: streakAtRisk(state, now),
    event: facts.eventStartedAt !== null && facts.eventStartedAt > state.lastSeen && now - facts.eventStartedAt < EVENT_NEWS_MS,
    storage: isStorageFull(state, now),
    spin: freeSpinReady(state, now),
  };
  return REMINDER_TOPICS.find((topic) => due[topic]) ?? null;
}

/** The start of the player's next day (their local DAY_STARTS_HOUR) after `now`. */
export function nextDaytime(now: number, offsetHours: number): number {
  const offset = offsetHours * HOUR;
  const start = Math.floor((now + offset) / DAY) * DAY + DAY_STARTS_HOUR * HOUR - offset;
  return start > now ? start : start + DAY;
}

/** What the reminder pass found when it looked at a player. */
export interface ReminderLook {
  /** The player's state, or null when there is nobody to remind (no farm, banned). */
  state: PlayerState | null;
  offsetHours: number;
  /** When the player's last reminder was queued, or null. */
  lastReminderAt: number | null;
  /** Whether the pass queued a reminder now. */
  reminded: boolean;
}

/**
 * When the reminder pass looks at a player again after looking at `now` (always later than `now`),
 * so that a pass reads only the players who may be due, never every player (docs/scaling.md):
 * a day after their last reminder, when they have been away long enough, at the start of their
 * day, or, away in their day with nothing to tell, REMINDER_RECHECK_MS later.
 */
export function nextReminderLook(look: ReminderLook, now: number): number {
  const { state, lastReminderAt } = look;
  if (look.reminded || state === null) return now + DAY;
  if (lastReminderAt !== null && now - lastReminderAt < DAY) return lastReminderAt + DAY;
  if (now - state.lastSeen < REMINDER_MIN_AWAY_MS) return state.lastSeen + REMINDER_MIN_AWAY_MS;
  if (!isDaytime(now, look.offsetHours)) return nextDaytime(now, look.offsetHours);
  return now + REMINDER_RECHECK_MS;
}
