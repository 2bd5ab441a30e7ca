import type { ReactNode } from 'react';
import { FieldScene } from '../../ui/field-scene.tsx';
import styles from './layouts.module.css';

/** The layout of error screens: the whole viewport over a field, no navigation (retry leads home). */
export function ErrorLayout({ children }: { children: ReactNode }) {
  return (
    <main className={styles.error}>
      <FieldScene />
      <div className={styles.errorContent}>{children}</div>
    </main>
  );
}
