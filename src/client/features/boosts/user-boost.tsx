import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { USER_BOOST } from '#domain/catalog';
import { boostActiveAt } from '#domain/multiplier';
import type { PlayerState } from '#domain/player';
import { useAmountFormat } from '../../ui/amount.ts';
import { Button } from '../../ui/button.tsx';
import { Countdown } from '../../ui/countdown.tsx';
import { UserBoostIcon } from '../../ui/icons/boost-icons.tsx';
import { ProgressBar } from '../../ui/progress-bar.tsx';
import { BoostCard } from './boost-card.tsx';

/** The user boost: ×2 on all outputs for 30 minutes; a use while one runs extends it. */
export function UserBoostCard({ view, now, onUse }: { view: PlayerState; now: number; onUse: () => void }) {
  const { t } = useLingui();
  const boost = view.boosts.find((entry) => entry.type === 'user');
  const held = boost?.amount ?? 0;
  const running = boost !== undefined && boostActiveAt(boost, now);
  const multiplier = useAmountFormat().decimal(USER_BOOST.multiplier, 2);
  const minutes = USER_BOOST.durationMs / 60_000;
  const start = boost?.start_time ?? now;
  const end = boost?.end_time ?? now;
  return (
    <BoostCard
      testId="boost-user"
      icon={<UserBoostIcon size={44} />}
      title={t`User boost`}
      description={t`×${multiplier} on everything your farm makes for ${plural(minutes, { one: '# minute', other: '# minutes' })}.`}
      held={held}
      active={running}
      action={
        <Button variant={held > 0 ? 'primary' : 'secondary'} disabled={held < 1} onClick={onUse} data-testid="use-user-boost">
          {running ? t`Extend` : t`Use`}
        </Button>
      }
    >
      {running ? (
        <div data-testid="user-boost-running">
          <ProgressBar value={(end - now) / Math.max(1, end - start)} label={t`User boost time left`} tone="yellow" running />
          <p>
            {t`Running: ×${multiplier}`} · <Countdown to={end} now={now} />
          </p>
        </div>
      ) : null}
    </BoostCard>
  );
}
