/**
 * What a player will see of the running (or next scheduled) event: the festival's name, banner,
 * producers, countdown to the scheduled end and reward ladder, from the same domain table and
 * art the game uses. The game shows the name translated; the operator's name stays in the console.
 */
import type { Reward } from '#domain/catalog-types';
import { EVENT_LADDER } from '#domain/event-ladder';
import type { ConsoleSeason } from '#protocol/console';
import { FestivalBanner } from '../../client/ui/icons/event-icons.tsx';
import { ProducerIcon } from '../../client/ui/producer-icon.tsx';
import { when } from '../format.ts';

type Scheduled = { kind: 'main' | 'event'; change: 'start' | 'end'; at: number; doneAt: number | null };

const PRODUCERS = [
  { id: 'event-pumpkin-sprouter', name: 'Pumpkin Sprouter' },
  { id: 'event-pumpkin-patch', name: 'Pumpkin Patch' },
  { id: 'event-pie-stand', name: 'Pie Stand' },
];

function rewardText(reward: Reward): string {
  switch (reward.type) {
    case 'resource':
      return reward.minutes > 0 ? `${reward.minutes} min of production` : `${reward.amount} tokens`;
    case 'spin':
      return `${reward.amount} spin${reward.amount === 1 ? '' : 's'}`;
    case 'boost':
      return `${reward.amount} × ${reward.boost} boost`;
    case 'water':
      return `${reward.minutes} min of water`;
  }
}

/** The soonest pending end of an event at or after `from`, ms; null when none is scheduled. */
function previewEnd(scheduled: readonly Scheduled[], from: number): number | null {
  const ends = scheduled.filter((entry) => entry.kind === 'event' && entry.change === 'end' && entry.doneAt === null && entry.at >= from);
  return ends.length === 0 ? null : Math.min(...ends.map((entry) => entry.at));
}

export function EventPreview({ running, scheduled }: { running: ConsoleSeason | undefined; scheduled: readonly Scheduled[] }) {
  const nextStart = scheduled.find((entry) => entry.kind === 'event' && entry.change === 'start' && entry.doneAt === null);
  const startsAt = running?.startedAt ?? nextStart?.at;
  const endsAt = startsAt === undefined ? null : previewEnd(scheduled, startsAt);
  return (
    <section className="card event-preview" data-testid="event-preview">
      <h2>What players see</h2>
      {startsAt === undefined ? <p className="muted">No event running or scheduled; this is the next one players will see.</p> : null}
      <div className="event-preview-hero">
        <FestivalBanner className="event-preview-banner" />
        <strong>Pumpkin Festival</strong>
      </div>
      <p>
        {running === undefined
          ? startsAt === undefined
            ? 'Not scheduled'
            : `Starts ${when(startsAt)}`
          : `Running since ${when(running.startedAt)}`}
        {' · '}
        {endsAt === null ? 'no end scheduled: players see no countdown' : `countdown to ${when(endsAt)}`}
      </p>
      <ul className="event-preview-producers">
        {PRODUCERS.map((producer) => (
          <li key={producer.id}>
            <ProducerIcon type={producer.id} size={32} />
            {producer.name}
          </li>
        ))}
      </ul>
      <table>
        <thead>
          <tr>
            <th>Festival tokens</th>
            <th>Reward (paid into the main season)</th>
          </tr>
        </thead>
        <tbody>
          {EVENT_LADDER.map((step) => (
            <tr key={step.points}>
              <td>{step.points}</td>
              <td>{rewardText(step.reward)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
