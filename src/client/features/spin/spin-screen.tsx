import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { FREE_SPIN_MAX } from '#domain/catalog';
import { accrueFreeSpins } from '#domain/advance';
import { useGameUser, useServerNow } from '../../data/index.ts';
import { failureText } from '../../i18n/reasons.ts';
import { Button, buttonClassName } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Countdown } from '../../ui/countdown.tsx';
import { SpinNavIcon } from '../../ui/icons/nav-icons.tsx';
import { GrantChip } from '../../ui/reward-chip.tsx';
import { Screen } from '../../ui/screen.tsx';
import { OddsTable } from './odds-table.tsx';
import { useSpin, type SpinPhase } from './use-spin.ts';
import { Wheel } from './wheel.tsx';
import styles from './spin.module.css';

function Outcome({ phase }: { phase: SpinPhase }) {
  const { t, i18n } = useLingui();
  if (phase.kind === 'won') {
    return (
      <div className={styles.prize} data-testid="spin-prize" role="status">
        <span className={styles.prizeTitle}>{t`You won`}</span>
        {phase.granted.map((grant, index) => (
          <GrantChip key={index} grant={grant} />
        ))}
      </div>
    );
  }
  if (phase.kind === 'queued') {
    return (
      <p className={styles.queued} role="status" data-testid="spin-queued">
        {t`Your spin is saved: the wheel turns when the connection returns.`}
      </p>
    );
  }
  if (phase.kind === 'failed') {
    return (
      <p className={styles.failed} role="status" data-testid="spin-failed">
        {failureText(i18n, { reason: phase.reason })}
      </p>
    );
  }
  return <p className={styles.prizePlaceholder}>{phase.kind === 'idle' ? t`Spin to win seeds, boosts, water and more!` : t`Good luck…`}</p>;
}

/** The wheel: the spins held, the next free spin, the published odds; it lands on the server's draw. */
export function SpinScreen() {
  const { t } = useLingui();
  const row = useGameUser('main');
  const now = useServerNow(1000);
  const { phase, rotation, durationMs, spin } = useSpin();
  const view = row?.view;
  // Free spins accrue with time; the view is settled only at the last action.
  const spins = view ? accrueFreeSpins(view.spin, view.nextFreeSpinAt, now) : undefined;
  const busy = phase.kind === 'turning' || phase.kind === 'landing' || phase.kind === 'queued';
  const held = spins?.spin ?? 0;
  const max = FREE_SPIN_MAX;
  return (
    <Screen title={t`Lucky wheel`} icon={<SpinNavIcon size={30} />} subtitle={t`A free spin every 8 hours`} testId="spin">
      <Wheel rotation={rotation} durationMs={durationMs} highlight={phase.kind === 'won' ? phase.slot : null} />
      <Outcome phase={phase} />
      <Card className={styles.controls}>
        <div className={styles.held}>
          <span className={styles.heldCount} data-testid="spins-held">
            {held}
          </span>
          <span className={styles.heldText}>
            {plural(held, { one: 'Spin held', other: 'Spins held' })}
            <span className={styles.next}>
              {spins?.nextFreeSpinAt == null ? (
                t`Free spins full (${max})`
              ) : (
                <>
                  {t`Next free spin in`} <Countdown to={spins.nextFreeSpinAt} now={now} />
                </>
              )}
            </span>
          </span>
        </div>
        {held > 0 || busy ? (
          <Button size="lg" variant="gold" disabled={busy || view === undefined} onClick={() => void spin()} data-testid="spin-button">
            {phase.kind === 'queued' ? t`Waiting for the connection…` : busy ? t`Spinning…` : t`Spin!`}
          </Button>
        ) : (
          <Link href="/shop" className={buttonClassName({ variant: 'secondary', size: 'lg' })}>
            {t`Get spins`}
          </Link>
        )}
      </Card>
      <OddsTable />
    </Screen>
  );
}
