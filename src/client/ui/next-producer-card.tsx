import { useLingui } from '@lingui/react/macro';
import { shortfall, type Resources } from '#domain/resources';
import { Button } from './button.tsx';
import { useDurationText } from './countdown.tsx';
import { CostList } from './cost-list.tsx';
import { ProducerIcon } from './producer-icon.tsx';
import { useProducerName } from './producer-name.ts';
import styles from './next-producer-card.module.css';

/** What the card needs of the next producer (the game-user answer's `nextProducer` fits). */
export interface NextProducerInfo {
  _id: string;
  name: string;
  /** Price, in the season's resources. */
  cost: Resources;
  /** Per cycle at level 1. */
  inputs: Resources;
  outputs: Resources;
  /** Cycle length at level 1, ms. */
  interval: number;
}

/** The next producer to buy: what it makes, what it eats, its price and the buy button. */
export function NextProducerCard({
  next,
  held,
  affordable,
  onBuy,
}: {
  next: NextProducerInfo;
  held: Resources;
  /** The rules accept the purchase now (a dry run of the action). */
  affordable: boolean;
  onBuy: () => void;
}) {
  const { t } = useLingui();
  const duration = useDurationText();
  const every = duration(next.interval);
  const name = useProducerName()({ id: next._id, name: next.name });
  return (
    <article className={[styles.card, affordable ? styles.affordable : ''].join(' ')} data-testid={`next-${next._id}`}>
      <span className={styles.art}>
        <ProducerIcon type={next._id} size={46} />
        <span className={styles.lock} aria-hidden="true">
          +
        </span>
      </span>
      <div className={styles.info}>
        <span className={styles.kicker}>{t`New producer`}</span>
        <h3 className={styles.name}>{name}</h3>
        <p className={styles.io}>
          <CostList amounts={next.outputs} sign="+" />
          <span className={styles.muted}>{t`every ${every}`}</span>
          {next.inputs.some((amount) => amount > 0) ? (
            <>
              <span className={styles.muted}>{t`uses`}</span>
              <CostList amounts={next.inputs} />
            </>
          ) : null}
        </p>
      </div>
      {affordable ? null : (
        <p className={styles.need} data-testid={`need-${next._id}`}>
          <span>{t`Still needed:`}</span>
          <CostList amounts={shortfall(held, next.cost)} />
        </p>
      )}
      <Button
        variant={affordable ? 'primary' : 'secondary'}
        className={[styles.buy, affordable ? '' : styles.unaffordable].join(' ')}
        onClick={onBuy}
        data-payable={affordable}
        data-testid={`buy-${next._id}`}
        aria-label={t`Buy ${name}`}
      >
        <span className={styles.buyLabel}>{t`Buy`}</span>
        <CostList amounts={next.cost} held={held} />
      </Button>
    </article>
  );
}
