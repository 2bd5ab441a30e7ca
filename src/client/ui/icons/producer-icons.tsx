import { INK, Svg, type IconProps } from './svg.tsx';

/** Seed Sprouter: a seedling in a clay pot. */
export function SprouterIcon(props: IconProps) {
  return (
    <Svg drawn {...props}>
      <path d="M16 17V9" stroke={INK} strokeWidth="1.6" strokeLinecap="round" />
      <path d="M16 11.5c-.6-4 2-7.2 7-6.8.4 4.6-2.6 7.4-7 6.8Z" fill="#82bd45" stroke={INK} strokeWidth="1.5" strokeLinejoin="round" />
      <path d="M16 13.5c.4-3.4-2-5.8-6-5.4-.2 3.8 2.4 5.9 6 5.4Z" fill="#9fcf6b" stroke={INK} strokeWidth="1.5" strokeLinejoin="round" />
      <path
        d="M8 17h16l-2 11.2a1 1 0 0 1-1 .8H11a1 1 0 0 1-1-.8L8 17Z"
        fill="#d3733f"
        stroke={INK}
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
      <rect x="6.5" y="15.5" width="19" height="4" rx="1.4" fill="#e38a52" stroke={INK} strokeWidth="1.6" />
      <path d="M11.5 22.5 12 26" stroke="#f2b48a" strokeWidth="1.6" strokeLinecap="round" />
    </Svg>
  );
}

/** Crop tufts of the field, as [x, y] of each tuft's base. */
const TUFTS = [
  [7, 14.6],
  [12.5, 14.6],
  [18, 14.6],
  [23.5, 14.6],
  [9.5, 19.2],
  [15, 19.2],
  [20.5, 19.2],
  [26, 19.2],
  [7, 23.8],
  [12.5, 23.8],
  [18, 23.8],
  [23.5, 23.8],
];

/** Wheat Field: rows of green crop on furrowed earth, a sun above. */
export function FieldIcon(props: IconProps) {
  return (
    <Svg drawn {...props}>
      <circle cx="24.5" cy="6.5" r="3.6" fill="#fcd34d" stroke={INK} strokeWidth="1.4" />
      <path
        d="M3 14.5h26l-1.6 12.8a2 2 0 0 1-2 1.7H6.6a2 2 0 0 1-2-1.7L3 14.5Z"
        fill="#96592b"
        stroke={INK}
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
      <path d="M3.8 19.2h24.4M4.4 23.8h23.2" stroke="#5a321c" strokeWidth="1.4" strokeLinecap="round" />
      {TUFTS.map(([x = 0, y = 0]) => (
        <path
          key={`${x}-${y}`}
          d={`M${x - 2.3} ${y}c0-2.6 1-4.4 2.3-5.2 1.3.8 2.3 2.6 2.3 5.2Z`}
          fill="#82bd45"
          stroke={INK}
          strokeWidth="1.2"
          strokeLinejoin="round"
        />
      ))}
    </Svg>
  );
}

/** Compost Heap: a wooden bin of rich earth, steaming. */
export function CompostIcon(props: IconProps) {
  return (
    <Svg drawn {...props}>
      <path
        d="M12 8.5c-1.2-1.2-1.2-2.8 0-4M16.5 8c-1.2-1.2-1.2-2.8 0-4M21 8.5c-1.2-1.2-1.2-2.8 0-4"
        stroke="#a48c76"
        strokeWidth="1.5"
        strokeLinecap="round"
      />
      <path d="M6.5 15c1.5-3.2 5-4.8 9.5-4.8s8 1.6 9.5 4.8" fill="#5a321c" stroke={INK} strokeWidth="1.6" strokeLinejoin="round" />
      <circle cx="12" cy="13.4" r="1" fill="#82bd45" />
      <circle cx="19.4" cy="12.8" r="1.1" fill="#fbbf24" />
      <rect x="5" y="14.5" width="22" height="14.5" rx="2" fill="#b8743a" stroke={INK} strokeWidth="1.6" />
      <path d="M5 19.3h22M5 24.1h22" stroke={INK} strokeWidth="1.3" />
      <path d="M10 14.5V29M22 14.5V29" stroke={INK} strokeWidth="1.3" />
      <path d="M7 16.8h1.6M12.4 21.6h3M19 26.4h1.8" stroke="#e2b684" strokeWidth="1.3" strokeLinecap="round" />
    </Svg>
  );
}

/** Farmers' Market: a stall with a striped awning and crates of produce. */
export function MarketIcon(props: IconProps) {
  const stripes = [4, 10, 16, 22];
  return (
    <Svg drawn {...props}>
      <path d="M6.5 14v14.5M25.5 14v14.5" stroke={INK} strokeWidth="1.8" strokeLinecap="round" />
      <path
        d="M4 6.5 6 3h20l2 3.5V11a3 3 0 0 1-6 0 3 3 0 0 1-6 0 3 3 0 0 1-6 0 3 3 0 0 1-6 0V6.5Z"
        fill="#fff6e8"
        stroke={INK}
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
      {stripes.map((x) => (
        <path key={x} d={`M${x} 6.5h6V11a3 3 0 0 1-6 0V6.5Z`} fill="#67a12e" />
      ))}
      <path
        d="M4 6.5h24V11a3 3 0 0 1-6 0 3 3 0 0 1-6 0 3 3 0 0 1-6 0 3 3 0 0 1-6 0V6.5Z"
        stroke={INK}
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
      <rect x="8" y="21" width="16" height="7.5" rx="1" fill="#b8743a" stroke={INK} strokeWidth="1.6" />
      <circle cx="11.5" cy="19.6" r="2.2" fill="#e0533d" stroke={INK} strokeWidth="1.3" />
      <circle cx="16" cy="19.2" r="2.2" fill="#fbbf24" stroke={INK} strokeWidth="1.3" />
      <circle cx="20.5" cy="19.6" r="2.2" fill="#82bd45" stroke={INK} strokeWidth="1.3" />
      <path d="M8 24.6h16" stroke={INK} strokeWidth="1.2" />
    </Svg>
  );
}

/** A producer of a limited-time event: a red barn with a star flag. */
export function EventProducerIcon(props: IconProps) {
  return (
    <Svg drawn {...props}>
      <path d="M16 3.5V9" stroke={INK} strokeWidth="1.5" strokeLinecap="round" />
      <path d="M16 3.5h6.5l-1.6 2 1.6 2H16" fill="#fbbf24" stroke={INK} strokeWidth="1.3" strokeLinejoin="round" />
      <path d="M4 15 16 8l12 7v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V15Z" fill="#c8463a" stroke={INK} strokeWidth="1.6" strokeLinejoin="round" />
      <path d="M2.5 15.6 16 7.6l13.5 8" stroke="#fff6e8" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M2.5 15.6 16 7.6l13.5 8" stroke={INK} strokeWidth="1" strokeLinecap="round" strokeLinejoin="round" opacity=".5" />
      <rect x="11" y="19" width="10" height="10" fill="#fff6e8" stroke={INK} strokeWidth="1.5" />
      <path d="m11 19 10 10M21 19 11 29" stroke="#c8463a" strokeWidth="1.6" />
      <circle cx="16" cy="14.5" r="2" fill="#fff6e8" stroke={INK} strokeWidth="1.3" />
    </Svg>
  );
}
