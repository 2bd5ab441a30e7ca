import type { IconProps } from './svg.tsx';
import { Line, TINT } from './nav-icons.tsx';

/* The icons of the screens one tap away (the "More" sheet), drawn like the bottom bar's. */

/** Shop: a shopping bag. */
export function ShopNavIcon(props: IconProps) {
  return (
    <Line {...props}>
      <path d="M6 10h20l-1.5 17.5h-17L6 10Z" {...TINT} />
      <path d="M11.5 13V8.5a4.5 4.5 0 0 1 9 0V13" />
    </Line>
  );
}

/** Events: a flag with a star. */
export function EventsNavIcon(props: IconProps) {
  return (
    <Line {...props}>
      <path d="M7 28.5V4" />
      <path d="M7 5h17l-3.5 5.5L24 16H7" {...TINT} />
      <path d="m14.5 8.2.9 1.9 2 .2-1.5 1.4.4 2-1.8-1-1.8 1 .4-2-1.5-1.4 2-.2.9-1.9Z" strokeWidth="1.4" />
    </Line>
  );
}

/** Friends: two people. */
export function FriendsNavIcon(props: IconProps) {
  return (
    <Line {...props}>
      <circle cx="12" cy="11" r="4.5" {...TINT} />
      <path d="M3.5 26.5c0-4.7 3.8-8 8.5-8s8.5 3.3 8.5 8" {...TINT} />
      <path d="M20.5 6.8a4.5 4.5 0 0 1 0 8.4M23 18.8c3.2.9 5.5 3.8 5.5 7.7" />
    </Line>
  );
}

/** Leaderboard: a podium. */
export function LeaderboardNavIcon(props: IconProps) {
  return (
    <Line {...props}>
      <path d="M11.5 12h9v15.5h-9zM3.5 17.5h8v10h-8zM20.5 20.5h8v7h-8z" {...TINT} />
      <path d="m16 3.8 1.1 2.2 2.4.3-1.8 1.6.5 2.4-2.2-1.2-2.2 1.2.5-2.4-1.8-1.6 2.4-.3L16 3.8Z" strokeWidth="1.5" />
    </Line>
  );
}

/** Wallet. */
export function WalletNavIcon(props: IconProps) {
  return (
    <Line {...props}>
      <rect x="4" y="8.5" width="24" height="18" rx="3" {...TINT} />
      <path d="M28 14h-6a3 3 0 0 0 0 6h6M7 8.5 20.5 4.5a1.5 1.5 0 0 1 1.9 1.4v2.6" />
    </Line>
  );
}

/** Settings: a gear. */
export function SettingsNavIcon(props: IconProps) {
  return (
    <Line {...props}>
      <path
        d="m13.6 3.5-.7 3.3a10 10 0 0 0-2.8 1.6L6.9 7.3 4.5 11.5 7 13.7a10 10 0 0 0 0 3.2l-2.5 2.2 2.4 4.2 3.2-1.1a10 10 0 0 0 2.8 1.6l.7 3.3h4.8l.7-3.3a10 10 0 0 0 2.8-1.6l3.2 1.1 2.4-4.2-2.5-2.2a10 10 0 0 0 0-3.2l2.5-2.2-2.4-4.2-3.2 1.1a10 10 0 0 0-2.8-1.6l-.7-3.3h-4.8Z"
        {...TINT}
      />
      <circle cx="16" cy="15.3" r="4" />
    </Line>
  );
}
