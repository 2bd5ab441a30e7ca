/**
 * What the player is told when the server refused a move the outbox had queued: the move the
 * screen had already shown is undone, so say which one and why ("Undone: your upgrade. Not enough
 * resources").
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ActionType } from '#domain/actions';
import { failureText } from './reasons.ts';

/** Each move, as the player would name it. */
const MOVES: Readonly<Record<ActionType, MessageDescriptor>> = {
  'quest-take': msg`taking a quest`,
  'quest-claim': msg`a quest reward`,
  'producer-buy': msg`buying a producer`,
  'producer-start': msg`starting a cycle`,
  'producer-collect': msg`collecting a harvest`,
  'producer-upgrade': msg`an upgrade`,
  'boost-use': msg`using a boost`,
  'water-toggle': msg`turning the water`,
  spin: msg`a spin`,
  'event-trigger': msg`the tractor`,
  'card-turn': msg`turning a card`,
  'ad-card-claim': msg`an ad card`,
  'limited-product-buy': msg`a shop purchase`,
  checkin: msg`the daily check-in`,
  'challenge-claim': msg`the daily challenge reward`,
  prestige: msg`selling the farm`,
  'event-ladder-claim': msg`an event reward`,
};

/** "Undone: an upgrade. Not enough resources", translated; an unknown move reads as a move. */
export function undoneText(i18n: I18n, refusal: { type: string; reason: string }): string {
  const descriptor = (MOVES as Readonly<Record<string, MessageDescriptor | undefined>>)[refusal.type] ?? msg`a move`;
  const move = i18n._(descriptor);
  const why = failureText(i18n, { reason: refusal.reason });
  return i18n._(msg`Undone: ${move}. ${why}`);
}
