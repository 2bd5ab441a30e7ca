/**
 * The TON wallet part of the wallet screen: connect or disconnect with TON Connect (loaded only
 * here), and keep the server told. A wallet TON Connect has (just connected, or restored from an
 * earlier visit) that the server has not linked yet is sent at once; a disconnect is sent as an
 * unlink. A wallet linked from another device stays linked until it is disconnected somewhere.
 */
import { useLingui } from '@lingui/react/macro';
import { Suspense, useEffect, useState } from 'react';
import { useDataClient } from '../../data/index.ts';
import { TonConnect, type TonWalletControl } from '../../platform/index.ts';
import { ConnectBoundary } from './connect-boundary.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { TonIcon } from '../../ui/icons/wallet-icons.tsx';
import styles from './wallet.module.css';

/** `UQAb…wxyz`: enough to recognise an address without a line of its own. */
function shortAddress(address: string): string {
  return `${address.slice(0, 4)}…${address.slice(-4)}`;
}

function WalletLink({ wallet, linked }: { wallet: TonWalletControl; linked: string | null }) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const { address } = wallet;
  const client = useDataClient();
  useEffect(() => {
    if (address !== null && address !== linked) void client?.linkWallet(address);
  }, [address, client, linked]);

  async function disconnect() {
    setBusy(true);
    try {
      await wallet.disconnect();
      await client?.linkWallet(null);
    } finally {
      setBusy(false);
    }
  }

  if (!wallet.restored) return <p className={styles.about}>{t`Looking for your wallet…`}</p>;
  if (address === null) {
    const elsewhere = linked === null ? null : shortAddress(linked);
    return (
      <>
        <p
          className={styles.about}
        >{t`Connect the TON wallet your tokens should go to. The game only reads its address: it never asks to move anything.`}</p>
        {elsewhere === null ? null : (
          <p className={styles.status} data-testid="linked-wallet" title={linked ?? undefined}>
            {t`Linked to your account now: ${elsewhere}. Connecting another wallet replaces it.`}
          </p>
        )}
        <Button block icon={<TonIcon size={22} />} onClick={wallet.connect} data-testid="connect-wallet">
          {t`Connect wallet`}
        </Button>
      </>
    );
  }
  const saved = address === linked;
  const short = shortAddress(address);
  return (
    <>
      <p className={styles.connected}>
        <span data-testid="wallet-address" title={address}>
          {t`Connected: ${short}`}
        </span>
        <span className={styles.status}>{saved ? t`Saved to your account` : t`Saving…`}</span>
      </p>
      <Button block variant="secondary" disabled={busy} onClick={() => void disconnect()} data-testid="disconnect-wallet">
        {t`Disconnect`}
      </Button>
    </>
  );
}

/** The TON wallet card; `linked` is the wallet the server has on the player's account. */
export function WalletConnect({ linked }: { linked: string | null }) {
  const { t } = useLingui();
  return (
    <Card heading={t`TON wallet`} icon={<TonIcon size={24} />} data-testid="ton-wallet">
      <ConnectBoundary
        fallback={
          <p className={styles.about} data-testid="wallet-unavailable">
            {t`Wallets cannot be reached right now. Try again later.`}
          </p>
        }
      >
        <Suspense fallback={<p className={styles.about}>{t`Looking for your wallet…`}</p>}>
          <TonConnect>{(wallet) => <WalletLink wallet={wallet} linked={linked} />}</TonConnect>
        </Suspense>
      </ConnectBoundary>
    </Card>
  );
}
