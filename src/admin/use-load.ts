/** Loads when `key` changes; `reload` asks again (after a change). */
import { useCallback, useEffect, useRef, useState } from 'react';

export type Loaded<T> = { state: 'loading' } | { state: 'error'; error: Error } | { state: 'ready'; value: T };

export function useLoad<T>(load: () => Promise<T>, key: string): { loaded: Loaded<T>; reload: () => void } {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' });
  const [round, setRound] = useState(0);
  // `load` is a fresh closure each render; `key` names what it loads.
  const latest = useRef(load);
  useEffect(() => {
    latest.current = load;
  });
  useEffect(() => {
    let current = true;
    latest.current().then(
      (value) => {
        if (current) setLoaded({ state: 'ready', value });
      },
      (error: unknown) => {
        if (current) setLoaded({ state: 'error', error: error instanceof Error ? error : new Error(String(error)) });
      },
    );
    return () => {
      current = false;
    };
  }, [key, round]);
  const reload = useCallback(() => {
    setRound((value) => value + 1);
  }, []);
  return { loaded, reload };
}
