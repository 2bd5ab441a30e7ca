import { memo } from 'react';
import { ProducerIcon } from './producer-icon.tsx';
import styles from './field-scene.module.css';

const TUFTS = [34, 92, 158, 236, 302, 356];
const POSTS = [250, 284, 318, 352];

/** Where the farm's producers stand on the middle hill: [centre x, ground y], in tier order. */
const PLOTS: readonly (readonly [number, number])[] = [
  [30, 106],
  [74, 100],
  [118, 98],
  [162, 100],
  [206, 104],
  [250, 108],
  [294, 106],
  [338, 102],
];

/** A producer standing in the scene: its catalog type and level. */
export interface Planted {
  type: string;
  level: number;
}

/** Drawn size of a producer at `level`: it grows with the level up to level 50 (view-box units). */
function plantedSize(level: number): number {
  return 20 + (16 * Math.min(Math.max(level, 1), 50)) / 50;
}

function samePlanted(a: readonly Planted[], b: readonly Planted[]): boolean {
  return (
    a.length === b.length &&
    a.every((p, i) => {
      const q = b[i];
      return q !== undefined && p.type === q.type && p.level === q.level;
    })
  );
}

interface FieldSceneProps {
  className?: string;
  /** The farm's producers in tier order; one plot each (more than the plots are not drawn). */
  planted?: readonly Planted[];
}

/**
 * Rolling green hills with a little fence, and the farm's producers standing on them, growing with
 * their levels: the ground of the farm and of full-screen pages. Memoized on the producers' types
 * and levels, so the ticking farm does not redraw it.
 */
export const FieldScene = memo(
  function FieldScene({ className, planted = [] }: FieldSceneProps) {
    return (
      <svg
        className={[styles.scene, className ?? ''].join(' ')}
        viewBox="0 0 390 150"
        preserveAspectRatio="xMidYMax slice"
        aria-hidden="true"
        focusable="false"
        data-planted={planted.length}
      >
        <path className={styles.back} d="M0 70c60-30 120-38 190-22s130 8 200-14v116H0Z" />
        <path className={styles.middle} d="M0 98c70-26 150-30 220-12s110 6 170-8v72H0Z" />
        {POSTS.map((x) => (
          <path key={x} className={styles.fence} d={`M${x} 112v-30`} />
        ))}
        <path className={styles.fence} d="M246 92h110M246 104h110" />
        {planted.slice(0, PLOTS.length).map(({ type, level }, index) => {
          const [x = 0, y = 0] = PLOTS[index] ?? [];
          const size = plantedSize(level);
          return <ProducerIcon key={type} type={type} size={size} x={x - size / 2} y={y - size} data-testid={`planted-${type}`} />;
        })}
        <path className={styles.front} d="M0 122c80-16 160-18 240-6s110 6 150 0v34H0Z" />
        {TUFTS.map((x) => (
          <path key={x} className={styles.tuft} d={`M${x - 6} 134c0-8 3-13 6-15 3 2 6 7 6 15Z`} />
        ))}
      </svg>
    );
  },
  (a, b) => a.className === b.className && samePlanted(a.planted ?? [], b.planted ?? []),
);
