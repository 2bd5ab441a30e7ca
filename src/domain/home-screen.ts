/**
 * When the game offers to add itself to the home screen (docs/operations.md, "In the Mini App"):
 * once the player's second day is over, that is from the third UTC day counted from the farm's
 * creation. The offer is made once; a no is never asked again (the client keeps that).
 */
import { utcDay } from './time.ts';

/** The UTC days that pass after the day of creation before the offer: day 0 and day 1 are the first two. */
export const HOME_SCREEN_OFFER_AFTER_DAYS = 2;

/** True when the home-screen offer is due for a farm created at `createdAt` (ms) at `now` (ms). */
export function homeScreenOfferDue(createdAt: number, now: number): boolean {
  return utcDay(now) - utcDay(createdAt) >= HOME_SCREEN_OFFER_AFTER_DAYS;
}
