import { describe, expect, it } from 'vitest';
import { OFFLINE_CAP_MS } from './catalog.ts';
import {
  estimatedOffsetHours,
  isDaytime,
  localHour,
  nextDaytime,
  nextReminderLook,
  REMINDER_RECHECK_MS,
  reminderTopic,
  streakAtRisk,
} from './reminders.ts';
import { T0 } from './testing/arbitraries.ts';
import { player } from './testing/fixtures.ts';
import { DAY, HOUR, utcDay } from './time.ts';

/** Midnight UTC of T0's day. */
const D0 = utcDay(T0) * DAY;
const NO_EVENT = { eventStartedAt: null };

function hoursAt(...utcHours: number[]): number[] {
  const counts = Array.from({ length: 24 }, () => 0);
  for (const hour of utcHours) counts[hour] = (counts[hour] ?? 0) + 1;
  return counts;
}

describe('the player’s time zone, from their activity', () => {
  it('takes the mean hour of their logins as 15:00 where they are', () => {
    expect(estimatedOffsetHours(hoursAt(15, 15, 15))).toBe(0);
    // Logins around 12:00 UTC: three hours ahead (Moscow).
    expect(estimatedOffsetHours(hoursAt(11, 12, 13))).toBe(3);
    // Logins around 20:00 UTC: five hours behind (New York in winter).
    expect(estimatedOffsetHours(hoursAt(19, 20, 21))).toBe(-5);
    // Around midnight UTC (wrapping): the mean is 0h, so +15 wraps to -9.
    expect(estimatedOffsetHours(hoursAt(23, 0, 1))).toBe(-9);
    expect(estimatedOffsetHours(hoursAt())).toBe(0);
  });

  it('sends only between 09:00 and 21:00 local time', () => {
    expect(localHour(D0 + 22 * HOUR, 3)).toBe(1);
    expect(isDaytime(D0 + 8 * HOUR, 0)).toBe(false);
    expect(isDaytime(D0 + 9 * HOUR, 0)).toBe(true);
    expect(isDaytime(D0 + 20 * HOUR, 0)).toBe(true);
    expect(isDaytime(D0 + 21 * HOUR, 0)).toBe(false);
    // 20:00 UTC is 23:00 in Moscow: night there.
    expect(isDaytime(D0 + 20 * HOUR, 3)).toBe(false);
    expect(isDaytime(D0 + 20 * HOUR, -5)).toBe(true);
  });
});

describe('what a reminder is about', () => {
  const day = utcDay(D0);
  const away = (lastSeen: number, overrides = {}) => player({ lastSeen, settledAt: lastSeen, nextFreeSpinAt: null, ...overrides });

  it('says nothing to a player seen in the last three hours', () => {
    const state = away(D0 + 10 * HOUR, { nextFreeSpinAt: D0 + 11 * HOUR });
    expect(reminderTopic(state, D0 + 10 * HOUR + OFFLINE_CAP_MS - 1, NO_EVENT)).toBeNull();
  });

  it('tells a player their storage is full once production stops at the offline cap', () => {
    const state = away(D0 + HOUR);
    expect(reminderTopic(state, D0 + HOUR + OFFLINE_CAP_MS, NO_EVENT)).toBeNull();
    expect(reminderTopic(state, D0 + HOUR + OFFLINE_CAP_MS + 1, NO_EVENT)).toBe('storage');
  });

  it('tells of a free spin that became ready after the player left, before the storage is full', () => {
    const state = away(D0 + HOUR, { nextFreeSpinAt: D0 + 2 * HOUR });
    expect(reminderTopic(state, D0 + HOUR + OFFLINE_CAP_MS, NO_EVENT)).toBe('spin');
    // A spin that was ready while the player was still there is not news.
    expect(reminderTopic(away(D0 + HOUR, { nextFreeSpinAt: D0 }), D0 + HOUR + OFFLINE_CAP_MS, NO_EVENT)).toBeNull();
  });

  it('warns in the last 12 hours of the day whose check-in keeps a streak, before anything else', () => {
    const checkin = { lastDay: day - 1, streak: 4, forgivenDay: day - 3 };
    const state = away(D0 - 2 * HOUR, { checkin });
    expect(streakAtRisk(state, D0 + 11 * HOUR)).toBe(false);
    expect(streakAtRisk(state, D0 + 12 * HOUR)).toBe(true);
    expect(reminderTopic(state, D0 + 13 * HOUR, NO_EVENT)).toBe('streak');
    // Checked in today, or a streak of one day: nothing to lose.
    expect(streakAtRisk(away(D0, { checkin: { ...checkin, lastDay: day } }), D0 + 13 * HOUR)).toBe(false);
    expect(streakAtRisk(away(D0, { checkin: { ...checkin, streak: 1 } }), D0 + 13 * HOUR)).toBe(false);
    // A missed day that can still be forgiven: tomorrow keeps the streak, so today is not the last chance.
    expect(streakAtRisk(away(D0, { checkin: { lastDay: day - 1, streak: 4, forgivenDay: null } }), D0 + 13 * HOUR)).toBe(false);
  });

  it('announces an event that started after the player left, for a day', () => {
    const state = away(D0 + HOUR);
    const now = D0 + 6 * HOUR;
    expect(reminderTopic(state, now, { eventStartedAt: D0 + 2 * HOUR })).toBe('event');
    expect(reminderTopic(state, now, { eventStartedAt: D0 })).toBe('storage');
    expect(reminderTopic(state, D0 + 2 * HOUR + DAY, { eventStartedAt: D0 + 2 * HOUR })).toBe('storage');
  });
});

describe('when the reminder pass looks at a player again', () => {
  const away = (lastSeen: number) => player({ lastSeen, settledAt: lastSeen, nextFreeSpinAt: null });
  const look = (overrides: Partial<Parameters<typeof nextReminderLook>[0]> = {}) => ({
    state: away(D0),
    offsetHours: 0,
    lastReminderAt: null,
    reminded: false,
    ...overrides,
  });

  it('a day after a reminder, whether queued now or earlier', () => {
    const now = D0 + 12 * HOUR;
    expect(nextReminderLook(look({ reminded: true }), now)).toBe(now + DAY);
    expect(nextReminderLook(look({ lastReminderAt: now - 5 * HOUR }), now)).toBe(now - 5 * HOUR + DAY);
  });

  it('when a player seen lately has been away long enough', () => {
    expect(nextReminderLook(look({ state: away(D0 + 11 * HOUR) }), D0 + 12 * HOUR)).toBe(D0 + 11 * HOUR + OFFLINE_CAP_MS);
  });

  it('at the start of their day when it is night where they are; an hour later in their day', () => {
    // 22:00 UTC at UTC+0 is night: their next 09:00.
    expect(nextReminderLook(look(), D0 + 22 * HOUR)).toBe(D0 + DAY + 9 * HOUR);
    // 05:00 UTC at UTC+3 is 08:00: that morning's 09:00, 06:00 UTC.
    expect(nextReminderLook(look({ offsetHours: 3 }), D0 + 5 * HOUR)).toBe(D0 + 6 * HOUR);
    expect(nextReminderLook(look(), D0 + 12 * HOUR)).toBe(D0 + 12 * HOUR + REMINDER_RECHECK_MS);
  });

  it('a day later when there is nobody to remind', () => {
    expect(nextReminderLook(look({ state: null }), D0)).toBe(D0 + DAY);
  });

  it('always after the look, and at a daytime start in the player’s zone', () => {
    for (let offset = -11; offset <= 12; offset++)
      for (let hour = 0; hour < 24; hour += 0.5) {
        const now = D0 + hour * HOUR;
        const start = nextDaytime(now, offset);
        expect(start).toBeGreaterThan(now);
        expect(start - now).toBeLessThanOrEqual(DAY);
        expect(localHour(start, offset)).toBe(9);
        expect(nextReminderLook(look({ offsetHours: offset }), now)).toBeGreaterThan(now);
      }
  });
});
