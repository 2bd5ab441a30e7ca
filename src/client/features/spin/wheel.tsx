import type { CSSProperties } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Reward } from '#domain/catalog-types';
import { spinTable } from '#domain/spin';
import { useCatalog, useRewardPreview } from '../../data/index.ts';
import { InstaBoostIcon, UserBoostIcon, WaterBoostIcon } from '../../ui/icons/boost-icons.tsx';
import { SpinNavIcon } from '../../ui/icons/nav-icons.tsx';
import { type IconProps } from '../../ui/icons/svg.tsx';
import { useAmountFormat } from '../../ui/amount.ts';
import { RESOURCE_ICONS } from '../../ui/reward-chip.tsx';
import { CENTER, coords, RADIUS, SIZE, SLOT_DEGREES, wedge } from './wheel-geometry.ts';
import styles from './spin.module.css';

const FILLS = ['#fcd34d', '#82bd45', '#e2b684', '#fbbf24', '#a1d06e', '#d39356', '#fde68a', '#67a12e'];

function SlotIcon({ reward, ...props }: IconProps & { reward: Reward }) {
  switch (reward.type) {
    case 'resource': {
      const Icon = RESOURCE_ICONS[reward.resource];
      return <Icon {...props} />;
    }
    case 'spin':
      return <SpinNavIcon {...props} color="#3b2314" />;
    case 'boost':
      return reward.boost === 'user' ? <UserBoostIcon {...props} /> : <InstaBoostIcon {...props} />;
    case 'water':
      return <WaterBoostIcon {...props} />;
  }
}

/** A slot's text: what a resource prize pays now (`rewardPreview`, the cap applied), else its minutes or count. */
function useSlotText(): (reward: Reward) => string {
  const { t } = useLingui();
  const format = useAmountFormat();
  const preview = useRewardPreview();
  return (reward) => {
    if (reward.type === 'resource') {
      const pays = preview?.(reward);
      if (pays?.type === 'resource') return format.amount(pays.amount, { signed: true });
      const minutes = reward.minutes;
      return t`${minutes} min`;
    }
    if (reward.type === 'water') {
      const minutes = reward.minutes;
      return t`${minutes} min`;
    }
    return format.amount(reward.amount, { signed: true });
  };
}

/** The wheel of eight slots; `rotation` (degrees) turns it with an eased transition. */
export function Wheel({ rotation, durationMs, highlight }: { rotation: number; durationMs: number; highlight: number | null }) {
  const { t } = useLingui();
  const slotText = useSlotText();
  const table = spinTable(useCatalog());
  const style = { transform: `rotate(${rotation}deg)`, transitionDuration: `${durationMs}ms` } as CSSProperties;
  return (
    <div className={styles.wheelFrame}>
      <svg className={styles.wheel} viewBox={`0 0 ${SIZE} ${SIZE}`} role="img" aria-label={t`The wheel`}>
        <circle cx={CENTER} cy={CENTER} r={RADIUS + 10} className={styles.rim} />
        <g style={style} className={styles.rotor} data-testid="wheel-rotor" data-rotation={rotation}>
          {table.map((slot, index) => (
            <g key={slot.slot} className={highlight === slot.slot ? styles.won : undefined}>
              <path d={wedge(index)} fill={FILLS[index % FILLS.length]} stroke="#5a321c" strokeWidth="2.5" />
              <g transform={`rotate(${index * SLOT_DEGREES} ${CENTER} ${CENTER})`}>
                <SlotIcon reward={slot.reward} x={CENTER - 17} y={CENTER - 86} width={34} height={34} />
                <text x={CENTER} y={CENTER - 98} className={styles.slotText} data-testid={`wheel-slot-${slot.slot}`}>
                  {slotText(slot.reward)}
                </text>
              </g>
            </g>
          ))}
          {Array.from({ length: 16 }, (_, index) => {
            const [x, y] = coords(index * 22.5, RADIUS + 5);
            return <circle key={index} cx={x} cy={y} r="3.2" className={styles.bulb} />;
          })}
        </g>
        <circle cx={CENTER} cy={CENTER} r="26" className={styles.hub} />
        <path d={`M${CENTER - 15} 4 L${CENTER + 15} 4 L${CENTER} 34 Z`} className={styles.pointer} />
      </svg>
    </div>
  );
}
