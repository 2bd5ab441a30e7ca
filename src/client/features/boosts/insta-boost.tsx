import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { toast } from '../../ui/toast.ts';
import { INSTA_BOOST_MS } from '#domain/catalog';
import type { PlayerState, Producer } from '#domain/player';
import type { Resources } from '#domain/resources';
import { act } from '../../data/client.ts';
import { Button } from '../../ui/button.tsx';
import { CostList } from '../../ui/cost-list.tsx';
import { feedback } from '../../ui/feedback.ts';
import { InstaBoostIcon } from '../../ui/icons/index.ts';
import { ProducerIcon } from '../../ui/producer-icon.tsx';
import { useProducerName } from '../../ui/producer-name.ts';
import { GrantChip } from '../../ui/reward-chip.tsx';
import { Sheet } from '../../ui/sheet.tsx';
import { BoostCard } from './boost-card.tsx';
import styles from './boosts.module.css';

/** Whole cycles an insta boost would complete on `producer` with `held` resources. */
export function instaCycles(producer: Producer, held: Resources): number {
  let cycles = Math.floor(INSTA_BOOST_MS / producer.interval);
  producer.inputs.forEach((amount, slot) => {
    if (amount > 0) cycles = Math.min(cycles, Math.floor((held[slot] ?? 0) / amount));
  });
  return Math.max(0, cycles);
}

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

function ProducerChoice({
  producer,
  held,
  season,
  onDone,
}: {
  producer: Producer;
  held: Resources;
  season: 'main' | 'event';
  onDone: () => void;
}) {
  const { t } = useLingui();
  const producerName = useProducerName();
  const cycles = instaCycles(producer, held);
  const outputs: Resources = [
    producer.outputs[0] * cycles,
    producer.outputs[1] * cycles,
    producer.outputs[2] * cycles,
    producer.outputs[3] * cycles,
  ];
  const use = async () => {
    const outcome = await act({ type: 'boost-use', boost: 'insta', producerId: producer._id, season }, season);
    if (!outcome.ok) {
      feedback('refused');
      return;
    }
    feedback('reward');
    toast.success(
      <span className={styles.granted}>
        {outcome.value.result.granted.map((grant, index) => (
          <GrantChip key={index} grant={grant} size="sm" />
        ))}
      </span>,
    );
    onDone();
  };
  return (
    <li className={styles.choice}>
      <ProducerIcon type={producer.type} size={36} />
      <span className={styles.choiceText}>
        <strong>{producerName({ id: producer._id, name: producer.name })}</strong>
        {cycles > 0 ? <CostList amounts={outputs} sign="+" /> : <span className={styles.hint}>{t`Not enough resources`}</span>}
      </span>
      <Button size="sm" disabled={cycles < 1} onClick={() => void use()} data-testid={`insta-${producer._id}`}>
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
  main: PlayerState;
  event: PlayerState | undefined;
}) {
  const { t } = useLingui();
  return (
    <Sheet open={open} onClose={onClose} title={t`Insta boost`}>
      <ul className={styles.choices}>
        {main.producers.map((producer) => (
          <ProducerChoice key={producer._id} producer={producer} held={main.resources} season="main" onDone={onClose} />
        ))}
        {event?.producersEvent.map((producer) => (
          <ProducerChoice key={`event-${producer._id}`} producer={producer} held={event.resourcesEvent} season="event" onDone={onClose} />
        ))}
      </ul>
    </Sheet>
  );
}
