import { Link } from 'wouter';
import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { NavItem } from '../nav-items.ts';
import { feedback } from '../../platform/index.ts';
import badgeStyles from './nav-badge.module.css';
import styles from './bottom-nav.module.css';

/** An entry's accessible name: its label, and how much waits there. */
export function entryName(i18n: I18n, label: string, count: number | undefined): string {
  return count ? i18n._(msg`${label}, ${count} waiting`) : label;
}

/** The counter over an entry; the entry's accessible name carries the count, so the drawn one is hidden from readers. */
export function NavCount({ path, count }: { path: string; count: number | undefined }) {
  if (!count) return null;
  return (
    <span className={badgeStyles.badge} data-testid={`nav-count${path === '/' ? '-farm' : path.replace('/', '-')}`} aria-hidden="true">
      {count > 99 ? '99+' : count}
    </span>
  );
}

export function NavEntry({
  item,
  count,
  current,
  onOpen,
}: {
  item: NavItem;
  count: number | undefined;
  current: boolean;
  onOpen?: () => void;
}) {
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
