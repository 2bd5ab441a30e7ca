import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'wouter';
import { useLingui } from '@lingui/react/macro';
import { NAV_ITEMS } from '../nav-items.ts';
import { hapticSelection } from '../../platform/haptics.ts';
import { playEffect } from '../../platform/audio/sound.ts';
import styles from './bottom-nav.module.css';

/** The path's screen: `/quests/7` belongs to `/quests`. */
function isActive(itemPath: string, location: string): boolean {
  return itemPath === '/' ? location === '/' : location === itemPath || location.startsWith(`${itemPath}/`);
}

/** The bottom bar of the feature screens; it scrolls sideways and keeps the current one in view. */
export function BottomNav() {
  const { t, i18n } = useLingui();
  const [location] = useLocation();
  const list = useRef<HTMLUListElement>(null);
  const mounted = useRef(false);

  useEffect(() => {
    const first = !mounted.current;
    mounted.current = true;
    // The first item starts in view: scrolling to it would only force a layout while the game boots.
    if (first && isActive(NAV_ITEMS[0]?.path ?? '/', location)) return;
    const active = list.current?.querySelector('[aria-current="page"]');
    if (active instanceof HTMLElement && typeof active.scrollIntoView === 'function') {
      active.scrollIntoView({ block: 'nearest', inline: 'center', behavior: 'smooth' });
    }
  }, [location]);

  return (
    <nav className={styles.nav} aria-label={t`Game screens`}>
      <ul ref={list} className={styles.list}>
        {NAV_ITEMS.map(({ path, label, Icon, Badge }) => {
          const active = isActive(path, location);
          return (
            <li key={path} className={styles.item}>
              <Link
                href={path}
                className={[styles.link, active ? styles.active : ''].join(' ')}
                aria-current={active ? 'page' : undefined}
                onClick={() => {
                  if (active) return;
                  hapticSelection();
                  playEffect('tap');
                }}
              >
                <Icon size={26} />
                {Badge ? <Badge /> : null}
                <span className={styles.label}>{i18n._(label)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
