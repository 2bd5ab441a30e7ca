import { TIKTOK_NOTE } from './icon-paths.ts';
import { INK, Svg, type IconProps } from './svg.tsx';

/* The marks only the quests draw: the level gauge and the social networks a quest follows. */

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

/** TikTok: the note mark with its cyan and red shadows. */
export function TikTokIcon(props: IconProps) {
  const note = TIKTOK_NOTE;
  return (
    <Svg {...props}>
      <rect x="2" y="2" width="28" height="28" rx="7" fill="#111" />
      <path d={note} fill="#25f4ee" transform="translate(-.9 -.8)" />
      <path d={note} fill="#fe2c55" transform="translate(.9 .8)" />
      <path d={note} fill="#fff" />
    </Svg>
  );
}

/** LinkedIn: the "in" mark on its blue square, drawn as shapes. */
export function LinkedInIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <rect x="2" y="2" width="28" height="28" rx="5" fill="#0a66c2" />
      <circle cx="10.2" cy="9.6" r="2.1" fill="#fff" />
      <rect x="8.4" y="13" width="3.6" height="11" rx=".6" fill="#fff" />
      <path
        d="M14.6 13.6c0-.3.3-.6.6-.6h2.3c.3 0 .6.3.6.6v1c.8-1.2 2-1.9 3.6-1.9 2.8 0 4 1.8 4 4.8v6.1c0 .3-.3.6-.6.6h-2.4a.6.6 0 0 1-.6-.6v-5.5c0-1.4-.5-2.3-1.7-2.3-1.3 0-2 .9-2 2.4v5.4c0 .3-.3.6-.6.6h-2.6a.6.6 0 0 1-.6-.6V13.6Z"
        fill="#fff"
      />
    </Svg>
  );
}
