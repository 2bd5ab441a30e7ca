/**
 * The frame every drawn icon shares. The icons live in one module per family (resources,
 * producers, boosts, awards, social links, navigation, settings) and are imported from it: there
 * is no index module, which would put every icon into the first load (docs/performance.md).
 */
import type { ReactNode, SVGProps } from 'react';

/** Props every icon takes: a size in CSS pixels (or any CSS length) and an accessible title. */
export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  size?: number | string;
  /** Names the icon for screen readers; without it the icon is decorative and hidden. */
  title?: string;
}

interface FrameProps extends IconProps {
  /** A drawn (coloured, ink-outlined) icon: the dark theme rims it so its outline stays legible on dark tiles. */
  drawn?: boolean;
  children: ReactNode;
}

/** The frame of every icon: a square 32 × 32 view box, hidden from screen readers unless titled. */
export function Svg({ size = 24, title, drawn = false, children, ...rest }: FrameProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 32 32"
      fill="none"
      xmlns="http://www.w3.org/2000/svg"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      focusable="false"
      data-drawn={drawn ? '' : undefined}
      {...rest}
    >
      {title ? <title>{title}</title> : null}
      {children}
    </svg>
  );
}

/** The outline colour of the drawn (coloured) icons: the product's dark brown. */
export const INK = '#3b2314';
