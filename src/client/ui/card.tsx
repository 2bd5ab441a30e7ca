import type { HTMLAttributes, ReactNode } from 'react';
import styles from './card.module.css';

interface CardProps extends HTMLAttributes<HTMLElement> {
  /** A heading at the top of the card. */
  heading?: ReactNode;
  /** An icon before the heading. */
  icon?: ReactNode;
  /** A flatter card for grouping inside another surface. */
  tone?: 'raised' | 'sunken';
}

/** A rounded panel on the page; with a heading it is a labelled section. */
export function Card({ heading, icon, tone = 'raised', className, children, ...rest }: CardProps) {
  const classes = [styles.card, tone === 'sunken' ? styles.sunken : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <section className={classes} {...rest}>
      {heading ? (
        <header className={styles.header}>
          {icon}
          <h2 className={styles.title}>{heading}</h2>
        </header>
      ) : null}
      {children}
    </section>
  );
}
