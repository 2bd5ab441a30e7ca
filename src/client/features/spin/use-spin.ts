import { useCallback, useEffect, useRef, useState } from 'react';
import type { Grant } from '#domain/catalog-types';
import { serverResult, useDataClient, useGameAction } from '../../data/index.ts';
import { feedback } from '../../platform/index.ts';
import { landingRotation } from './wheel-geometry.ts';

/** How long the first, open-ended turn lasts while the server draws, ms. */
export const OPEN_TURN_MS = 6000;
/** How long the wheel takes to land once the server's slot is known, ms. */
export const LANDING_MS = 3600;

/** Where a spin stands: waiting for the server, saved until the connection returns, landing, landed with a prize, or refused. */
export type SpinPhase =
  | { kind: 'idle' }
  | { kind: 'turning' }
  /** The spin waits in the outbox (offline, or the server is out of reach): the wheel stands still. */
  | { kind: 'queued' }
  | { kind: 'landing'; slot: number; granted: Grant[] }
  | { kind: 'won'; slot: number; granted: Grant[] }
  /** The server refused the spin (`reason`). */
  | { kind: 'failed'; reason: string };

/** True while the device says it has no connection. */
function offline(): boolean {
  return typeof navigator !== 'undefined' && !navigator.onLine;
}

export interface SpinControl {
  phase: SpinPhase;
  rotation: number;
  durationMs: number;
  spin: () => Promise<void>;
}

/**
 * The wheel's state: a spin is spent at once (optimistic), the wheel starts turning, and it lands
 * on the slot the server drew (the local draw is only a guess and is never shown). Offline, the
 * wheel does not pretend: it says the spin turns when the connection returns, waits for the
 * server's answer however long it takes, and then turns and lands on the prize.
 */
export function useSpin(): SpinControl {
  const perform = useGameAction();
  const client = useDataClient();
  const [phase, setPhase] = useState<SpinPhase>({ kind: 'idle' });
  const [rotation, setRotation] = useState(0);
  const [durationMs, setDurationMs] = useState(OPEN_TURN_MS);
  const rotationRef = useRef(0);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const turnTo = useCallback((next: number, ms: number) => {
    rotationRef.current = next;
    setDurationMs(ms);
    setRotation(next);
  }, []);

  const spin = useCallback(async () => {
    const outcome = await perform({ type: 'spin' }, { moment: 'spin' });
    if (!outcome.ok || client === undefined) return;
    const queued = offline();
    if (queued) setPhase({ kind: 'queued' });
    else {
      setPhase({ kind: 'turning' });
      turnTo(rotationRef.current + 360 * 5, OPEN_TURN_MS);
    }
    let server = await serverResult(client, outcome.value.key, { type: 'spin' }, 'main');
    // Still in the outbox: say so, and keep waiting for the answer (the outbox sends it when it can).
    while (!server.ok && server.reason === 'PENDING' && mounted.current) {
      setPhase({ kind: 'queued' });
      server = await serverResult(client, outcome.value.key, { type: 'spin' }, 'main');
    }
    if (!mounted.current) return;
    if (!server.ok || server.result.slot === null) {
      feedback('refused');
      setPhase({ kind: 'failed', reason: server.ok ? 'INVALID_ACTION' : server.reason });
      return;
    }
    const { slot, granted } = server.result;
    setPhase({ kind: 'landing', slot, granted });
    turnTo(landingRotation(rotationRef.current, slot, 3), LANDING_MS);
    setTimeout(() => {
      if (!mounted.current) return;
      feedback('reward');
      setPhase({ kind: 'won', slot, granted });
    }, LANDING_MS);
  }, [client, perform, turnTo]);

  return { phase, rotation, durationMs, spin };
}
