import { memo } from 'react';
import styles from './field-scene.module.css';

const TUFTS = [34, 92, 158, 236, 302, 356];
const POSTS = [250, 284, 318, 352];

/** Rolling green hills with a little fence: the decorative ground of full-screen pages (memoized: static). */
export const FieldScene = memo(function FieldScene({ className }: { className?: string }) {
  return (
    <svg
      className={[styles.scene, className ?? ''].join(' ')}
      viewBox="0 0 390 150"
      preserveAspectRatio="xMidYMax slice"
      aria-hidden="true"
      focusable="false"
    >
      <path className={styles.back} d="M0 70c60-30 120-38 190-22s130 8 200-14v116H0Z" />
      <path className={styles.middle} d="M0 98c70-26 150-30 220-12s110 6 170-8v72H0Z" />
      {POSTS.map((x) => (
        <path key={x} className={styles.fence} d={`M${x} 112v-30`} />
      ))}
      <path className={styles.fence} d="M246 92h110M246 104h110" />
      <path className={styles.front} d="M0 122c80-16 160-18 240-6s110 6 150 0v34H0Z" />
      {TUFTS.map((x) => (
        <path key={x} className={styles.tuft} d={`M${x - 6} 134c0-8 3-13 6-15 3 2 6 7 6 15Z`} />
      ))}
    </svg>
  );
});
