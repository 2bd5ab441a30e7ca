/**
 * A read the server answers fresh and the client does not keep (the leaderboard, the friends
 * list): fetched when the screen opens, again after each sync (so it follows the re-syncs of
 * "fresh while open") and on `refresh()`. Its request is in the network chunk.
 */
import { useCallback, useEffect, useState } from 'react';
import type { DataClient } from '../client.ts';
import { useDataClient } from '../provider.ts';
import type { DataContext } from '../context.ts';
import { loadNetwork } from '../network-loader.ts';
import { REQUEST_MESSAGES } from '../transport/messages.ts';
import { RequestError } from '../transport/request-error.ts';

/** A request of the network chunk: stable (declared at module level), answering the parsed value. */
export type ServerReader<T> = (network: Awaited<ReturnType<typeof loadNetwork>>, context: DataContext) => Promise<T>;

/** The failure's reason code or message, for the i18n layer. */
export interface ReadFailure {
  reason: string | undefined;
  message: string;
}

/** The last answer (kept while a new one loads), a failure, or still loading. */
export interface ServerRead<T> {
  value: T | undefined;
  error: ReadFailure | undefined;
  loading: boolean;
  refresh: () => void;
}

async function fetchRead<T>(client: DataClient | undefined, read: ServerReader<T>): Promise<T> {
  if (client === undefined) throw new Error(REQUEST_MESSAGES.network);
  return read(await loadNetwork(), client.context);
}

/** The answer of `read` as React state. */
export function useServerRead<T>(read: ServerReader<T>): ServerRead<T> {
  const client = useDataClient();
  const [value, setValue] = useState<T | undefined>(undefined);
  const [error, setError] = useState<ReadFailure | undefined>(undefined);
  const [loading, setLoading] = useState(true);
  const [round, setRound] = useState(0);
  const refresh = useCallback(() => {
    setRound((count) => count + 1);
  }, []);

  useEffect(() => {
    const events = client?.events;
    const onSync = ({ seasonType }: { seasonType: string }) => {
      if (seasonType === 'main') refresh();
    };
    events?.on('sync-done', onSync);
    return () => {
      events?.off('sync-done', onSync);
    };
  }, [client, refresh]);

  useEffect(() => {
    let live = true;
    setLoading(true);
    fetchRead(client, read)
      .then((next) => {
        if (!live) return;
        setValue(next);
        setError(undefined);
      })
      .catch((failure: unknown) => {
        if (!live) return;
        const reason = failure instanceof RequestError ? failure.reason : undefined;
        setError({ reason, message: failure instanceof Error ? failure.message : String(failure) });
      })
      .finally(() => {
        if (live) setLoading(false);
      });
    return () => {
      live = false;
    };
  }, [client, read, round]);

  return { value, error, loading, refresh };
}
