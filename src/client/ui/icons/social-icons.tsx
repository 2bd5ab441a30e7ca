import { Svg, type IconProps } from './svg.tsx';

/** Telegram: the paper plane on its blue disc. */
export function TelegramIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="16" cy="16" r="14" fill="#2aabee" />
      <path
        d="M7.3 15.6c4.8-2.1 8-3.5 9.6-4.1 4.6-1.9 5.5-2.2 6.2-2.2.1 0 .5 0 .7.2.2.2.2.4.2.6-.1 1.6-.8 9.8-1.3 12.2-.2 1-.5 1.4-.9 1.4-.8.1-1.4-.5-2.2-1l-3-2.1c-1.4-.9-.5-1.4.3-2.2.2-.2 3.6-3.3 3.7-3.6 0-.1 0-.2-.1-.3-.1-.1-.2 0-.3 0-.1 0-2.2 1.4-6.2 4.1-.6.4-1.1.6-1.6.6-.5 0-1.5-.3-2.3-.5-.9-.3-1.7-.5-1.6-1 0-.3.4-.5 1.1-.8Z"
        fill="#fff"
      />
    </Svg>
  );
}

/** A Telegram Star, the currency of in-app payments: a gold five-pointed star (drawn, no emoji font needed). */
export function TelegramStarIcon(props: IconProps) {
  return (
    <Svg drawn {...props}>
      <path
        d="M16 3.5l3.7 7.6 8.3 1.2-6 5.9 1.4 8.3-7.4-3.9-7.4 3.9 1.4-8.3-6-5.9 8.3-1.2Z"
        fill="#ffc83d"
        stroke="#c98a00"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
    </Svg>
  );
}
