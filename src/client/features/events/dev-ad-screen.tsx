import { useEffect, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useLingui } from '@lingui/react/macro';
import { Button } from '../../ui/button.tsx';
import { TractorIcon } from '../../ui/icons/boost-icons.tsx';
import { ProgressBar } from '../../ui/progress-bar.tsx';
import type { DevAdProvider } from './ad-provider.ts';
import styles from './events.module.css';

/** Seconds left until `endsAt` (client ms), re-read five times a second. */
function useSecondsLeft(endsAt: number | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (endsAt === undefined) return undefined;
    const timer = setInterval(() => {
      setNow(Date.now());
    }, 200);
    return () => {
      clearInterval(timer);
    };
  }, [endsAt]);
  return endsAt === undefined ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/**
 * The development provider's "ad": a short countdown screen over the game. At zero the ad counts
 * as watched; closing it early gives no card.
 */
export function DevAdScreen({ provider }: { provider: DevAdProvider }) {
  const { t } = useLingui();
  const ad = useSyncExternalStore(provider.subscribe, provider.current);
  const seconds = useSecondsLeft(ad?.endsAt);
  useEffect(() => {
    if (ad !== null && seconds === 0) provider.finish();
  }, [ad, seconds, provider]);
  if (ad === null) return null;
  const total = provider.durationMs / 1000;
  return createPortal(
    <div className={styles.adScreen} role="dialog" aria-modal="true" aria-label={t`Advertisement`} data-testid="dev-ad">
      <span className={styles.adTag}>{t`Ad · development`}</span>
      <TractorIcon size={96} className={styles.adArt} />
      <p className={styles.adTitle}>{t`Your reward is on its way!`}</p>
      <p className={styles.adCount} data-testid="dev-ad-seconds">
        {seconds}
      </p>
      <ProgressBar value={1 - seconds / total} label={t`Ad progress`} tone="yellow" className={styles.adProgress} />
      <Button variant="ghost" onClick={provider.skip}>
        {t`Close (no reward)`}
      </Button>
    </div>,
    document.body,
  );
}
