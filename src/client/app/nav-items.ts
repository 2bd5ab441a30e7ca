import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ComponentType } from 'react';
import { QuestBadge } from '../features/quests/quest-badge.tsx';
import type { IconProps } from '../ui/icons/index.ts';
import {
  BoostsNavIcon,
  EventsNavIcon,
  FarmNavIcon,
  FriendsNavIcon,
  LeaderboardNavIcon,
  QuestsNavIcon,
  SettingsNavIcon,
  ShopNavIcon,
  SpinNavIcon,
  WalletNavIcon,
} from '../ui/icons/index.ts';

/** One entry of the bottom navigation bar. */
export interface NavItem {
  path: string;
  label: MessageDescriptor;
  Icon: ComponentType<IconProps>;
  /** A counter drawn over the icon (the quests available to take). */
  Badge?: ComponentType;
}

/** The feature screens in the order of the bottom bar. */
export const NAV_ITEMS: readonly NavItem[] = [
  { path: '/', label: msg`Farm`, Icon: FarmNavIcon },
  { path: '/boosts', label: msg`Boosts`, Icon: BoostsNavIcon },
  { path: '/spin', label: msg`Spin`, Icon: SpinNavIcon },
  { path: '/quests', label: msg`Quests`, Icon: QuestsNavIcon, Badge: QuestBadge },
  { path: '/shop', label: msg`Shop`, Icon: ShopNavIcon },
  { path: '/events', label: msg`Events`, Icon: EventsNavIcon },
  { path: '/friends', label: msg`Friends`, Icon: FriendsNavIcon },
  { path: '/leaderboard', label: msg({ message: 'Top', comment: 'Short tab label of the leaderboard' }), Icon: LeaderboardNavIcon },
  { path: '/wallet', label: msg`Wallet`, Icon: WalletNavIcon },
  { path: '/settings', label: msg`Settings`, Icon: SettingsNavIcon },
];
