import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import styles from './button.module.css';

/** `primary` is the green go button, `secondary` brown, `gold` for rewards, `ghost` outlined. */
export type ButtonVariant = 'primary' | 'secondary' | 'gold' | 'danger' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Takes the full width of its container. */
  block?: boolean;
  /** An icon before the label. */
  icon?: ReactNode;
  /** Glows on and off: something is ready to take (a harvest, a reward). */
  glow?: boolean;
}

/** The class names of a button look, for elements that are not buttons (links). */
export function buttonClassName({ variant = 'primary', size = 'md', block = false, glow = false }: ButtonLook, extra?: string): string {
  return [
    styles.button,
    variant === 'primary' ? '' : styles[variant],
    size === 'md' ? '' : styles[size],
    block ? styles.block : '',
    glow ? styles.glow : '',
    extra ?? '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** A chunky game button that sinks when pressed. */
export function Button({
  variant,
  size,
  block,
  glow,
  icon,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonLook & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button type={type} className={buttonClassName({ variant, size, block, glow }, className)} {...rest}>
      {icon}
      {children}
    </button>
  );
}

/** A link that looks like a {@link Button}. */
export function ButtonLink({
  variant,
  size,
  block,
  glow,
  icon,
  className,
  children,
  ...rest
}: ButtonLook & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a className={buttonClassName({ variant, size, block, glow }, className)} {...rest}>
      {icon}
      {children}
    </a>
  );
}
