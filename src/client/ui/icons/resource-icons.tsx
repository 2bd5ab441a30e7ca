import { INK, Svg, type IconProps } from './svg.tsx';

/** Seed: a plump seed with a sprout. */
export function SeedIcon(props: IconProps) {
  return (
    <Svg drawn {...props}>
      <path
        d="M16 29c-5.5 0-9-3.8-9-8.6C7 15 11.6 10.6 16 10c4.4.6 9 5 9 10.4 0 4.8-3.5 8.6-9 8.6Z"
        fill="#c98a46"
        stroke={INK}
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
      <path d="M11.5 20.5c.4-3 2-5.3 4-6.6" stroke="#f1cf9b" strokeWidth="2" strokeLinecap="round" />
      <path d="M16 10.5V7" stroke={INK} strokeWidth="1.6" strokeLinecap="round" />
      <path d="M16 7.5c-.6-3 1.6-5.4 5.4-5 .3 3.5-2 5.6-5.4 5Z" fill="#82bd45" stroke={INK} strokeWidth="1.4" strokeLinejoin="round" />
      <path d="M16 8c-.3-2.5-2.4-4-5-3.6.1 2.6 2.2 4 5 3.6Z" fill="#9fcf6b" stroke={INK} strokeWidth="1.4" strokeLinejoin="round" />
    </Svg>
  );
}

/** Yield: a sheaf of golden wheat. */
export function YieldIcon(props: IconProps) {
  const grains = [
    [16, 6],
    [13.4, 9],
    [18.6, 9],
    [13.4, 12.6],
    [18.6, 12.6],
    [13.4, 16.2],
    [18.6, 16.2],
  ];
  return (
    <Svg drawn {...props}>
      <path d="M16 29V8" stroke={INK} strokeWidth="1.6" strokeLinecap="round" />
      <path d="M16 29 9.5 22M16 29l6.5-7" stroke={INK} strokeWidth="1.6" strokeLinecap="round" />
      {grains.map(([x = 0, y = 0], index) => (
        <ellipse
          key={index}
          cx={x}
          cy={y}
          rx="2.4"
          ry="3.4"
          transform={`rotate(${x < 16 ? -30 : x > 16 ? 30 : 0} ${x} ${y})`}
          fill="#fbbf24"
          stroke={INK}
          strokeWidth="1.3"
        />
      ))}
      <path
        d="M9 21.4c-1.6-1.4-2.6-3.7-2.4-6.4 2.4.6 3.9 2.5 4.2 4.6M23 21.4c1.6-1.4 2.6-3.7 2.4-6.4-2.4.6-3.9 2.5-4.2 4.6"
        fill="#fcd34d"
        stroke={INK}
        strokeWidth="1.3"
        strokeLinejoin="round"
      />
      <path d="M12.5 24h7" stroke="#c0392b" strokeWidth="2.4" strokeLinecap="round" />
    </Svg>
  );
}

/** Fertilize: a burlap sack marked with a leaf. */
export function FertilizeIcon(props: IconProps) {
  return (
    <Svg drawn {...props}>
      <path
        d="M11 9.5c-3 3-5 7.4-5 11.6C6 26 9.8 29 16 29s10-3 10-7.9c0-4.2-2-8.6-5-11.6H11Z"
        fill="#b8743a"
        stroke={INK}
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
      <path
        d="M11 9.5 9.6 5.5c2 .8 4.2-.6 6.4-.6s4.4 1.4 6.4.6L21 9.5"
        fill="#d39356"
        stroke={INK}
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
      <path d="M10.6 9.5h10.8" stroke={INK} strokeWidth="2.2" strokeLinecap="round" />
      <path
        d="M16 25.5c-3.7-.3-5-3.4-3.8-6.7 3.4-.7 6.6.4 6.9 3.6.1 1.6-1.2 3.2-3.1 3.1Z"
        fill="#82bd45"
        stroke={INK}
        strokeWidth="1.3"
        strokeLinejoin="round"
      />
      <path d="M13.6 23.6c1.4-1.6 2.8-2.4 4-2.6" stroke={INK} strokeWidth="1.1" strokeLinecap="round" />
      <path d="M21.8 13.5c.9 1.6 1.4 3.2 1.6 4.8" stroke="#e2b684" strokeWidth="1.8" strokeLinecap="round" />
    </Svg>
  );
}

/** Token: the game's gold coin, stamped with a sprout. */
export function TokenIcon(props: IconProps) {
  return (
    <Svg drawn {...props}>
      <circle cx="16" cy="16" r="13" fill="#f0a30a" stroke={INK} strokeWidth="1.6" />
      <circle cx="16" cy="16" r="9.6" fill="#fcd34d" stroke="#d17f06" strokeWidth="1.4" />
      <path d="M16 22v-6.5" stroke="#a65b09" strokeWidth="1.8" strokeLinecap="round" />
      <path d="M16 16c-.5-2.8 1.2-5 4.4-4.8.1 3-1.7 4.9-4.4 4.8ZM16 17.2c.3-2.4-1.3-4-3.8-3.8.1 2.4 1.6 3.9 3.8 3.8Z" fill="#a65b09" />
      <path d="M8.8 12.2a8 8 0 0 1 4.6-4.4" stroke="#fff6d6" strokeWidth="1.8" strokeLinecap="round" />
    </Svg>
  );
}
