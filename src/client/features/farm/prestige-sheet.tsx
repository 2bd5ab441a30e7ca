import { useState } from 'react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { PRESTIGE_STAR_BONUS, producerDef } from '#domain/catalog';
import type { PlayerState } from '#domain/player';
import { prestigePreview } from '#domain/prestige';
import { useCatalog, useGameAction } from '../../data/index.ts';
import { useAmountFormat } from '../../ui/amount.ts';
import { Button } from '../../ui/button.tsx';
import { useProducerName } from '../../ui/producer-name.ts';
import { Sheet } from '../../ui/sheet.tsx';
import styles from './farm.module.css';

/**
 * Selling the farm (prestige): what the player gets and loses, from the domain's
 * `prestigePreview` (the rule itself run on the current view), then a confirmation
 * (docs/game-design.md, "Prestige").
 */
export function PrestigeSheet({ open, onClose, live }: { open: boolean; onClose: () => void; live: PlayerState }) {
  const { t, i18n } = useLingui();
  const catalog = useCatalog();
  const format = useAmountFormat();
  const producerName = useProducerName();
  const perform = useGameAction();
  const [confirming, setConfirming] = useState(false);
  const preview = prestigePreview(catalog, live);
  const close = () => {
    setConfirming(false);
    onClose();
  };
  const sell = async () => {
    const outcome = await perform({ type: 'prestige' }, { moment: 'reward', announce: true });
    if (outcome.ok) close();
  };
  const lastId = preview.lastProducerId ?? '';
  const last = producerName({ id: lastId, name: producerDef(catalog, lastId)?.name ?? lastId });
  const gained = format.amount(preview.starsGained, { signed: true });
  const held = format.amount(preview.starsHeld);
  const before = i18n.number(preview.multiplierNow, { maximumFractionDigits: 2 });
  const bonus = i18n.number(PRESTIGE_STAR_BONUS, { style: 'percent', maximumFractionDigits: 1 });
  const after = i18n.number(preview.multiplierAfter, { maximumFractionDigits: 2 });
  const worth = format.amount(preview.worth);
  const stars = preview.starsGained;
  return (
    <Sheet open={open} onClose={close} title={t`Sell the farm`}>
      <div className={styles.prestige} data-testid="prestige-sheet" data-available={preview.available}>
        <p className={styles.prestigeLead}>
          {t`Sell your farm for stars: every star adds ${bonus} to everything you produce, for the rest of the season.`}
        </p>
        <dl className={styles.prestigeFacts}>
          <dt>{t`Stars you hold`}</dt>
          <dd data-testid="prestige-held">{held}</dd>
          <dt>{t`Your farm's worth in tokens`}</dt>
          <dd data-testid="prestige-worth">{worth}</dd>
          <dt>{t`Stars you get`}</dt>
          <dd data-testid="prestige-gain">{gained}</dd>
          <dt>{t`Output multiplier`}</dt>
          <dd data-testid="prestige-multiplier">{t`×${before} → ×${after}`}</dd>
        </dl>
        <p
          className={styles.prestigeNote}
        >{t`You keep: tokens, your leaderboard rank, stars, spins, boosts, water, your streak and quests.`}</p>
        <p className={styles.prestigeNote}>{t`The farm starts over: producers, seeds, yield and fertilizer.`}</p>
        {!preview.available ? (
          <p className={styles.prestigeLocked} data-testid="prestige-locked">
            {preview.reason === 'NEEDS_LAST_PRODUCER' ? t`Own the ${last} to sell your farm.` : t`Grow your farm to earn a star.`}
          </p>
        ) : confirming ? (
          <div className={styles.prestigeConfirm} role="alertdialog" aria-label={t`Sell the farm?`}>
            <p className={styles.prestigeLead}>{t`Sell the farm now? Your producers will be gone.`}</p>
            <Button
              variant="ghost"
              onClick={() => {
                setConfirming(false);
              }}
              data-testid="prestige-cancel"
            >
              {t`Keep farming`}
            </Button>
            <Button variant="danger" onClick={() => void sell()} data-testid="prestige-confirm">
              {t`Yes, sell`}
            </Button>
          </div>
        ) : (
          <Button
            block
            variant="gold"
            onClick={() => {
              setConfirming(true);
            }}
            data-testid="prestige-sell"
          >
            {t`${plural(stars, { one: 'Sell for # star', other: 'Sell for # stars' })}`}
          </Button>
        )}
      </div>
    </Sheet>
  );
}
