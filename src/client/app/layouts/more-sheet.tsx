import type { ComponentType } from 'react';
import { isActive, MORE_NAV, type MoreIcon } from '../nav-items.ts';
import {
  EventsNavIcon,
  FriendsNavIcon,
  LeaderboardNavIcon,
  SettingsNavIcon,
  ShopNavIcon,
  WalletNavIcon,
} from '../../ui/icons/more-nav-icons.tsx';
import { type IconProps } from '../../ui/icons/svg.tsx';
import { Sheet } from '../../ui/sheet.tsx';
import { NavEntry } from './nav-entry.tsx';
import styles from './bottom-nav.module.css';

const ICONS: Readonly<Record<MoreIcon, ComponentType<IconProps>>> = {
  shop: ShopNavIcon,
  events: EventsNavIcon,
  friends: FriendsNavIcon,
  leaderboard: LeaderboardNavIcon,
  wallet: WalletNavIcon,
  settings: SettingsNavIcon,
};

interface MoreSheetProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** What waits on each screen, by path. */
  counts: Readonly<Record<string, number>>;
  location: string;
}

/** The sheet of the screens one tap away (the bottom bar's "More"); choosing one closes it. */
export function MoreSheet({ open, onClose, title, counts, location }: MoreSheetProps) {
  return (
    <Sheet open={open} onClose={onClose} title={title}>
      <ul className={styles.moreGrid}>
        {MORE_NAV.map((item) => (
          <li key={item.path}>
            <NavEntry
              item={{ ...item, Icon: ICONS[item.icon] }}
              count={counts[item.path]}
              current={isActive(item.path, location)}
              onOpen={onClose}
            />
          </li>
        ))}
      </ul>
    </Sheet>
  );
}
