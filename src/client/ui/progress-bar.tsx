import type { CSSProperties } from 'react';
import styles from './progress-bar.module.css';

interface ProgressBarProps {
  /** Done fraction, 0 to 1 (values outside are clamped). */
  value: number;
  /** What the bar measures, for screen readers. */
  label: string;
  tone?: 'green' | 'yellow' | 'brown';
  /** Stripes: the work is running. */
  running?: boolean;
  /**
   * The value changes every few hundred ms (a producer's cycle): it moves in steps, with no
   * transition, so a running farm keeps no animation going and costs nothing between updates.
   */
  steady?: boolean;
  /** Height in CSS pixels. */
  height?: number;
  className?: string;
}

/** A rounded progress bar (a producer's cycle, a quest, a season). */
export function ProgressBar({ value, label, tone = 'green', running = false, steady = false, height, className }: ProgressBarProps) {
  const fraction = Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0;
  const classes = [
    styles.track,
    tone === 'green' ? '' : styles[tone],
    running ? styles.striped : '',
    steady ? styles.steady : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  const style = height === undefined ? undefined : ({ '--progress-height': `${height}px` } as CSSProperties);
  return (
    <div
      className={classes}
      style={style}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(fraction * 100)}
    >
      <div className={styles.fill} style={{ transform: `translateX(${((fraction - 1) * 100).toFixed(2)}%)` }} />
    </div>
  );
}
