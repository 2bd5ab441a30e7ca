import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { CARD_COUNT } from '#domain/catalog';
import type { Grant } from '#domain/catalog-types';
import { gameUserEvents } from '#domain/events';
import type { PlayerState } from '#domain/player';
import { serverResult, useCatalog, useGameAction } from '../../data/index.ts';
import { failureText } from '../../i18n/reasons.ts';
import { Card } from '../../ui/card.tsx';
import { Countdown } from '../../ui/countdown.tsx';
import { feedback } from '../../platform/index.ts';
import { GrantChip } from '../../ui/reward-chip.tsx';
import styles from './events.module.css';

/** The card the player turned and, once the server has drawn it, what it gave. */
interface Turned {
  card: number;
  granted: Grant[] | null;
  failed: string | null;
}

/** The card event: three face-down cards every 4 hours (6 a day); turn one, the server draws its prize. */
export function CardEvent({ view, now }: { view: PlayerState; now: number }) {
  const { t, i18n } = useLingui();
  const perform = useGameAction();
  const [turned, setTurned] = useState<Turned | null>(null);
  const catalog = useCatalog();
  const event = gameUserEvents(catalog, view, now).find((entry) => entry.event_id.type === 'CARD');
  const next = event?.next_trigger ?? null;
  const available = next !== null && next <= now;
  const limit = catalog.events.CARD.triggerLimit;
  const used = event?.triggerCount ?? 0;

  const turn = async (card: number) => {
    const outcome = await perform({ type: 'card-turn', card }, { moment: 'tap' });
    if (!outcome.ok) return;
    setTurned({ card, granted: null, failed: null });
    const server = await serverResult(outcome.value.key, { type: 'card-turn', card }, 'main');
    if (server.ok) {
      feedback('reward');
      setTurned({ card, granted: server.result.granted, failed: null });
    } else {
      feedback('refused');
      const text =
        server.reason === 'PENDING'
          ? t`Offline: your card is turned as soon as you are back.`
          : failureText(i18n, { reason: server.reason });
      setTurned({ card, granted: null, failed: text });
    }
  };

  return (
    <Card heading={t`Lucky cards`} data-testid="card-event">
      <p className={styles.lead}>{available ? t`Pick one card. What is under it?` : t`Cards today: ${used} of ${limit}`}</p>
      <div className={styles.cards}>
        {Array.from({ length: CARD_COUNT }, (_, card) => {
          const isTurned = turned?.card === card;
          const position = card + 1;
          return (
            <button
              key={card}
              type="button"
              className={[styles.playCard, isTurned ? styles.flipped : '', !available && !isTurned ? styles.resting : ''].join(' ')}
              disabled={!available || turned !== null}
              onClick={() => void turn(card)}
              aria-label={t`Card ${position}`}
              data-testid={`card-${card}`}
            >
              <span className={styles.cardInner}>
                <span className={styles.cardBack} aria-hidden="true">
                  ?
                </span>
                <span className={styles.cardFace} data-testid={isTurned ? 'card-prize' : undefined}>
                  {isTurned && turned.granted ? turned.granted.map((grant, index) => <GrantChip key={index} grant={grant} />) : null}
                  {isTurned && turned.granted === null && turned.failed === null ? <span className={styles.drawing}>…</span> : null}
                  {isTurned && turned.failed !== null ? <span className={styles.cardFailed}>{turned.failed}</span> : null}
                </span>
              </span>
            </button>
          );
        })}
      </div>
      {!available ? (
        <p className={styles.next} data-testid="card-next">
          {next === null ? (
            t`No more cards today. Come back tomorrow!`
          ) : (
            <>
              {t`New cards in`} <Countdown to={next} now={now} />
            </>
          )}
        </p>
      ) : null}
    </Card>
  );
}
