/**
 * The game's feedback vocabulary: one call per moment of play gives its sound and its haptic,
 * so every screen feels the same (a harvest always thumps, a refusal always buzzes). The sound
 * and vibration settings are applied by the platform modules.
 */
import { playEffect } from './audio/sound.ts';
import { hapticImpact, hapticNotification, hapticSelection } from './haptics.ts';

/** A moment of play that deserves feedback. */
export type FeedbackMoment =
  /** A plain button press (start a cycle, open a sheet). */
  | 'tap'
  /** A choice among options (a tab, a toggle). */
  | 'select'
  /** Resources collected. */
  | 'collect'
  /** Something bought. */
  | 'buy'
  /** A level gained. */
  | 'upgrade'
  /** The wheel starts turning. */
  | 'spin'
  /** A reward granted (a quest, a card, the tractor, a spin's prize). */
  | 'reward'
  /** The game said no: the app's toast of the refusal brings the error haptic, this the sound. */
  | 'refused'
  /** Something did not happen that the player may try again (an ad closed early). */
  | 'warning';

/** Plays the sound and the haptic of `moment`. */
export function feedback(moment: FeedbackMoment): void {
  switch (moment) {
    case 'tap':
      hapticImpact('light');
      playEffect('tap');
      return;
    case 'select':
      hapticSelection();
      playEffect('tap');
      return;
    case 'collect':
      hapticImpact('heavy');
      playEffect('collect');
      return;
    case 'buy':
      hapticImpact('medium');
      playEffect('buy');
      return;
    case 'upgrade':
      hapticNotification('success');
      playEffect('upgrade');
      return;
    case 'spin':
      hapticImpact('rigid');
      playEffect('spin');
      return;
    case 'reward':
      hapticNotification('success');
      playEffect('reward');
      return;
    case 'refused':
      playEffect('error');
      return;
    case 'warning':
      hapticNotification('warning');
      playEffect('error');
      return;
  }
}
