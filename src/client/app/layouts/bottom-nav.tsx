import { Suspense, useState } from 'react';
import { useLocation } from 'wouter';
import { useLingui } from '@lingui/react/macro';
import { isActive, MORE_NAV, PRIMARY_NAV, useNavCounts } from '../nav-items.ts';
import { optionalPart } from '../../ui/optional-part.ts';
import { feedback } from '../../platform/index.ts';
import { MoreNavIcon } from '../../ui/icons/nav-icons.tsx';
import { entryName, NavCount, NavEntry } from './nav-entry.tsx';
import styles from './bottom-nav.module.css';

/** The "More" sheet, loaded when the player first opens it. */
const MoreSheet = optionalPart(() => import('./more-sheet.tsx').then((module) => module.MoreSheet), 'the More sheet');

/**
 * The bottom bar: four screens and "More", all visible on a 360 px phone. "More" opens a sheet with
 * the other screens; its counter adds up what waits on them.
 */
export function BottomNav() {
  const { t, i18n } = useLingui();
  const [location] = useLocation();
  const counts = useNavCounts();
  const [moreOpen, setMoreOpen] = useState(false);
  // Mounted from the first opening on, so that closing can animate.
  const [moreShown, setMoreShown] = useState(false);
  const moreCurrent = MORE_NAV.some((item) => isActive(item.path, location));
  const moreCount = MORE_NAV.reduce((sum, item) => sum + (counts[item.path] ?? 0), 0);
  const moreLabel = t({ message: 'More', comment: 'Bottom bar entry that opens the other screens' });

  return (
    <nav className={styles.nav} aria-label={t`Game screens`}>
      <ul className={styles.list}>
        {PRIMARY_NAV.map((item) => (
          <li key={item.path} className={styles.item}>
            <NavEntry item={item} count={counts[item.path]} current={isActive(item.path, location)} />
          </li>
        ))}
        <li className={styles.item}>
          <button
            type="button"
            className={[styles.link, moreCurrent ? styles.active : ''].join(' ')}
            aria-haspopup="dialog"
            aria-expanded={moreOpen}
            aria-label={entryName(i18n, moreLabel, moreCount)}
            onClick={() => {
              feedback('tap');
              setMoreShown(true);
              setMoreOpen(true);
            }}
          >
            <MoreNavIcon size={26} />
            <NavCount path="/more" count={moreCount} />
            <span className={styles.label}>{moreLabel}</span>
          </button>
        </li>
      </ul>
      {moreShown && (
        <Suspense fallback={null}>
          <MoreSheet
            open={moreOpen}
            onClose={() => {
              setMoreOpen(false);
            }}
            title={moreLabel}
            counts={counts}
            location={location}
          />
        </Suspense>
      )}
    </nav>
  );
}
