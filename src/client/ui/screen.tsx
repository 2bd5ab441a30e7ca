import type { ReactNode } from 'react';
import styles from './screen.module.css';

interface ScreenProps {
  title: ReactNode;
  /** The drawn icon in the title's badge. */
  icon: ReactNode;
  /** A line under the title. */
  subtitle?: ReactNode;
  /** Something at the end of the title row (a counter, a chip). */
  aside?: ReactNode;
  testId?: string;
  children: ReactNode;
}

/** The frame of a game screen: a title with its badge, then the screen's cards in a column. */
export function Screen({ title, icon, subtitle, aside, testId, children }: ScreenProps) {
  return (
    <div className={styles.screen} data-testid={testId}>
      <header className={styles.header}>
        <span className={styles.badge}>{icon}</span>
        <div className={styles.heading}>
          <h1 className={styles.title}>{title}</h1>
          {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        </div>
        {aside ? <div className={styles.aside}>{aside}</div> : null}
      </header>
      {children}
    </div>
  );
}
