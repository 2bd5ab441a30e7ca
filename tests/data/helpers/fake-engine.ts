/**
 * An in-memory stand-in for the game server's engine, built on the same domain rules, for outbox
 * tests that script faults precisely (the integration tests use the real server).
 */
import { CATALOG_V1 } from '#domain/catalog';
import { actionTime, applyWhenDue, type Action } from '#domain/actions';
import { newPlayer, type PlayerState } from '#domain/player';
import { isReason } from '#domain/result';
import type { GameUser } from '#protocol/game-user';
import { fakeFetch, json, type FakeFetch } from './fake-fetch.ts';

/** What happens to the next engine request. */
export type Fault = { kind: 'lost-before' } | { kind: 'lost-after' } | { kind: 'status'; status: number; body: unknown };

export interface FakeEngine extends FakeFetch {
  state: () => PlayerState;
  setState(state: PlayerState): void;
  /** Engine requests that reached the rules (duplicates excluded), in order. */
  applied: { key: string; action: Action }[];
  /** Faults for the next engine requests, consumed in order. */
  faults: Fault[];
  now: () => number;
}

export function gameUserOf(state: PlayerState): GameUser {
  return {
    ...state,
    user_id: 1,
    name: 'Farmer',
    email: '1@telegram',
    _id: 'game-1',
    withdrawable_tokens: state.resources[3],
    vested_tokens: state.tokensEarned,
    wallet: null,
  };
}

export function fakeEngine(now: () => number): FakeEngine {
  let state = newPlayer(CATALOG_V1, now(), false);
  const stored = new Map<string, Response>();
  const applied: FakeEngine['applied'] = [];
  const faults: Fault[] = [];

  /** The server's rule: the action at the time the player made it, within `actionTime`'s bounds. */
  function engine(name: string, key: string, body: string, claimed: number): Response {
    const previous = stored.get(key);
    if (previous !== undefined) return previous.clone();
    const action = { type: name, ...(JSON.parse(body || '{}') as object) } as Action;
    const outcome = applyWhenDue(
      state,
      action,
      { catalog: CATALOG_V1, now: actionTime(state, claimed, now()), rng: () => 0.5 },
      now(),
    ).outcome;
    if (!outcome.ok) {
      const status = isReason(outcome.reason) ? 409 : 422;
      return json(status, {
        message: outcome.reason === 'NOT_ENOUGH_RESOURCES' ? 'Not enough resources' : outcome.reason,
        reason: outcome.reason,
      });
    }
    state = outcome.value.state;
    applied.push({ key, action });
    const response = json(200, { updatedUser: gameUserOf(state), result: outcome.value.result, serverNow: now() });
    stored.set(key, response.clone());
    return response;
  }

  const transport = fakeFetch(({ method, path, headers, body }) => {
    const snapshot = () => ({
      gameUser: gameUserOf(state),
      firstTime: false,
      sendMessage: false,
      nextProducer: null,
      nextProducerEvent: null,
      seasonType: 'main',
      eventRunning: false,
      serverNow: now(),
      catalogVersion: 1,
    });
    // As the server does: `?snapshot=main` answers the snapshot with the session.
    if (path === '/backend/auth/telegram') return json(200, { session: 'fake-session', expire: now() + 86_400_000 });
    if (path === '/backend/auth/telegram?snapshot=main')
      return json(200, { session: 'fake-session', expire: now() + 86_400_000, snapshot: snapshot() });
    if (path === '/backend/hub/game-user' && method === 'GET') return json(200, snapshot());
    const match = /^\/backend\/hub\/engine\/([a-z-]+)$/.exec(path);
    // Only the actions: the lists (quest-list among them) are not part of this stand-in.
    if (match?.[1] === undefined || match[1] === 'quest-list') return json(404, { message: 'Not found', reason: 'NOT_FOUND' });
    const fault = faults.shift();
    if (fault?.kind === 'lost-before') throw new TypeError('fetch failed');
    if (fault?.kind === 'status') return json(fault.status, fault.body);
    const answer = engine(match[1], headers.get('idempotency-key') ?? '', body, Number(headers.get('action-time') ?? now()));
    if (fault?.kind === 'lost-after') throw new TypeError('fetch failed');
    return answer;
  });

  return {
    ...transport,
    state: () => state,
    setState(next) {
      state = next;
    },
    applied,
    faults,
    now,
  };
}
