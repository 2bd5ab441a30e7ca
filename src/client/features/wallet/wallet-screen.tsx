import { useLingui } from '@lingui/react/macro';
import { useGameUser, usePendingActions } from '../../data/index.ts';
import { AbbreviatedNumber } from '../../ui/abbreviated-number.tsx';
import { useAmountFormat } from '../../ui/amount.ts';
import { Card } from '../../ui/card.tsx';
import { TokenIcon } from '../../ui/icons/resource-icons.tsx';
import { WalletNavIcon } from '../../ui/icons/more-nav-icons.tsx';
import { Screen } from '../../ui/screen.tsx';
import { WalletConnect } from './wallet-connect.tsx';
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
        <TokenIcon size={main ? 40 : 28} data-testid={`${testId}-icon`} />
        {value === undefined ? <span data-testid={testId}>…</span> : <AbbreviatedNumber value={value} data-testid={testId} />}
      </span>
      {value !== undefined && value >= 1000 ? <span className={styles.exact}>{format.exact(value)}</span> : null}
      <p className={styles.hint} data-testid={`${testId}-hint`}>
        {hint}
      </p>
    </div>
  );
}

/** The wallet: the game's tokens as the server counts them, and the TON wallet they would go to. */
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
          hint={t`The tokens you hold right now. Spend them in the game, or keep them: when token withdrawals open, this is the amount you can take out to your TON wallet.`}
          value={user?.withdrawable_tokens}
          testId="withdrawable-tokens"
        />
        <div className={styles.divider} />
        <Balance
          label={t`Vested`}
          hint={t`Every token you earned this season, spent or not. It sets your place on the leaderboard. It is a record of your season, not a second balance: there is nothing extra to take out.`}
          value={user?.vested_tokens}
          testId="vested-tokens"
        />
        {syncing ? <p className={styles.syncing}>{t`Saving your latest moves…`}</p> : null}
      </Card>
      <WalletConnect linked={user?.wallet ?? null} />
      <Card heading={t`About tokens`}>
        <p
          className={styles.about}
        >{t`Tokens come from the Farmers' Market, quests, check-ins and friends. Every token credit is recorded, and the leaderboard ranks the tokens earned this season.`}</p>
      </Card>
    </Screen>
  );
}
