import type { ReactNode } from 'react';
import { BottomNav } from './bottom-nav.tsx';
import styles from './layouts.module.css';

/** The layout of every game screen: the screen scrolls above the bottom navigation bar. */
export function PageLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page}>
      <main className={styles.content}>{children}</main>
      <BottomNav />
    </div>
  );
}
