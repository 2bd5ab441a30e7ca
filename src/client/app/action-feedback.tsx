import { useEffect } from 'react';
import type { DataEvents } from '../data/index.ts';
import { maybeDataClient } from '../data/index.ts';
import { feedback } from '../platform/feedback.ts';
import { TractorIcon } from '../ui/icons/index.ts';
import { GrantChips } from '../ui/reward-chip.tsx';
import { toast } from '../ui/toast.ts';

/**
 * Makes the screens' actions felt and seen, in one place (the data layer announces them, see
 * data/hooks/game-action.ts): the sound and haptic of the moment, or of the refusal, and a toast of
 * what the action granted. The tractor's toast carries the tractor.
 */
export function ActionFeedback() {
  useEffect(() => {
    const events = maybeDataClient()?.events;
    if (!events) return undefined;
    const onPerformed = ({ type, applied, moment, granted }: DataEvents['action-performed']) => {
      feedback(applied ? moment : 'refused');
      if (granted.length === 0) return;
      toast.success(<GrantChips grants={granted} icon={type === 'event-trigger' ? <TractorIcon size={22} /> : undefined} />);
    };
    events.on('action-performed', onPerformed);
    return () => {
      events.off('action-performed', onPerformed);
    };
  }, []);
  return null;
}
