import { memo, useEffect, useMemo, useRef, useState, type ComponentType, type RefObject } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useResourceTicker, type SeasonType } from '../../data/index.ts';
import { useAmountFormat } from '../../ui/amount.ts';
import { FertilizeIcon, SeedIcon, TokenIcon, YieldIcon } from '../../ui/icons/resource-icons.tsx';
import { type IconProps } from '../../ui/icons/svg.tsx';
import styles from './farm.module.css';

type Slot = 'seed' | 'yield' | 'fertilize' | 'token';
const SLOTS: readonly Slot[] = ['seed', 'yield', 'fertilize', 'token'];
const ICONS: Readonly<Record<Slot, ComponentType<IconProps>>> = {
  seed: SeedIcon,
  yield: YieldIcon,
  fertilize: FertilizeIcon,
  token: TokenIcon,
};

function useSlotRefs(): Record<Slot, RefObject<HTMLSpanElement | null>> {
  const seed = useRef<HTMLSpanElement>(null);
  const yieldRef = useRef<HTMLSpanElement>(null);
  const fertilize = useRef<HTMLSpanElement>(null);
  const token = useRef<HTMLSpanElement>(null);
  return useMemo(() => ({ seed, yield: yieldRef, fertilize, token }), []);
}

/**
 * The four resources, abbreviated so the largest amount fits its chip at 390 px in every locale
 * (999.99WW: the icon sits above the number). Tapping a chip shows its name and the exact amount.
 * The data layer writes the numbers straight into the spans (React renders them empty and never
 * touches their text). Memoized: the farm re-renders several times a second, the bar never needs to.
 */
export const ResourceBar = memo(function ResourceBar({ seasonType }: { seasonType: SeasonType }) {
  const { t } = useLingui();
  const names: Record<Slot, string> = { seed: t`Seed`, yield: t`Yield`, fertilize: t`Fertilize`, token: t`Token` };
  const amounts = useSlotRefs();
  const exacts = useSlotRefs();
  const format = useAmountFormat();
  const exact = useMemo(() => ({ refs: exacts, format: format.exact }), [exacts, format.exact]);
  useResourceTicker(seasonType, amounts, format.amount, exact);
  const [open, setOpen] = useState<Slot | null>(null);
  const bar = useRef<HTMLUListElement>(null);

  // A tap anywhere else closes the detail.
  useEffect(() => {
    if (open === null) return undefined;
    const close = (event: PointerEvent) => {
      if (!(event.target instanceof Node && bar.current?.contains(event.target))) setOpen(null);
    };
    document.addEventListener('pointerdown', close);
    return () => {
      document.removeEventListener('pointerdown', close);
    };
  }, [open]);

  return (
    <ul ref={bar} className={styles.resources} aria-label={t`Resources`}>
      {SLOTS.map((slot) => {
        const Icon = ICONS[slot];
        const detailId = `resource-detail-${slot}`;
        return (
          <li key={slot} className={styles.resourceSlot}>
            <button
              type="button"
              className={[styles.resource, slot === 'token' ? styles.token : ''].join(' ')}
              title={names[slot]}
              aria-expanded={open === slot}
              aria-controls={detailId}
              data-testid={`chip-${slot}`}
              data-resource-chip={SLOTS.indexOf(slot)}
              data-season={seasonType}
              onClick={() => {
                setOpen((current) => (current === slot ? null : slot));
              }}
            >
              <Icon size={18} className={styles.resourceIcon} />
              <span className="visually-hidden">{names[slot]}</span>
              <span ref={amounts[slot]} className={styles.amount} data-testid={`resource-${slot}`} />
            </button>
            <span id={detailId} role="status" className={styles.resourceDetail} hidden={open !== slot} data-testid={detailId}>
              <span className={styles.resourceDetailName}>{names[slot]}</span>
              <strong ref={exacts[slot]} className={styles.resourceDetailAmount} data-testid={`resource-exact-${slot}`} />
            </span>
          </li>
        );
      })}
    </ul>
  );
});
