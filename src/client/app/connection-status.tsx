import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { useEffect } from 'react';
import { useOnline, usePendingCount, useRecentlyConfirmed } from '../data/index.ts';
import styles from './connection-status.module.css';

/** How long "All saved" stays after the outbox emptied, ms. */
export const SAVED_SHOWN_MS = 2500;

type Status = { kind: 'offline'; pending: number } | { kind: 'saving'; pending: number } | { kind: 'saved' } | null;

function useStatus(): Status {
  const online = useOnline();
  const pending = usePendingCount() ?? 0;
  const confirmed = useRecentlyConfirmed(SAVED_SHOWN_MS);
  if (!online) return { kind: 'offline', pending };
  if (pending > 0) return { kind: 'saving', pending };
  if (confirmed !== null) return { kind: 'saved' };
  return null;
}

/**
 * A small pill above the bottom bar: offline (and the moves waiting), saving the moves waiting,
 * then "all saved" for a moment once the server confirmed them. Nothing when all is well. While it
 * shows, toasts move up to keep clear of it.
 */
export function ConnectionStatus() {
  const { t } = useLingui();
  const status = useStatus();
  const shown = status !== null;

  useEffect(() => {
    document.documentElement.toggleAttribute('data-connection-status', shown);
    return () => {
      document.documentElement.removeAttribute('data-connection-status');
    };
  }, [shown]);

  if (status === null) return null;
  let text: string;
  if (status.kind === 'saved') text = t`All saved`;
  else {
    const count = status.pending;
    if (status.kind === 'saving') text = t`Saving · ${plural(count, { one: '# move waiting', other: '# moves waiting' })}`;
    else text = count > 0 ? t`Offline · ${plural(count, { one: '# move waiting', other: '# moves waiting' })}` : t`Offline`;
  }
  return (
    <div className={[styles.status, styles[status.kind]].join(' ')} role="status" data-testid="connection-status" data-kind={status.kind}>
      <span className={styles.dot} aria-hidden="true" />
      {text}
    </div>
  );
}
