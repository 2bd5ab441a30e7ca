/**
 * The leaderboard (GET /backend/hub/leaderboard): tokens earned this season, the top 100 and the
 * player's own rank. It is not cached in IndexedDB: it is only worth showing fresh.
 */
import { useCallback, useEffect, useState } from 'react';
import type { Leaderboard } from '#protocol/leaderboard';
import { maybeDataClient } from '../client.ts';
import { loadNetwork } from '../sync/network.ts';
import { REQUEST_MESSAGES } from '../transport/messages.ts';
import { RequestError } from '../transport/request-error.ts';

/** The board, a failure, or still loading (`board` and `error` both undefined). */
export interface LeaderboardState {
  board: Leaderboard | undefined;
  /** The failure's reason code or message, for the i18n layer. */
  error: { reason: string | undefined; message: string } | undefined;
  loading: boolean;
  refresh: () => void;
}

/** Fetches the leaderboard once through the configured data client (the request is in the network chunk). */
async function fetchLeaderboard(): Promise<Leaderboard> {
  const client = maybeDataClient();
  if (client === undefined) throw new Error(REQUEST_MESSAGES.network);
  return (await loadNetwork()).requestLeaderboard(client.context);
}

/** The leaderboard, fetched when the screen opens and on `refresh()`. */
export function useLeaderboard(): LeaderboardState {
  const [board, setBoard] = useState<Leaderboard | undefined>(undefined);
  const [error, setError] = useState<LeaderboardState['error']>(undefined);
  const [loading, setLoading] = useState(true);
  const [round, setRound] = useState(0);

  useEffect(() => {
    let live = true;
    setLoading(true);
    fetchLeaderboard()
      .then((next) => {
        if (!live) return;
        setBoard(next);
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
  }, [round]);

  const refresh = useCallback(() => {
    setRound((value) => value + 1);
  }, []);
  return { board, error, loading, refresh };
}
