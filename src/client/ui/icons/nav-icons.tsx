import type { ReactNode } from 'react';
import { Svg, type IconProps } from './svg.tsx';

/** Navigation icons are two-tone line drawings in the current text colour. */
export function Line({ children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <Svg {...props}>
      <g stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
        {children}
      </g>
    </Svg>
  );
}

export const TINT = { fill: 'currentColor', fillOpacity: 0.18 } as const;

/** The farm: a barn. */
export function FarmNavIcon(props: IconProps) {
  return (
    <Line {...props}>
      <path d="M4.5 13.5 16 5l11.5 8.5V27H4.5V13.5Z" {...TINT} />
      <path d="M12 27v-8h8v8M12 19l8 8M20 19l-8 8" />
    </Line>
  );
}

/** Boosts: a bolt. */
export function BoostsNavIcon(props: IconProps) {
  return (
    <Line {...props}>
      <path d="M18 3.5 7.5 18h7.5l-2 10.5L24.5 13H17l1-9.5Z" {...TINT} />
    </Line>
  );
}

/** Spin: a prize wheel. */
export function SpinNavIcon(props: IconProps) {
  return (
    <Line {...props}>
      <circle cx="16" cy="17" r="11" {...TINT} />
      <path d="M16 6v22M6.5 11.5l19 11M6.5 22.5l19-11" strokeWidth="1.6" />
      <circle cx="16" cy="17" r="2.4" fill="currentColor" />
      <path d="m12.8 2.8 3.2 4.4 3.2-4.4Z" fill="currentColor" />
    </Line>
  );
}

/** Quests: a scroll with ticks. */
export function QuestsNavIcon(props: IconProps) {
  return (
    <Line {...props}>
      <path d="M8 4.5h15a2.5 2.5 0 0 1 2.5 2.5v18a2.5 2.5 0 0 1-2.5 2.5H9A2.5 2.5 0 0 1 6.5 25V6A1.5 1.5 0 0 1 8 4.5Z" {...TINT} />
      <path d="m10.5 11 1.6 1.6 3-3M10.5 19l1.6 1.6 3-3M18 11.5h3.5M18 19.5h3.5" />
    </Line>
  );
}

/** Close (a cross), for sheets and notifications. */
export function CloseIcon(props: IconProps) {
  return (
    <Line {...props}>
      <path d="m9 9 14 14M23 9 9 23" />
    </Line>
  );
}

/** More: four tiles, the screens one tap away. */
export function MoreNavIcon(props: IconProps) {
  return (
    <Line {...props}>
      <rect x="5" y="5" width="9" height="9" rx="2.5" {...TINT} />
      <rect x="18" y="5" width="9" height="9" rx="2.5" />
      <rect x="5" y="18" width="9" height="9" rx="2.5" />
      <rect x="18" y="18" width="9" height="9" rx="2.5" {...TINT} />
    </Line>
  );
}
