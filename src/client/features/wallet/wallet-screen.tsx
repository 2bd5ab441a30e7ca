import { useLingui } from '@lingui/react/macro';
import { useGameUser, usePendingActions } from '../../data/index.ts';
import { AbbreviatedNumber } from '../../ui/abbreviated-number.tsx';
import { useAmountFormat } from '../../ui/amount.ts';
import { Card } from '../../ui/card.tsx';
import { TonIcon, WalletNavIcon } from '../../ui/icons/index.ts';
import { Screen } from '../../ui/screen.tsx';
import styles from './wallet.module.css';

function Balance({
  label,
  hint,
  value,
  testId,
  main,
}: {
  label: string;
  hint: string;
  value: number | undefined;
  testId: string;
  main?: boolean;
}) {
  const format = useAmountFormat();
  return (
    <div className={[styles.balance, main ? styles.main : ''].join(' ')}>
      <span className={styles.label}>{label}</span>
      <span className={styles.amount}>
        <TonIcon size={main ? 40 : 28} />
        {value === undefined ? <span data-testid={testId}>…</span> : <AbbreviatedNumber value={value} data-testid={testId} />}
      </span>
      {value !== undefined && value >= 1000 ? <span className={styles.exact}>{format.exact(value)}</span> : null}
      <span className={styles.hint}>{hint}</span>
    </div>
  );
}

/** The wallet: withdrawable and vested tokens, as the server counts them. */
export function WalletScreen() {
  const { t } = useLingui();
  const row = useGameUser('main');
  const pending = usePendingActions('main');
  const user = row?.confirmed;
  const syncing = (pending?.length ?? 0) > 0;
  return (
    <Screen title={t`Wallet`} icon={<WalletNavIcon size={30} />} subtitle={t`Your game tokens`} testId="wallet">
      <Card className={styles.card}>
        <Balance
          main
          label={t`Withdrawable`}
          hint={t`Tokens you hold now`}
          value={user?.withdrawable_tokens}
          testId="withdrawable-tokens"
        />
        <div className={styles.divider} />
        <Balance label={t`Vested`} hint={t`Tokens earned this season`} value={user?.vested_tokens} testId="vested-tokens" />
        {syncing ? <p className={styles.syncing}>{t`Saving your latest moves…`}</p> : null}
      </Card>
      <Card heading={t`About tokens`}>
        <p
          className={styles.about}
        >{t`Tokens come from the Farmers' Market, quests, check-ins and friends. Every token credit is recorded, and the leaderboard ranks the tokens earned this season.`}</p>
      </Card>
    </Screen>
  );
}
