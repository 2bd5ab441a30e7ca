import type { ReactNode } from 'react';
import { Svg, type IconProps } from './svg.tsx';

/** Settings icons are line drawings in the current text colour, like the navigation icons. */
function Line({ children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <Svg {...props}>
      <g stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
        {children}
      </g>
    </Svg>
  );
}

const TINT = { fill: 'currentColor', fillOpacity: 0.18 } as const;

/** Music: two beamed notes. */
export function MusicIcon(props: IconProps) {
  return (
    <Line {...props}>
      <path d="M12 23V7.5l14-3V20" />
      <ellipse cx="8.5" cy="23.5" rx="3.5" ry="3" {...TINT} />
      <ellipse cx="22.5" cy="20.5" rx="3.5" ry="3" {...TINT} />
      <path d="m12 12.5 14-3" />
    </Line>
  );
}

/** Sound effects: a speaker with waves. */
export function SoundIcon(props: IconProps) {
  return (
    <Line {...props}>
      <path d="M5 12.5h5l7-6v19l-7-6H5v-7Z" {...TINT} />
      <path d="M21.5 11.5a6.5 6.5 0 0 1 0 9M25 8a11 11 0 0 1 0 16" />
    </Line>
  );
}

/** Vibration: a phone with shake marks. */
export function VibrationIcon(props: IconProps) {
  return (
    <Line {...props}>
      <rect x="10" y="4.5" width="12" height="23" rx="2.5" {...TINT} />
      <path d="M5.5 11v10M2.5 13.5v5M26.5 11v10M29.5 13.5v5M14.5 23.5h3" />
    </Line>
  );
}

/** Reminders: a bell. */
export function BellIcon(props: IconProps) {
  return (
    <Line {...props}>
      <path d="M8 22.5h16l-2-3v-6a6 6 0 0 0-12 0v6l-2 3Z" {...TINT} />
      <path d="M13.5 26a2.5 2.5 0 0 0 5 0M16 4.5v3" />
    </Line>
  );
}

/** Light mode: a sun. */
export function SunIcon(props: IconProps) {
  return (
    <Line {...props}>
      <circle cx="16" cy="16" r="5.5" {...TINT} />
      <path d="M16 3.5v3M16 25.5v3M3.5 16h3M25.5 16h3M7.2 7.2l2.1 2.1M22.7 22.7l2.1 2.1M7.2 24.8l2.1-2.1M22.7 9.3l2.1-2.1" />
    </Line>
  );
}

/** Dark mode: a crescent moon. */
export function MoonIcon(props: IconProps) {
  return (
    <Line {...props}>
      <path d="M25.5 19.5A10.5 10.5 0 0 1 12.5 6.5a10.5 10.5 0 1 0 13 13Z" {...TINT} />
    </Line>
  );
}

/** Follow the system (Telegram's theme): a half-filled circle. */
export function AutoThemeIcon(props: IconProps) {
  return (
    <Line {...props}>
      <circle cx="16" cy="16" r="11" />
      <path d="M16 5a11 11 0 0 1 0 22V5Z" fill="currentColor" />
    </Line>
  );
}
