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
