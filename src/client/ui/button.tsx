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
}

/** The class names of a button look, for elements that are not buttons (links). */
export function buttonClassName({ variant = 'primary', size = 'md', block = false }: ButtonLook, extra?: string): string {
  return [
    styles.button,
    variant === 'primary' ? '' : styles[variant],
    size === 'md' ? '' : styles[size],
    block ? styles.block : '',
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
  icon,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonLook & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button type={type} className={buttonClassName({ variant, size, block }, className)} {...rest}>
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
  icon,
  className,
  children,
  ...rest
}: ButtonLook & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a className={buttonClassName({ variant, size, block }, className)} {...rest}>
      {icon}
      {children}
    </a>
  );
}
