import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { isActive, MORE_NAV, PRIMARY_NAV, useNavCounts, type NavItem } from '../nav-items.ts';
import { feedback } from '../../platform/index.ts';
import { MoreNavIcon } from '../../ui/icons/index.ts';
import { Sheet } from '../../ui/sheet.tsx';
import badgeStyles from './nav-badge.module.css';
import styles from './bottom-nav.module.css';

/** An entry's accessible name: its label, and how much waits there. */
function entryName(i18n: I18n, label: string, count: number | undefined): string {
  return count ? i18n._(msg`${label}, ${count} waiting`) : label;
}

/** The counter over an entry; the entry's accessible name carries the count, so the drawn one is hidden from readers. */
function NavCount({ path, count }: { path: string; count: number | undefined }) {
  if (!count) return null;
  return (
    <span className={badgeStyles.badge} data-testid={`nav-count${path === '/' ? '-farm' : path.replace('/', '-')}`} aria-hidden="true">
      {count > 99 ? '99+' : count}
    </span>
  );
}

function NavEntry({ item, count, current, onOpen }: { item: NavItem; count: number | undefined; current: boolean; onOpen?: () => void }) {
  const { i18n } = useLingui();
  const label = i18n._(item.label);
  return (
    <Link
      href={item.path}
      className={[styles.link, current ? styles.active : ''].join(' ')}
      aria-current={current ? 'page' : undefined}
      aria-label={entryName(i18n, label, count)}
      onClick={() => {
        onOpen?.();
        if (!current) feedback('select');
      }}
    >
      <item.Icon size={26} />
      <NavCount path={item.path} count={count} />
      <span className={styles.label}>{label}</span>
    </Link>
  );
}

/**
 * The bottom bar: four screens and "More", all visible on a 360 px phone. "More" opens a sheet with
 * the other screens; its counter adds up what waits on them.
 */
export function BottomNav() {
  const { t, i18n } = useLingui();
  const [location] = useLocation();
  const counts = useNavCounts();
  const [moreOpen, setMoreOpen] = useState(false);
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
              setMoreOpen(true);
            }}
          >
            <MoreNavIcon size={26} />
            <NavCount path="/more" count={moreCount} />
            <span className={styles.label}>{moreLabel}</span>
          </button>
        </li>
      </ul>
      <Sheet
        open={moreOpen}
        onClose={() => {
          setMoreOpen(false);
        }}
        title={moreLabel}
      >
        <ul className={styles.moreGrid}>
          {MORE_NAV.map((item) => (
            <li key={item.path}>
              <NavEntry
                item={item}
                count={counts[item.path]}
                current={isActive(item.path, location)}
                onOpen={() => {
                  setMoreOpen(false);
                }}
              />
            </li>
          ))}
        </ul>
      </Sheet>
    </nav>
  );
}
