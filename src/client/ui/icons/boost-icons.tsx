import { INK, Svg, type IconProps } from './svg.tsx';

/** User boost: a lightning bolt on a golden badge. */
export function UserBoostIcon(props: IconProps) {
  return (
    <Svg drawn {...props}>
      <circle cx="16" cy="16" r="13" fill="#fcd34d" stroke={INK} strokeWidth="1.6" />
      <path d="M17.8 5.5 9.5 17.6h6l-1.8 9L22.5 14h-6.2l1.5-8.5Z" fill="#fff6d6" stroke={INK} strokeWidth="1.6" strokeLinejoin="round" />
      <path d="M17.8 5.5 16.3 14h6.2" stroke="#f0a30a" strokeWidth="1.2" strokeLinejoin="round" />
    </Svg>
  );
}

/** Water boost: a fat water drop with a shine. */
export function WaterBoostIcon(props: IconProps) {
  return (
    <Svg drawn {...props}>
      <path
        d="M16 3c4.6 6 9 10.6 9 16a9 9 0 0 1-18 0c0-5.4 4.4-10 9-16Z"
        fill="#4aa8e8"
        stroke={INK}
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
      <path d="M16 3c4.6 6 9 10.6 9 16a9 9 0 0 1-9 9" fill="#2f86c8" />
      <path d="M16 3c4.6 6 9 10.6 9 16a9 9 0 0 1-18 0c0-5.4 4.4-10 9-16Z" stroke={INK} strokeWidth="1.6" strokeLinejoin="round" />
      <path d="M11.2 19.5c0-2.4 1.3-4.8 3-7" stroke="#dff1fd" strokeWidth="2" strokeLinecap="round" />
      <circle cx="11.6" cy="23" r="1.1" fill="#dff1fd" />
    </Svg>
  );
}

/** Insta boost: a stopwatch struck by a bolt, for finishing a cycle at once. */
export function InstaBoostIcon(props: IconProps) {
  return (
    <Svg drawn {...props}>
      <rect x="13" y="2.5" width="6" height="3.5" rx="1" fill="#96592b" stroke={INK} strokeWidth="1.4" />
      <path d="m23.5 7.6 1.8-1.8" stroke={INK} strokeWidth="1.8" strokeLinecap="round" />
      <circle cx="16" cy="17.5" r="11" fill="#fff6e8" stroke={INK} strokeWidth="1.6" />
      <circle cx="16" cy="17.5" r="8.4" fill="#f1e4cc" />
      <path d="M17.4 9.8 11.8 18.6h4.4l-1.3 6.6 6-9.4h-4.6l1.1-6Z" fill="#f0a30a" stroke={INK} strokeWidth="1.4" strokeLinejoin="round" />
    </Svg>
  );
}

/** Tractor: a green tractor with a big back wheel. */
export function TractorIcon(props: IconProps) {
  return (
    <Svg drawn {...props}>
      <path d="M20 8.5h2.2v5" stroke={INK} strokeWidth="1.6" strokeLinecap="round" />
      <path
        d="M8 8h7.5l2 7.5H25a2 2 0 0 1 2 2V22H6.5V10A2 2 0 0 1 8 8Z"
        fill="#67a12e"
        stroke={INK}
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
      <path d="M9.2 10.3h4.8l1.4 5.2H9.2Z" fill="#bfe4f7" stroke={INK} strokeWidth="1.3" strokeLinejoin="round" />
      <path d="M18 17.6h6.6" stroke="#9fcf6b" strokeWidth="1.5" strokeLinecap="round" />
      <circle cx="11" cy="22.5" r="6.5" fill="#3b2314" stroke={INK} strokeWidth="1.6" />
      <circle cx="11" cy="22.5" r="3.4" fill="#fbbf24" stroke={INK} strokeWidth="1.3" />
      <circle cx="24" cy="24.5" r="4.5" fill="#3b2314" stroke={INK} strokeWidth="1.6" />
      <circle cx="24" cy="24.5" r="2" fill="#fbbf24" stroke={INK} strokeWidth="1.2" />
    </Svg>
  );
}
