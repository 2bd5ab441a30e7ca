import { Svg, type IconProps } from './svg.tsx';

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
