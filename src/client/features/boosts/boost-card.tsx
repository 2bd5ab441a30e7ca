import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import styles from './boosts.module.css';

interface BoostCardProps {
  icon: ReactNode;
  title: string;
  description: string;
  /** How many the player holds; undefined for a boost measured otherwise (water). */
  held?: number;
  /** The boost is in force now: the card glows. */
  active: boolean;
  action: ReactNode;
  testId: string;
  children?: ReactNode;
}

/** The frame of one boost: its icon, what it does, how many are held, its action and its state. */
export function BoostCard({ icon, title, description, held, active, action, testId, children }: BoostCardProps) {
  const { t } = useLingui();
  return (
    <section className={[styles.card, active ? styles.active : ''].join(' ')} data-testid={testId} aria-label={title}>
      <div className={styles.top}>
        <span className={styles.art}>{icon}</span>
        <div className={styles.info}>
          <h2 className={styles.title}>{title}</h2>
          <p className={styles.description}>{description}</p>
        </div>
        {held === undefined ? null : (
          <span className={styles.held} title={t`Held`} data-testid={`${testId}-held`}>
            ×{held}
          </span>
        )}
      </div>
      {children ? <div className={styles.state}>{children}</div> : null}
      <div className={styles.actions}>{action}</div>
    </section>
  );
}
