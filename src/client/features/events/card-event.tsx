import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { CARD_COUNT } from '#domain/catalog';
import type { Grant } from '#domain/catalog-types';
import { gameUserEvents } from '#domain/events';
import type { PlayerState } from '#domain/player';
import { serverResult, useCatalog, useDataClient, useGameAction } from '../../data/index.ts';
import { failureText } from '../../i18n/reasons.ts';
import { Card } from '../../ui/card.tsx';
import { Countdown } from '../../ui/countdown.tsx';
import { feedback } from '../../platform/index.ts';
import { GrantChip } from '../../ui/reward-chip.tsx';
import styles from './events.module.css';

/** The card the player turned and, once the server has drawn it, what it gave and what the others held. */
interface Turned {
  card: number;
  granted: Grant[] | null;
  unpicked: Grant[];
  failed: string | null;
}

/** How long the turned card's flip takes before the other two turn, ms (events.module.css). */
const FLIP_MS = 650;

/** The other cards turn once the picked one has (at once when the player asks for reduced motion). */
function useOthersShown(turned: Turned | null): boolean {
  const [shown, setShown] = useState(false);
  const ready = turned !== null && turned.granted !== null && turned.unpicked.length > 0;
  useEffect(() => {
    if (!ready) return undefined;
    const reduced = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const timer = setTimeout(
      () => {
        setShown(true);
      },
      reduced ? 0 : FLIP_MS,
    );
    return () => {
      clearTimeout(timer);
    };
  }, [ready]);
  return ready && shown;
}

/** The prize under a card not turned: position `card` among the others, in card order. */
function unpickedAt(turned: Turned, card: number): Grant | undefined {
  return turned.unpicked[card < turned.card ? card : card - 1];
}

/** The card event: three face-down cards every 4 hours (6 a day); turn one, the server draws its prize. */
export function CardEvent({ view, now }: { view: PlayerState; now: number }) {
  const { t, i18n } = useLingui();
  const perform = useGameAction();
  const client = useDataClient();
  const [turned, setTurned] = useState<Turned | null>(null);
  const catalog = useCatalog();
  const event = gameUserEvents(catalog, view, now).find((entry) => entry.event_id.type === 'CARD');
  const next = event?.next_trigger ?? null;
  const available = next !== null && next <= now;
  const limit = catalog.events.CARD.triggerLimit;
  const used = event?.triggerCount ?? 0;
  const othersShown = useOthersShown(turned);

  const turn = async (card: number) => {
    const outcome = await perform({ type: 'card-turn', card }, { moment: 'tap' });
    if (!outcome.ok || client === undefined) return;
    setTurned({ card, granted: null, unpicked: [], failed: null });
    const server = await serverResult(client, outcome.value.key, { type: 'card-turn', card }, 'main');
    if (server.ok) {
      feedback('reward');
      setTurned({ card, granted: server.result.granted, unpicked: server.result.unpicked, failed: null });
    } else {
      feedback('refused');
      const text =
        server.reason === 'PENDING'
          ? t`Offline: your card is turned as soon as you are back.`
          : failureText(i18n, { reason: server.reason });
      setTurned({ card, granted: null, unpicked: [], failed: text });
    }
  };

  return (
    <Card heading={t`Lucky cards`} data-testid="card-event">
      {available ? <p className={styles.lead}>{t`Pick one card. What is under it?`}</p> : null}
      <div className={styles.cards}>
        {Array.from({ length: CARD_COUNT }, (_, card) => {
          const isTurned = turned?.card === card;
          const other = turned !== null && !isTurned && othersShown ? unpickedAt(turned, card) : undefined;
          const position = card + 1;
          return (
            <button
              key={card}
              type="button"
              className={[
                styles.playCard,
                isTurned || other !== undefined ? styles.flipped : '',
                other === undefined ? '' : styles.unpicked,
                !available && !isTurned && other === undefined ? styles.resting : '',
              ].join(' ')}
              disabled={!available || turned !== null}
              onClick={() => void turn(card)}
              aria-label={t`Card ${position}`}
              data-testid={`card-${card}`}
            >
              <span className={styles.cardInner}>
                <span className={styles.cardBack} aria-hidden="true">
                  ?
                </span>
                <span className={styles.cardFace} data-testid={isTurned ? 'card-prize' : other === undefined ? undefined : 'card-unpicked'}>
                  {isTurned && turned.granted ? turned.granted.map((grant, index) => <GrantChip key={index} grant={grant} />) : null}
                  {isTurned && turned.granted === null && turned.failed === null ? <span className={styles.drawing}>…</span> : null}
                  {isTurned && turned.failed !== null ? <span className={styles.cardFailed}>{turned.failed}</span> : null}
                  {other === undefined ? null : (
                    <>
                      <GrantChip grant={other} />
                      <span className={styles.unpickedLabel}>{t`Not picked`}</span>
                    </>
                  )}
                </span>
              </span>
            </button>
          );
        })}
      </div>
      <dl className={styles.cardStatus}>
        <div>
          <dt>{t`Turned today`}</dt>
          <dd data-testid="card-count">{t`${used} of ${limit}`}</dd>
        </div>
        {available ? null : (
          <div data-testid="card-next">
            <dt>{t`Next card`}</dt>
            <dd>{next === null ? t`Tomorrow` : <Countdown to={next} now={now} />}</dd>
          </div>
        )}
      </dl>
    </Card>
  );
}
