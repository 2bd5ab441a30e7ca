import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ComponentType } from 'react';
import { useAdCardsWaiting } from '../features/events/ad-cards-waiting.ts';
import { useQuestsWaiting } from '../features/quests/quests-waiting.ts';
import { useSpinsWaiting } from '../features/spin/spins-waiting.ts';
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

/** One screen of the navigation. */
export interface NavItem {
  path: string;
  label: MessageDescriptor;
  Icon: ComponentType<IconProps>;
}

/** The screens of the bottom bar, all visible on a 360 px phone beside the "More" entry. */
export const PRIMARY_NAV: readonly NavItem[] = [
  { path: '/', label: msg`Farm`, Icon: FarmNavIcon },
  { path: '/boosts', label: msg`Boosts`, Icon: BoostsNavIcon },
  { path: '/spin', label: msg`Spin`, Icon: SpinNavIcon },
  { path: '/quests', label: msg`Quests`, Icon: QuestsNavIcon },
];

/** The screens one tap away, in the "More" sheet. */
export const MORE_NAV: readonly NavItem[] = [
  { path: '/shop', label: msg`Shop`, Icon: ShopNavIcon },
  { path: '/events', label: msg`Events`, Icon: EventsNavIcon },
  { path: '/friends', label: msg`Friends`, Icon: FriendsNavIcon },
  { path: '/leaderboard', label: msg({ message: 'Top', comment: 'Short label of the leaderboard screen' }), Icon: LeaderboardNavIcon },
  { path: '/wallet', label: msg`Wallet`, Icon: WalletNavIcon },
  { path: '/settings', label: msg`Settings`, Icon: SettingsNavIcon },
];

/** What waits on each screen (spins held, quests to take, ad cards ready), by path; a screen with nothing waiting is absent. */
export function useNavCounts(): Readonly<Record<string, number>> {
  const counts: Record<string, number> = { '/spin': useSpinsWaiting(), '/quests': useQuestsWaiting(), '/events': useAdCardsWaiting() };
  return Object.fromEntries(Object.entries(counts).filter(([, count]) => count > 0));
}

/** The screen `location` belongs to: `/quests/7` belongs to `/quests`. */
export function isActive(itemPath: string, location: string): boolean {
  return itemPath === '/' ? location === '/' : location === itemPath || location.startsWith(`${itemPath}/`);
}
