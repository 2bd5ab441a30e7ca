import { MEDAL_NUMERALS } from './icon-paths.ts';
import { INK, Svg, type IconProps } from './svg.tsx';

interface MedalColors {
  face: string;
  rim: string;
  ribbon: string;
}

const MEDAL_COLORS: Record<1 | 2 | 3, MedalColors> = {
  1: { face: '#fbbf24', rim: '#d17f06', ribbon: '#c8463a' },
  2: { face: '#dfe4ea', rim: '#9aa5b1', ribbon: '#3f7fc4' },
  3: { face: '#d98c4f', rim: '#96592b', ribbon: '#67a12e' },
};

/** A leaderboard medal for first, second or third place. */
export function MedalIcon({ place, ...props }: IconProps & { place: 1 | 2 | 3 }) {
  const colors = MEDAL_COLORS[place];
  return (
    <Svg drawn {...props}>
      <path d="M9 2.5h5l3 8h-5l-3-8ZM23 2.5h-5l-3 8h5l3-8Z" fill={colors.ribbon} stroke={INK} strokeWidth="1.4" strokeLinejoin="round" />
      <circle cx="16" cy="19.5" r="10" fill={colors.face} stroke={INK} strokeWidth="1.6" />
      <circle cx="16" cy="19.5" r="7.2" stroke={colors.rim} strokeWidth="1.6" />
      <path d={MEDAL_NUMERALS[place]} stroke={INK} strokeWidth="1.9" strokeLinecap="round" strokeLinejoin="round" />
    </Svg>
  );
}

/** First place. */
export function Medal1Icon(props: IconProps) {
  return <MedalIcon place={1} {...props} />;
}

/** The TON token: a blue disc with the diamond mark. */
export function TonIcon(props: IconProps) {
  return (
    <Svg drawn {...props}>
      <circle cx="16" cy="16" r="13.5" fill="#0098ea" />
      <path
        d="M10.4 10h11.2c1 0 1.7 1.1 1.2 2l-6 10.4a.9.9 0 0 1-1.6 0l-6-10.4c-.5-.9.2-2 1.2-2Z"
        stroke="#fff"
        strokeWidth="1.9"
        strokeLinejoin="round"
      />
      <path d="M16 10v13" stroke="#fff" strokeWidth="1.9" />
    </Svg>
  );
}

/** Speedometer: a gauge with the needle near the top. */
export function SpeedometerIcon(props: IconProps) {
  return (
    <Svg drawn {...props}>
      <path d="M3.5 22a12.5 12.5 0 1 1 25 0 2 2 0 0 1-2 2h-21a2 2 0 0 1-2-2Z" fill="#fff6e8" stroke={INK} strokeWidth="1.6" />
      <path d="M7 20.5a9 9 0 0 1 4-7.4" stroke="#82bd45" strokeWidth="3" strokeLinecap="round" />
      <path d="M12.6 12.2a9 9 0 0 1 7 0" stroke="#fbbf24" strokeWidth="3" strokeLinecap="round" />
      <path d="M21.2 13.2a9 9 0 0 1 3.8 7.3" stroke="#e0533d" strokeWidth="3" strokeLinecap="round" />
      <path d="m16 21 5.5-7" stroke={INK} strokeWidth="2" strokeLinecap="round" />
      <circle cx="16" cy="21" r="2.2" fill={INK} />
    </Svg>
  );
}
