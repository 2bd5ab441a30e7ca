/**
 * The game of one season type, in memory (docs/architecture.md, "One tap"): `confirmed`, the last
 * state the server answered; `pending`, each action the server has not answered yet with its one
 * idempotency key and the time the player made it; and `view = rebase(confirmed, pending)`, the
 * object every screen and the resource ticker render (through `useSyncExternalStore`).
 *
 * `act` draws the key once, applies the action once to the view, tells the screens at once, and
 * then appends the action to the outbox in Dexie (one transaction), so a tap survives a reload.
 * An answer sets `confirmed`, drops the key, rebases what is still pending, and hands the server's
 * result to whoever waits for that key (answers.ts). Dexie is the durable log and the boot cache:
 * `load` reads the stored snapshot and outbox once, and the store writes through to them.
 */
import { applyWhenDue, type Action, type ActionResult } from '#domain/actions';
import type { Catalog } from '#domain/catalog-types';
import type { Reason } from '#domain/result';
import type { GameUser } from '#protocol/game-user';
import { guarded, type GuardContext } from '../storage/db-guard.ts';
import type { SeasonType, SnapshotRow } from '../storage/db-rows.ts';
import { optimisticContext } from './action-context.ts';
import { createAnswers, type ServerResult } from './answers.ts';
import { createLiveView, type LiveView, type VisibilitySource, type WakeSource } from './live-view.ts';
import { rebase, type PendingStep } from './rebase.ts';

/** Refusals of the client itself, besides the rules' reasons. */
export type ActRefusal = Reason | 'NO_SNAPSHOT' | 'STORAGE_ERROR';

export type ActOutcome = { ok: true; value: { key: string; result: ActionResult } } | { ok: false; reason: ActRefusal };

/** What a store needs from its data client. */
export interface GameStoreDeps extends GuardContext {
  seasonType: SeasonType;
  /** A fresh idempotency key. */
  newKey: () => string;
  /** Server time now, ms. */
  now: () => number;
  /** The catalog in force. */
  catalog: () => Catalog;
  /** Tells the app about a prize no screen waits for (see answers.ts). */
  announce: (key: string, type: Action['type'], result: ActionResult) => void;
  /** The live view's wakes and the page's visibility (the browser's by default; tests drive them). */
  wakes?: WakeSource | undefined;
  visibility?: VisibilitySource | undefined;
}

/** An answer of the engine to one pending action. */
export interface EngineAnswer {
  updatedUser: GameUser;
  /** Server time of the answer, ms. */
  serverNow: number;
  result: ActionResult;
}

export interface GameStore {
  readonly seasonType: SeasonType;
  /** What the screens render: undefined until loaded, null when nothing is stored yet. */
  view: () => SnapshotRow | null | undefined;
  subscribe: (listener: () => void) => () => void;
  /** The view settled to now at the instant every screen shows (live-view.ts). */
  live: LiveView;
  /** The actions the server has not answered, oldest first. */
  pending: () => readonly PendingStep[];
  /** Reads the stored snapshot and outbox (at boot, and when a test seeds the database). */
  load(): Promise<void>;
  act(action: Action): Promise<ActOutcome>;
  /** The server applied (or had applied) the action under `key`; written through to Dexie. */
  answered(key: string, answer: EngineAnswer): Promise<void>;
  /** The server refused `key`, or the outbox gave it up; Dexie's entry is already gone. */
  dropped(key: string, reason: string): Promise<void>;
  /** A snapshot the sync stored (its transaction has committed). */
  received(row: SnapshotRow): void;
  /** `row` with the pending actions rebased on its confirmed state (what to store as its view). */
  rebased(row: SnapshotRow): SnapshotRow;
  /** The server's result for `key` once it answers (see answers.ts). */
  result(key: string, timeoutMs: number): Promise<ServerResult>;
}

export function createGameStore(deps: GameStoreDeps): GameStore {
  const { db, seasonType } = deps;
  let base: SnapshotRow | null | undefined;
  let pending: PendingStep[] = [];
  let shown: SnapshotRow | null | undefined;
  let loading: Promise<void> | undefined;
  const listeners = new Set<() => void>();
  const answers = createAnswers((key, result) => {
    deps.announce(key, result.type, result);
  });
  const live = createLiveView({ serverNow: deps.now, wakes: deps.wakes, visibility: deps.visibility });

  function rebasedRow(row: SnapshotRow): SnapshotRow {
    const rebased = rebase(deps.catalog(), row.confirmed, row.confirmedAt, pending, deps.now());
    return { ...row, view: rebased.view, viewAt: rebased.viewAt };
  }

  function show(next: SnapshotRow | null | undefined): void {
    shown = next;
    live.setState(next?.view ?? undefined);
    for (const listener of listeners) listener();
  }

  function refresh(): void {
    show(base ? rebasedRow(base) : base);
  }

  async function load(): Promise<void> {
    const [row, entries] = await Promise.all([db.snapshots.get(seasonType), db.outbox.orderBy('seq').toArray()]);
    base = row ?? null;
    pending = entries.filter((entry) => entry.seasonType === seasonType).map(({ key, action, at }) => ({ key, action, at }));
    refresh();
  }

  function ensureLoaded(): void {
    loading ??= load().catch(() => {
      loading = undefined;
    });
  }

  async function act(action: Action): Promise<ActOutcome> {
    // A tap before the store has read Dexie (a page just opened) waits for that read.
    if (shown === undefined) {
      ensureLoaded();
      await loading;
    }
    const from = shown;
    if (!from) return { ok: false, reason: 'NO_SNAPSHOT' };
    const key = deps.newKey();
    // The tap takes effect at the instant the screen shows (the live view's), which is the rule's
    // answer the player saw; the server takes that time too (the domain's actionTime bounds it).
    const now = Math.floor(deps.now());
    const at = Math.min(now, live.shownAt(from.view) ?? now);
    const { outcome, at: applied } = applyWhenDue(from.view, action, optimisticContext(deps.catalog(), at, key), now);
    if (!outcome.ok) return { ok: false, reason: outcome.reason };
    const step: PendingStep = { key, action, at };
    pending = [...pending, step];
    show({ ...from, view: outcome.value.state, viewAt: Math.max(from.viewAt, applied) });
    try {
      await guarded(deps, 'act', () => db.outbox.add({ key, seasonType, action, at, attempts: 0, malformed: 0, nextAttemptAt: 0 }));
    } catch {
      // Nothing was stored: the action did not happen, and the player is told.
      pending = pending.filter((other) => other !== step);
      answers.forget(key);
      refresh();
      return { ok: false, reason: 'STORAGE_ERROR' };
    }
    return { ok: true, value: { key, result: outcome.value.result } };
  }

  async function answered(key: string, answer: EngineAnswer): Promise<void> {
    // A duplicate's stored answer may be older than the confirmed state: then it only drops the key.
    const nextBase =
      base && answer.serverNow >= base.confirmedAt ? { ...base, confirmed: answer.updatedUser, confirmedAt: answer.serverNow } : base;
    const remaining = pending.filter((step) => step.key !== key);
    await guarded(deps, 'settle', () =>
      db.transaction('rw', [db.snapshots, db.outbox], async () => {
        await db.outbox.where('key').equals(key).delete();
        if (nextBase) {
          const rebased = rebase(deps.catalog(), nextBase.confirmed, nextBase.confirmedAt, remaining, deps.now());
          await db.snapshots.put({ ...nextBase, view: rebased.view, viewAt: rebased.viewAt });
        }
      }),
    );
    base = nextBase;
    pending = pending.filter((step) => step.key !== key);
    refresh();
    answers.settle(key, { ok: true, result: answer.result });
  }

  function dropped(key: string, reason: string): Promise<void> {
    pending = pending.filter((step) => step.key !== key);
    refresh();
    answers.settle(key, { ok: false, reason });
    return Promise.resolve();
  }

  return {
    seasonType,
    view() {
      ensureLoaded();
      return shown;
    },
    subscribe(listener) {
      ensureLoaded();
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    live,
    pending: () => pending,
    load() {
      loading = load();
      return loading;
    },
    act,
    answered,
    dropped,
    received(row) {
      base = row;
      refresh();
    },
    rebased: rebasedRow,
    result: (key, timeoutMs) =>
      answers.wait(
        key,
        timeoutMs,
        pending.some((step) => step.key === key),
      ),
  };
}
