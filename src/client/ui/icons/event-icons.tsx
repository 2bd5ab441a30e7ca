/** The Pumpkin Festival's art: its producers' icons and the banner of the event's card. */
import { INK, Svg, type IconProps } from './svg.tsx';

const PUMPKIN = '#f08a24';
const PUMPKIN_DARK = '#c9651a';
const LEAF = '#82bd45';

/** Pumpkin Sprouter: a pumpkin seedling with a curled tendril, in a clay pot. */
export function PumpkinSprouterIcon(props: IconProps) {
  return (
    <Svg drawn {...props}>
      <path d="M16 17v-6" stroke={INK} strokeWidth="1.6" strokeLinecap="round" />
      <path d="M16 12c-1-4.5 1.6-7.6 7.4-7 .2 4.8-3 7.6-7.4 7Z" fill={LEAF} stroke={INK} strokeWidth="1.5" strokeLinejoin="round" />
      <path d="M16 12.5c-2.6-.6-4-2.6-3-5.4 1.6.2 2.4 1.4 1.8 2.8" stroke="#5e8f2c" strokeWidth="1.3" strokeLinecap="round" />
      <path
        d="M8 17h16l-2 11.2a1 1 0 0 1-1 .8H11a1 1 0 0 1-1-.8L8 17Z"
        fill="#d3733f"
        stroke={INK}
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
      <rect x="6.5" y="15.5" width="19" height="4" rx="1.4" fill={PUMPKIN} stroke={INK} strokeWidth="1.6" />
    </Svg>
  );
}

/** Pumpkin Patch: a ripe pumpkin on its vine. */
export function PumpkinPatchIcon(props: IconProps) {
  return (
    <Svg drawn {...props}>
      <path d="M3 27.5c4-1.5 7-1.5 10 0" stroke="#5e8f2c" strokeWidth="1.6" strokeLinecap="round" />
      <path d="M16 9.5c0-2 .8-3.6 2.4-4.6" stroke={INK} strokeWidth="2" strokeLinecap="round" />
      <path d="M18.5 8c2.6-2 5.6-1.8 7.2.4-2.4 1.8-5 1.8-7.2-.4Z" fill={LEAF} stroke={INK} strokeWidth="1.3" strokeLinejoin="round" />
      <ellipse cx="16" cy="19" rx="12" ry="9" fill={PUMPKIN} stroke={INK} strokeWidth="1.6" />
      <path d="M16 10.2c-3 2.6-3 14.8 0 17.6M16 10.2c3 2.6 3 14.8 0 17.6" stroke={PUMPKIN_DARK} strokeWidth="1.4" />
      <path d="M9.5 11.8c-3.6 3.4-3.6 11.4 0 14.4M22.5 11.8c3.6 3.4 3.6 11.4 0 14.4" stroke={PUMPKIN_DARK} strokeWidth="1.3" />
    </Svg>
  );
}

/** Pie Stand: a pumpkin pie on a striped stall. */
export function PieStandIcon(props: IconProps) {
  return (
    <Svg drawn {...props}>
      <path d="M4 10 6.5 4h19L28 10Z" fill="#fff6e8" stroke={INK} strokeWidth="1.5" strokeLinejoin="round" />
      <path d="M10.5 4 9.7 10M16 4v6M21.5 4l.8 6" stroke="#c8463a" strokeWidth="2.4" />
      <path d="M4 10h24" stroke={INK} strokeWidth="1.5" />
      <path d="M6 10v18M26 10v18" stroke={INK} strokeWidth="1.6" strokeLinecap="round" />
      <path d="M8 20c0-3 3.6-5 8-5s8 2 8 5Z" fill={PUMPKIN} stroke={INK} strokeWidth="1.5" strokeLinejoin="round" />
      <path d="M7 20h18l-1.4 3.4H8.4Z" fill="#e3b074" stroke={INK} strokeWidth="1.5" strokeLinejoin="round" />
      <path d="M12.5 17.6h1.4M17.5 17h1.4" stroke="#fff6e8" strokeWidth="1.3" strokeLinecap="round" />
      <rect x="4" y="25.5" width="24" height="3" rx="1" fill="#b8743a" stroke={INK} strokeWidth="1.4" />
    </Svg>
  );
}

/** The festival's producers' icons by type, for the screens that show them (ui/producer-icon.tsx). */
export const EVENT_PRODUCER_ICONS = {
  'event-pumpkin-sprouter': PumpkinSprouterIcon,
  'event-pumpkin-patch': PumpkinPatchIcon,
  'event-pie-stand': PieStandIcon,
};

/**
 * The festival's banner: dusk sky, a harvest moon, a row of pumpkins on a hill. Decorative (the
 * card's heading names the event); wide, drawn to a 360 × 96 box and scaled to the card.
 */
export function FestivalBanner({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 360 96" preserveAspectRatio="xMidYMid slice" aria-hidden focusable="false">
      <defs>
        <linearGradient id="festival-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#5b2a6e" />
          <stop offset="1" stopColor="#e0793a" />
        </linearGradient>
      </defs>
      <rect width="360" height="96" fill="url(#festival-sky)" />
      <circle cx="300" cy="26" r="16" fill="#fde68a" />
      <circle cx="40" cy="18" r="1.4" fill="#fff6e8" />
      <circle cx="96" cy="12" r="1.1" fill="#fff6e8" />
      <circle cx="210" cy="20" r="1.3" fill="#fff6e8" />
      <path d="M0 84c70-10 150-14 220-20s100-14 140-22v54H0Z" fill="#3f5a22" />
      {/* On the right: the left holds the card's title. */}
      {[236, 286, 336].map((x, index) => (
        <g key={x} transform={`translate(${x} ${index % 2 === 0 ? 70 : 62})`}>
          <path d="M0-9c0-2 .8-3.4 2.2-4.2" stroke={INK} strokeWidth="2" strokeLinecap="round" />
          <ellipse rx="12" ry="8.5" fill={PUMPKIN} stroke={INK} strokeWidth="1.5" />
          <path d="M0-8.5c-3 2.4-3 14.6 0 17M0-8.5c3 2.4 3 14.6 0 17" stroke={PUMPKIN_DARK} strokeWidth="1.3" fill="none" />
        </g>
      ))}
    </svg>
  );
}
