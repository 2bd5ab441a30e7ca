import { useLingui } from '@lingui/react/macro';
import { spinTable } from '#domain/spin';
import { useCatalog, useRewardPreview } from '../../data/index.ts';
import { Card } from '../../ui/card.tsx';
import { RewardChip } from '../../ui/reward-chip.tsx';
import styles from './spin.module.css';

/** The published odds of every slot (game rules: the odds are shown on the wheel screen). */
export function OddsTable() {
  const { t, i18n } = useLingui();
  const table = spinTable(useCatalog());
  const preview = useRewardPreview();
  return (
    <Card heading={t`The odds`}>
      <table className={styles.odds} data-testid="spin-odds">
        <thead>
          <tr>
            <th scope="col">{t`Prize`}</th>
            <th scope="col">{t`Chance`}</th>
          </tr>
        </thead>
        <tbody>
          {table.map((slot) => (
            <tr key={slot.slot}>
              <td>
                <RewardChip reward={slot.reward} size="sm" detailed preview={preview?.(slot.reward)} />
              </td>
              <td className={styles.chance}>{i18n.number(slot.chance / 100, { style: 'percent', maximumFractionDigits: 1 })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
