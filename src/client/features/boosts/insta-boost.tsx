import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { INSTA_BOOST_MS } from '#domain/catalog';
import { applyAction, type Action } from '#domain/actions';
import type { Grant } from '#domain/catalog-types';
import type { PlayerState, Producer } from '#domain/player';
import { add, zero, type Resources } from '#domain/resources';
import { useCatalog, useGameAction } from '../../data/index.ts';
import { Button } from '../../ui/button.tsx';
import { CostList } from '../../ui/cost-list.tsx';
import { InstaBoostIcon } from '../../ui/icons/boost-icons.tsx';
import { ProducerIcon } from '../../ui/producer-icon.tsx';
import { useProducerName } from '../../ui/producer-name.ts';
import { Sheet } from '../../ui/sheet.tsx';
import { BoostCard } from './boost-card.tsx';
import styles from './boosts.module.css';

export function InstaBoostCard({ held, onUse }: { held: number; onUse: () => void }) {
  const { t } = useLingui();
  const minutes = INSTA_BOOST_MS / 60_000;
  return (
    <BoostCard
      testId="boost-insta"
      icon={<InstaBoostIcon size={44} />}
      title={t`Insta boost`}
      description={t`Completes ${plural(minutes, { one: '# minute', other: '# minutes' })} of one producer's work at once.`}
      held={held}
      active={false}
      action={
        <Button variant={held > 0 ? 'primary' : 'secondary'} disabled={held < 1} onClick={onUse} data-testid="use-insta-boost">
          {t`Choose a producer`}
        </Button>
      }
    />
  );
}

/** The resources an outcome grants, as one vector (what a preview shows as "+N"). */
function grantedResources(grants: readonly Grant[]): Resources {
  return grants.reduce<Resources>((sum, grant) => {
    if (grant.type !== 'resource') return sum;
    const slot = zero();
    slot[grant.resource] = grant.amount;
    return add(sum, slot);
  }, zero());
}

function ProducerChoice({
  producer,
  view,
  season,
  onDone,
}: {
  producer: Producer;
  /** The live view (`useLiveView`): the preview is the rule's answer at its instant, the tap's. */
  view: PlayerState;
  season: 'main' | 'event';
  onDone: () => void;
}) {
  const { t } = useLingui();
  const producerName = useProducerName();
  const perform = useGameAction();
  const action: Action = { type: 'boost-use', boost: 'insta', producerId: producer._id, season };
  // The preview is the rule's own answer: a dry run on the live view, at the instant it shows.
  const preview = applyAction(view, action, { catalog: useCatalog(), now: view.settledAt, rng: () => 0 });
  const use = async () => {
    const outcome = await perform(action, { moment: 'reward', season, announce: true });
    if (outcome.ok) onDone();
  };
  return (
    <li className={styles.choice}>
      <ProducerIcon type={producer.type} size={36} />
      <span className={styles.choiceText}>
        <strong>{producerName({ id: producer._id, name: producer.name })}</strong>
        {preview.ok ? (
          <span className={styles.trade} data-testid={`insta-trade-${producer._id}`}>
            {/* What the boost takes (the inputs of every cycle it completes), then what it makes. */}
            <CostList amounts={preview.value.result.spent} sign="−" />
            {preview.value.result.spent.some((amount) => amount > 0) ? <span aria-hidden="true">→</span> : null}
            <CostList amounts={grantedResources(preview.value.result.granted)} sign="+" />
          </span>
        ) : (
          <span className={styles.hint}>{t`Not enough resources`}</span>
        )}
      </span>
      <Button size="sm" disabled={!preview.ok} onClick={() => void use()} data-testid={`insta-${producer._id}`}>
        {t`Boost`}
      </Button>
    </li>
  );
}

/** Picks the producer an insta boost completes, showing what each would make. */
export function InstaBoostSheet({
  open,
  onClose,
  main,
  event,
}: {
  open: boolean;
  onClose: () => void;
  /** The live views of the seasons (`useLiveView`); the previews are dry runs of the rule on them. */
  main: PlayerState;
  event: PlayerState | undefined;
}) {
  const { t } = useLingui();
  return (
    <Sheet open={open} onClose={onClose} title={t`Insta boost`}>
      <ul className={styles.choices}>
        {main.producers.map((producer) => (
          <ProducerChoice key={producer._id} producer={producer} view={main} season="main" onDone={onClose} />
        ))}
        {event?.producersEvent.map((producer) => (
          <ProducerChoice key={`event-${producer._id}`} producer={producer} view={event} season="event" onDone={onClose} />
        ))}
      </ul>
    </Sheet>
  );
}
