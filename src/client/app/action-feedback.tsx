import { useCallback, useEffect, useRef } from 'react';
import type { Grant } from '#domain/catalog-types';
import type { DataEvents } from '../data/index.ts';
import { useDataClient } from '../data/index.ts';
import { feedback } from '../platform/feedback.ts';
import { useAmountFormat } from '../ui/amount.ts';
import { TractorIcon } from '../ui/icons/boost-icons.tsx';
import { celebrate, flyToBalance } from '../ui/motion/motion.ts';
import { GrantChips } from '../ui/reward-chip.tsx';
import { toast } from '../ui/toast.ts';
import type { EarlyFeedback } from './early-feedback.ts';

/** The button the player pressed last: where an action's motion starts. */
function useLastPressed(): () => DOMRect | null {
  const last = useRef<Element | null>(null);
  useEffect(() => {
    const onDown = (event: PointerEvent) => {
      last.current = event.target instanceof Element ? (event.target.closest('button, a') ?? event.target) : null;
    };
    document.addEventListener('pointerdown', onDown, { capture: true, passive: true });
    return () => {
      document.removeEventListener('pointerdown', onDown, { capture: true });
    };
  }, []);
  return useCallback(() => (last.current?.isConnected ? last.current.getBoundingClientRect() : null), []);
}

/**
 * Makes the screens' actions felt and seen, in one place (the data layer announces them, see
 * data/hooks/game-action.ts): the sound and haptic of the moment, or of the refusal; resources
 * collected fly into their balance, a purchase or a level gained sparks, and anything else granted
 * is toasted (the tractor's toast carries the tractor).
 */
export function ActionFeedback({ early }: { early?: EarlyFeedback | undefined }) {
  const format = useAmountFormat();
  const lastPressed = useLastPressed();
  const events = useDataClient()?.events;
  useEffect(() => {
    if (!events) return undefined;
    const onPerformed = ({ type, applied, moment, granted, announce }: DataEvents['action-performed']) => {
      feedback(applied ? moment : 'refused');
      if (!applied) return;
      const from = lastPressed();
      if (from && (moment === 'buy' || moment === 'upgrade')) celebrate(from);
      const resources = granted.filter((grant): grant is Extract<Grant, { type: 'resource' }> => grant.type === 'resource');
      if (from) for (const grant of resources) flyToBalance(from, grant.resource, grant.season, `+${format.amount(grant.amount)}`);
      // A harvest is seen flying into its balance; what else the screen announces is toasted.
      if (!announce || granted.length === 0 || (moment === 'collect' && resources.length === granted.length)) return;
      toast.success(<GrantChips grants={granted} icon={type === 'event-trigger' ? <TractorIcon size={22} /> : undefined} />);
    };
    // A prize the server drew while no screen waited for it (a spin or a card made before a
    // reload, or on a screen since left): shown here, once (data/store/answers.ts).
    const onPrize = ({ result }: DataEvents['prize-arrived']) => {
      if (result.granted.length === 0) return;
      feedback('reward');
      toast.success(<GrantChips grants={result.granted} />);
    };
    // What came while this code loaded first, then what comes (in one turn: nothing falls between).
    for (const kept of early?.take() ?? []) {
      if (kept.name === 'action-performed') onPerformed(kept.event);
      else onPrize(kept.event);
    }
    events.on('action-performed', onPerformed);
    events.on('prize-arrived', onPrize);
    return () => {
      events.off('action-performed', onPerformed);
      events.off('prize-arrived', onPrize);
    };
  }, [events, format, lastPressed, early]);
  return null;
}
