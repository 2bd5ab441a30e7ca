import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ComponentType } from 'react';
import { useAdCardsWaiting } from '../features/events/ad-cards-waiting.ts';
import { useEventWaiting } from '../features/events/event-waiting.ts';
import { useQuestsWaiting } from '../features/quests/quests-waiting.ts';
import { useSpinsWaiting } from '../features/spin/spins-waiting.ts';
import type { IconProps } from '../ui/icons/svg.tsx';
import { BoostsNavIcon, FarmNavIcon, QuestsNavIcon, SpinNavIcon } from '../ui/icons/nav-icons.tsx';

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

/**
 * The screens one tap away, in the "More" sheet. Their icons are drawn by the sheet
 * (layouts/more-sheet.tsx), whose code loads when it first opens.
 */
export const MORE_NAV = [
  { path: '/shop', label: msg`Shop`, icon: 'shop' },
  { path: '/events', label: msg`Events`, icon: 'events' },
  { path: '/friends', label: msg`Friends`, icon: 'friends' },
  { path: '/leaderboard', label: msg({ message: 'Top', comment: 'Short label of the leaderboard screen' }), icon: 'leaderboard' },
  { path: '/wallet', label: msg`Wallet`, icon: 'wallet' },
  { path: '/settings', label: msg`Settings`, icon: 'settings' },
] as const satisfies readonly (Omit<NavItem, 'Icon'> & { icon: string })[];

/** The name of a "More" entry's icon. */
export type MoreIcon = (typeof MORE_NAV)[number]['icon'];

/** What waits on each screen (spins held, quests to take, ad cards ready, the running event), by path; a screen with nothing waiting is absent. */
export function useNavCounts(): Readonly<Record<string, number>> {
  const counts: Record<string, number> = {
    '/spin': useSpinsWaiting(),
    '/quests': useQuestsWaiting(),
    '/events': useAdCardsWaiting() + useEventWaiting(),
  };
  return Object.fromEntries(Object.entries(counts).filter(([, count]) => count > 0));
}

/** The screen `location` belongs to: `/quests/7` belongs to `/quests`. */
export function isActive(itemPath: string, location: string): boolean {
  return itemPath === '/' ? location === '/' : location === itemPath || location.startsWith(`${itemPath}/`);
}
