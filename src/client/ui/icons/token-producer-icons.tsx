import { INK, Svg, type IconProps } from './svg.tsx';

/** Beehive: a striped straw skep on a stand, a bee beside it. */
export function BeehiveIcon(props: IconProps) {
  return (
    <Svg drawn {...props}>
      <path d="M6 28.5h20" stroke={INK} strokeWidth="1.8" strokeLinecap="round" />
      <path
        d="M16 5c-5.6 0-9.5 5.2-9.5 11.5V26h19v-9.5C25.5 10.2 21.6 5 16 5Z"
        fill="#f5b83d"
        stroke={INK}
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
      <path d="M7.6 11.5h16.8M6.6 16.3h18.8M6.5 21.1h19" stroke="#b8743a" strokeWidth="1.4" strokeLinecap="round" />
      <path d="M13.2 26v-3.4a2.8 2.8 0 0 1 5.6 0V26" fill="#5a321c" stroke={INK} strokeWidth="1.4" strokeLinejoin="round" />
      <ellipse cx="26" cy="6.5" rx="2.4" ry="1.8" fill="#fcd34d" stroke={INK} strokeWidth="1.2" />
      <path d="M25.2 5v3M26.8 5v3" stroke={INK} strokeWidth="1" />
      <ellipse cx="26" cy="4.2" rx="1.6" ry="1" fill="#fff6e8" stroke={INK} strokeWidth="1" />
    </Svg>
  );
}

/** Apple Orchard: a round apple tree with red fruit. */
export function OrchardIcon(props: IconProps) {
  const apples = [
    [11, 11],
    [19.5, 9],
    [15, 15.5],
    [22, 15],
  ];
  return (
    <Svg drawn {...props}>
      <path d="M16 29V18.5M16 22l-3.5-3M16 20.5l3-2.5" stroke="#7a4a26" strokeWidth="2.2" strokeLinecap="round" />
      <path
        d="M8.5 17.5c-3.6-1-4.4-6.4-1-8.4.4-4 4.6-6.4 8.5-4.6 3.6-2 8.4.4 8.6 4.4 3.4 1.8 2.8 7.6-1.2 8.6-2 2-5.4 2.2-7.4.6-2.4 1.4-5.6 1.2-7.5-.6Z"
        fill="#82bd45"
        stroke={INK}
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
      {apples.map(([x = 0, y = 0]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="1.8" fill="#e0533d" stroke={INK} strokeWidth="1.1" />
      ))}
      <path d="M10 29h12" stroke={INK} strokeWidth="1.6" strokeLinecap="round" />
    </Svg>
  );
}

/** Dairy Barn: a red barn with a white-trimmed door and a milk can. */
export function DairyIcon(props: IconProps) {
  return (
    <Svg drawn {...props}>
      <path d="M3.5 13 13 5.5l9.5 7.5V28.5h-19V13Z" fill="#d0503c" stroke={INK} strokeWidth="1.6" strokeLinejoin="round" />
      <path d="M2.5 13.8 13 5.5l10.5 8.3" stroke={INK} strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
      <rect x="8.5" y="18" width="9" height="10.5" fill="#fff6e8" stroke={INK} strokeWidth="1.4" />
      <path d="M8.5 18l9 10.5M17.5 18l-9 10.5" stroke="#d0503c" strokeWidth="1.3" />
      <rect x="11" y="11" width="4" height="3.5" rx=".6" fill="#fff6e8" stroke={INK} strokeWidth="1.2" />
      <path d="M23.5 19.5h5l.5 9h-6l.5-9Z" fill="#dfe6ea" stroke={INK} strokeWidth="1.4" strokeLinejoin="round" />
      <rect x="24" y="17" width="4" height="2.5" rx=".8" fill="#dfe6ea" stroke={INK} strokeWidth="1.2" />
      <path d="M23.3 23.5h6" stroke="#8fa3ad" strokeWidth="1.2" />
    </Svg>
  );
}

/** Windmill: a stone tower with a cap and four sails. */
export function WindmillIcon(props: IconProps) {
  return (
    <Svg drawn {...props}>
      <path d="M11.5 29 13 13h6l1.5 16h-9Z" fill="#e2b684" stroke={INK} strokeWidth="1.6" strokeLinejoin="round" />
      <path d="M12.4 13 16 9.5l3.6 3.5" fill="#b8743a" stroke={INK} strokeWidth="1.5" strokeLinejoin="round" />
      <path d="M14.5 29v-4a1.5 1.5 0 0 1 3 0v4" fill="#5a321c" stroke={INK} strokeWidth="1.2" />
      <g stroke={INK} strokeWidth="1.3" strokeLinejoin="round" fill="#fff6e8">
        <path d="M16 11 6.5 3.5l-1.6 2.2Z" />
        <path d="M16 11l9.5-7.5 1.6 2.2Z" />
        <path d="M16 11 8 19.5l-2-1.8Z" />
        <path d="M16 11l8 8.5 2-1.8Z" />
      </g>
      <circle cx="16" cy="11" r="1.6" fill="#7a4a26" stroke={INK} strokeWidth="1.2" />
    </Svg>
  );
}
