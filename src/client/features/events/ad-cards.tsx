import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { toast } from '../../ui/toast.ts';
import { adCardTimes } from '#domain/ad-cards';
import type { AdCardKind } from '#domain/catalog-types';
import { AD_CARD_KINDS } from '#domain/catalog-types';
import type { PlayerState } from '#domain/player';
import { useCatalog, useDataClient, useGameAction, useRewardPreview, type DataClient, type PerformAction } from '../../data/index.ts';
import { failureText } from '../../i18n/reasons.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Countdown } from '../../ui/countdown.tsx';
import { feedback } from '../../platform/index.ts';
import { InstaBoostIcon, UserBoostIcon, WaterBoostIcon } from '../../ui/icons/boost-icons.tsx';
import { SpinNavIcon } from '../../ui/icons/nav-icons.tsx';
import { RewardChip } from '../../ui/reward-chip.tsx';
import type { AdProvider } from './ad-provider.ts';
import styles from './events.module.css';

function CardArt({ kind }: { kind: AdCardKind }) {
  switch (kind) {
    case 'water':
      return <WaterBoostIcon size={40} />;
    case 'spin':
      return <SpinNavIcon size={36} />;
    case 'user':
      return <UserBoostIcon size={40} />;
    case 'insta':
      return <InstaBoostIcon size={40} />;
  }
}

function useCardTitle(): (kind: AdCardKind) => string {
  const { t } = useLingui();
  return (kind) => ({ water: t`Water boost`, spin: t`Free spin`, user: t`User boost`, insta: t`Insta boost` })[kind];
}

/**
 * Asks the server for the ad's token, watches the ad through `provider`, then claims the card with
 * the token; the server grants it only for a token of this card, the ad's minimum length later.
 */
async function watchAndClaim(
  client: DataClient | undefined,
  perform: PerformAction,
  provider: AdProvider,
  kind: AdCardKind,
  describe: (reason: string) => string,
): Promise<void> {
  feedback('tap');
  const adView = await client?.startAdView(kind);
  const outcome = adView === undefined ? 'unavailable' : await provider.show(kind);
  if (outcome !== 'completed' || adView === undefined) {
    feedback('warning');
    toast.error(describe(outcome === 'skipped' ? 'AD_SKIPPED' : 'AD_UNAVAILABLE'));
    return;
  }
  await perform({ type: 'ad-card-claim', card: kind, adView }, { moment: 'reward', announce: true });
}

/** The reward cards for ads: water, spin, user boost, insta boost, each with its own cooldown. */
export function AdCards({ view, now, provider }: { view: PlayerState; now: number; provider: AdProvider }) {
  const { t, i18n } = useLingui();
  const perform = useGameAction();
  const client = useDataClient();
  const title = useCardTitle();
  const [watching, setWatching] = useState<AdCardKind | null>(null);
  const catalog = useCatalog();
  const preview = useRewardPreview();
  const times = adCardTimes(catalog, view, now);
  const describe = (reason: string) => failureText(i18n, { reason });
  return (
    <Card heading={t`Reward cards`} data-testid="ad-cards">
      <p className={styles.lead}>{t`Watch a short ad to get a card. Each card comes back after an hour.`}</p>
      <div className={styles.adGrid}>
        {AD_CARD_KINDS.map((kind) => {
          const { nextAvailableAt, leftToday } = times[kind];
          const cooling = now < nextAvailableAt;
          return (
            <article
              key={kind}
              className={[styles.adCard, cooling || leftToday === 0 ? styles.adCardCooling : ''].join(' ')}
              data-testid={`ad-card-${kind}`}
            >
              <span className={styles.adCardArt}>
                <CardArt kind={kind} />
              </span>
              <strong className={styles.adCardTitle}>{title(kind)}</strong>
              <RewardChip reward={catalog.adCards[kind].reward} size="sm" preview={preview?.(catalog.adCards[kind].reward)} />
              {leftToday === 0 ? (
                <span className={styles.adCardState}>{t`Back tomorrow`}</span>
              ) : cooling ? (
                <span className={styles.adCardState}>
                  <Countdown to={nextAvailableAt} now={now} />
                </span>
              ) : (
                <Button
                  size="sm"
                  disabled={watching !== null}
                  onClick={() => {
                    setWatching(kind);
                    void watchAndClaim(client, perform, provider, kind, describe).finally(() => {
                      setWatching(null);
                    });
                  }}
                  data-testid={`watch-${kind}`}
                >
                  ▶ {t`Watch`}
                </Button>
              )}
            </article>
          );
        })}
      </div>
    </Card>
  );
}
