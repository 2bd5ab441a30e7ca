/**
 * The one reason → message map of the client (architecture, "Conventions"): every refusal code of
 * the rules, the client's own refusals and the HTTP layer's reasons a player can meet, as Lingui
 * descriptors; and the request layer's English catalogue texts, looked up by their English text.
 * The toast of a refused action, a failed request or a refused card all go through here.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Reason } from '#domain/result';

/** The rules' refusals (their English text is `#protocol/reasons`, word for word). */
export const REASON_DESCRIPTORS: Readonly<Record<Reason, MessageDescriptor>> = {
  NOT_ENOUGH_RESOURCES: msg`Not enough resources`,
  UNKNOWN_PRODUCER: msg`Unknown producer`,
  ALREADY_OWNED: msg`Producer already owned`,
  NOT_OWNED: msg`Producer not owned`,
  CYCLE_RUNNING: msg`A cycle is already running`,
  CYCLE_NOT_READY: msg`The cycle is not finished yet`,
  NO_CYCLE: msg`No cycle is running`,
  MAX_LEVEL: msg`Producer is at the highest level`,
  CONTINUOUS: msg`Producer runs by itself`,
  NO_SPINS: msg`No spins left`,
  NO_BOOST: msg`No boost left`,
  UNKNOWN_BOOST: msg`Unknown boost`,
  NEEDS_PRODUCER: msg`This boost needs a producer`,
  NO_WATER: msg`No water left`,
  QUEST_UNKNOWN: msg`Unknown quest`,
  QUEST_UNAVAILABLE: msg`Quest not available`,
  QUEST_TAKEN: msg`Quest already taken`,
  QUEST_NOT_TAKEN: msg`Quest not taken`,
  QUEST_NOT_MET: msg`Quest not completed yet`,
  EVENT_UNKNOWN: msg`Unknown event`,
  EVENT_NOT_READY: msg`Event not ready yet`,
  EVENT_LIMIT: msg`Event limit reached for today`,
  CARD_UNKNOWN: msg`Unknown card`,
  AD_NOT_WATCHED: msg`Watch the whole ad to get the card.`,
  COOLDOWN: msg`Not available yet`,
  DAILY_LIMIT: msg`Daily limit reached`,
  PRODUCT_UNKNOWN: msg`Unknown product`,
  PRODUCT_EXPIRED: msg`Offer expired`,
  ALREADY_PURCHASED: msg`Already purchased`,
  ALREADY_CHECKED_IN: msg`Already checked in today`,
  CHALLENGE_NOT_MET: msg`The daily challenge is not done yet`,
  CHALLENGE_CLAIMED: msg`Today's challenge reward is already claimed`,
  PRESTIGE_LOCKED: msg`Selling the farm is not available yet: own the last producer first`,
  NO_EVENT_SEASON: msg`No event is running`,
  LADDER_UNKNOWN: msg`Unknown reward step`,
  LADDER_NOT_REACHED: msg`This reward step is not reached yet`,
  LADDER_CLAIMED: msg`This reward step is already claimed`,
  INVALID_ACTION: msg`Invalid action`,
};

/** Refusals of the client itself and reasons of the HTTP layer a player can meet. */
const OTHER_REASONS: Readonly<Record<string, MessageDescriptor>> = {
  NO_SNAPSHOT: msg`The farm is still loading`,
  STORAGE_ERROR: msg`This device could not save your move. Please try again.`,
  RATE_LIMITED: msg`Slow down a little, farmer! Try again in a moment.`,
  NO_ACTIVE_SEASON: msg`No active season found. Please wait for the next season to start.`,
  NO_ACTIVE_EVENT: msg`No event is running`,
  DATABASE_UNAVAILABLE: msg`Service is currently unavailable. Please try again later.`,
  FORBIDDEN: msg`403 Error: Forbidden`,
  BANNED: msg`This account has been suspended by the game's operators.`,
  AD_UNAVAILABLE: msg`No ad is available right now. Try again later.`,
  AD_SKIPPED: msg`Watch the whole ad to get the card.`,
};

/** The request layer's catalogue (docs/product.md, section 8), by its English text. */
const ENGLISH_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  'Request timed out': msg`Request timed out`,
  '403 Error: Forbidden': msg`403 Error: Forbidden`,
  'Service is currently unavailable. Please try again later.': msg`Service is currently unavailable. Please try again later.`,
  'Response is undefined or empty': msg`Response is undefined or empty`,
  'No active season found. Please wait for the next season to start.': msg`No active season found. Please wait for the next season to start.`,
  'Network request failed': msg`Network request failed`,
  'Storage is full': msg`Storage is full`,
};

/** Under a ban's reason, where the error screen would say something went wrong: nothing did. */
const BANNED_HINT = msg`If you think this is a mistake, write to us in our channel.`;

export function bannedHint(i18n: I18n): string {
  return i18n._(BANNED_HINT);
}

/** Shown when nothing better is known. */
const FALLBACK = msg`Something went wrong. Please try again.`;

/** The descriptor of a reason code, or undefined for a code the client does not know. */
export function reasonMessage(reason: string | undefined): MessageDescriptor | undefined {
  if (reason === undefined) return undefined;
  return (REASON_DESCRIPTORS as Readonly<Record<string, MessageDescriptor>>)[reason] ?? OTHER_REASONS[reason];
}

/** The descriptor of one of the request layer's English texts, or undefined. */
export function englishMessage(text: string): MessageDescriptor | undefined {
  return ENGLISH_MESSAGES[text];
}

/**
 * What to tell the player about a failure: the reason's translation when the reason is known,
 * else the translation of a known English text, else the generic "service unavailable" for
 * anything about the database, else the text as it came (or a generic line when empty).
 */
export function failureText(i18n: I18n, failure: { reason?: string | undefined; message?: string | undefined }): string {
  const byReason = reasonMessage(failure.reason);
  if (byReason) return i18n._(byReason);
  const message = failure.message ?? '';
  const byText = englishMessage(message);
  if (byText) return i18n._(byText);
  if (message.toLowerCase().includes('database'))
    return i18n._(ENGLISH_MESSAGES['Service is currently unavailable. Please try again later.'] ?? FALLBACK);
  return message === '' ? i18n._(FALLBACK) : message;
}
