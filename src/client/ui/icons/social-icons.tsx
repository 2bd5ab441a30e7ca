import { TIKTOK_NOTE } from './icon-paths.ts';
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
