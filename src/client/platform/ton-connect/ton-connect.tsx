/**
 * TON Connect (`@tonconnect/ui-react`, about 123 KB gzip): only the wallet screen loads this
 * module, through `index.ts`'s lazy component, so nothing of it is in the first load. The screen
 * draws its own controls (in the player's language); TON Connect brings the wallets list, the
 * connect dialog and the session it restores across reloads.
 */
import { TonConnectUIProvider, toUserFriendlyAddress, useIsConnectionRestored, useTonConnectUI, useTonWallet } from '@tonconnect/ui-react';
import type { ReactNode } from 'react';
import { telegramReturnUrl } from './return-url.ts';

/** What the wallet screen sees of TON Connect. */
export interface TonWalletControl {
  /** False until TON Connect has restored (or found no) earlier session. */
  restored: boolean;
  /** The connected account, non-bounceable user-friendly (`UQ…`, the server's canonical form), or null. */
  address: string | null;
  /** Opens TON Connect's wallet picker (or connects the wallet whose browser the game runs in). */
  connect: () => void;
  disconnect: () => Promise<void>;
}

export interface TonConnectProps {
  children: (wallet: TonWalletControl) => ReactNode;
}

function Control({ children }: TonConnectProps) {
  const [ui] = useTonConnectUI();
  const wallet = useTonWallet();
  const restored = useIsConnectionRestored();
  const address = wallet === null ? null : toUserFriendlyAddress(wallet.account.address);
  return children({ restored, address, connect: () => void ui.openModal(), disconnect: () => ui.disconnect() });
}

/**
 * TON Connect for the children. The manifest is the server's (`/tonconnect-manifest.json`, made
 * from PUBLIC_URL) on the page's own origin; its telemetry is off.
 */
export function TonConnect({ children }: TonConnectProps) {
  return (
    <TonConnectUIProvider
      manifestUrl={new URL('/tonconnect-manifest.json', location.origin).href}
      analytics={{ mode: 'off' }}
      actionsConfiguration={{ twaReturnUrl: telegramReturnUrl() }}
    >
      <Control>{children}</Control>
    </TonConnectUIProvider>
  );
}
