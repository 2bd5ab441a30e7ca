/**
 * What the player is told about the connection and the outbox: whether the device is online, how
 * many moves wait to reach the server, and the moment they were all confirmed.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useDataClient } from '../provider.ts';

function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** The browser's word on the connection (`navigator.onLine`), live. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

const noStores = (): (() => void) => () => undefined;

/** Moves waiting for the server's answer (every season type); undefined without a data client. */
export function usePendingCount(): number | undefined {
  const games = useDataClient()?.context.games;
  return useSyncExternalStore(games?.subscribe ?? noStores, () => games?.pendingCount());
}

/**
 * How many moves the server confirmed when the outbox last emptied, for `showMs` after it did
 * (null the rest of the time).
 */
export function useRecentlyConfirmed(showMs: number): number | null {
  const [confirmed, setConfirmed] = useState<number | null>(null);
  const events = useDataClient()?.events;
  useEffect(() => {
    if (!events) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onDrained = (event: { confirmed: number }) => {
      setConfirmed(event.confirmed);
      clearTimeout(timer);
      timer = setTimeout(() => {
        setConfirmed(null);
      }, showMs);
    };
    events.on('outbox-drained', onDrained);
    return () => {
      events.off('outbox-drained', onDrained);
      clearTimeout(timer);
    };
  }, [events, showMs]);
  return confirmed;
}
