import type { ReactNode } from 'react';
import { ConnectionStatus } from '../connection-status.tsx';
import { BottomNav } from './bottom-nav.tsx';
import styles from './layouts.module.css';

/** The layout of every game screen: the screen scrolls above the bottom navigation bar; the connection's state shows over it. */
export function PageLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page}>
      <main className={styles.content}>{children}</main>
      <ConnectionStatus />
      <BottomNav />
    </div>
  );
}
