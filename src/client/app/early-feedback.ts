/**
 * What the data layer announced before the action feedback's code came (it loads after the first
 * paint, `app.tsx`): kept for it, so a tap made while it loads is still felt and its prize toasted.
 */
import type { DataClient, DataEvents } from '../data/index.ts';

export type Announced =
  { name: 'action-performed'; event: DataEvents['action-performed'] } | { name: 'prize-arrived'; event: DataEvents['prize-arrived'] };

export interface EarlyFeedback {
  /** What was announced so far; keeps nothing more after (the feedback listens itself from then). */
  take(): Announced[];
}

export function keepEarlyFeedback(events: DataClient['events']): EarlyFeedback {
  const kept: Announced[] = [];
  const onAction = (event: DataEvents['action-performed']) => kept.push({ name: 'action-performed', event });
  const onPrize = (event: DataEvents['prize-arrived']) => kept.push({ name: 'prize-arrived', event });
  events.on('action-performed', onAction);
  events.on('prize-arrived', onPrize);
  return {
    take: () => {
      events.off('action-performed', onAction);
      events.off('prize-arrived', onPrize);
      return kept.splice(0);
    },
  };
}
