/**
 * The screens' view of the data: the game store's view of a season type (re-rendering at once
 * when a tap, an answer or a sync changes it), live queries over the lists Dexie caches, and the
 * live view the resource ticker and every payable control share. `undefined` means still loading; `null` means nothing is stored yet.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { startTransition, useCallback, useEffect, useLayoutEffect, useMemo, useState, useSyncExternalStore, type RefObject } from 'react';
import type { PlayerState } from '#domain/player';
import type { QuestListResponse } from '#protocol/quests';
import { useDataClient } from '../provider.ts';
import type { ListName, SeasonRow, SeasonType, SnapshotRow } from '../storage/db-rows.ts';
import type { PendingStep } from '../store/rebase.ts';
import { startTicker, type ResourceSlot } from './ticker.ts';

const nothing = (): undefined => undefined;
const noSubscription = (): (() => void) => () => undefined;

/** The game of a season type as the store shows it: confirmed, view (what to show), extras. */
export function useGameUser(seasonType: SeasonType = 'main'): SnapshotRow | null | undefined {
  const store = useDataClient()?.context.games.of(seasonType);
  const subscribe = useCallback((listener: () => void) => store?.subscribe(listener) ?? (() => undefined), [store]);
  return useSyncExternalStore(store === undefined ? noSubscription : subscribe, store === undefined ? nothing : store.view);
}

/** The running season (`data: null` between seasons). */
export function useSeason(): SeasonRow | null | undefined {
  const db = useDataClient()?.context.db;
  return useLiveQuery(async () => (db === undefined ? undefined : ((await db.season.get('current')) ?? null)), [db]);
}

/** The stored value of a list (typed by the wrappers below, which know each list's schema). */
function useList(name: ListName): unknown {
  const db = useDataClient()?.context.db;
  return useLiveQuery(async () => (db === undefined ? undefined : ((await db.lists.get(name))?.value ?? null)), [db, name]);
}

/** Server time the game was opened, for the tractor (see opening.ts), ms; undefined before it is known. */
export function useOpenedAt(): number | undefined {
  const db = useDataClient()?.context.db;
  const value = useLiveQuery(async () => (await db?.meta.get('openedAt'))?.value, [db]);
  return typeof value === 'number' ? value : undefined;
}

/** The quest list with `available` = total − COMPLETED − PENDING. */
export function useQuestList(): QuestListResponse | null | undefined {
  return useList('quests') as QuestListResponse | null | undefined;
}

/** Actions of a season type the server has not answered yet, oldest first (from its game store). */
export function usePendingActions(seasonType: SeasonType = 'main'): readonly PendingStep[] | undefined {
  const store = useDataClient()?.context.games.of(seasonType);
  const subscribe = useCallback((listener: () => void) => store?.subscribe(listener) ?? (() => undefined), [store]);
  return useSyncExternalStore(store === undefined ? noSubscription : subscribe, store === undefined ? nothing : store.pending);
}

/** A reader of server time, ms, from the tree's data client's clock (the device clock without one). */
export function useServerClock(): () => number {
  const client = useDataClient();
  return useMemo(() => (client === undefined ? () => Date.now() : () => client.serverNow()), [client]);
}

/**
 * Server time, re-rendering every `periodMs` (for countdowns that need no per-frame precision), on
 * the period's boundaries of server time (whole seconds for 1000): one render a second keeps a
 * clock of whole seconds stepping evenly. The time is read at each render, whatever caused it, so
 * it is never older than the render. The clock's render is a transition: React renders it in slices
 * and drops it for a tap, so a screen's second never holds a tap's answer back.
 */
export function useServerNow(periodMs = 1000): number {
  const serverNow = useServerClock();
  const [, setTicks] = useState(0);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      timer = setTimeout(
        () => {
          startTransition(() => {
            setTicks((ticks) => ticks + 1);
          });
          schedule();
        },
        periodMs - (serverNow() % periodMs) + BOUNDARY_SLACK_MS,
      );
    };
    schedule();
    return () => {
      clearTimeout(timer);
    };
  }, [periodMs, serverNow]);
  return serverNow();
}

/** How far past a boundary the render lands, ms: a timer that fires a little early still renders past it. */
const BOUNDARY_SLACK_MS = 4;

/**
 * The season's view settled to now, at the instant the resource chips show (store/live-view.ts):
 * re-renders when a completion moves the amounts, so every payable look agrees with the chips and
 * with the rule a tap runs. `undefined` while loading or with nothing stored.
 */
export function useLiveView(seasonType: SeasonType = 'main'): PlayerState | undefined {
  const live = useDataClient()?.context.games.of(seasonType).live;
  const subscribe = useCallback((listener: () => void) => live?.subscribe(listener) ?? (() => undefined), [live]);
  return useSyncExternalStore(live === undefined ? noSubscription : subscribe, live === undefined ? nothing : live.current);
}

/** Elements whose text the ticker writes, by resource slot. */
export type ResourceRefs = Partial<Record<ResourceSlot, RefObject<HTMLElement | null>>>;

/**
 * Writes the season's resources into the referenced elements whenever the live view moves (it
 * sleeps while the page is hidden); never re-renders.
 */
export function useResourceTicker(
  seasonType: SeasonType,
  refs: ResourceRefs,
  format: (value: number) => string,
  exact?: { refs: ResourceRefs; format: (value: number) => string },
): void {
  const live = useDataClient()?.context.games.of(seasonType).live;
  const exactRefs = exact?.refs;
  const formatExact = exact?.format;

  // A layout effect: the numbers are in place before the browser paints the screen.
  useLayoutEffect(() => {
    if (live === undefined) return undefined;
    const started = startTicker({
      targets: { seed: refs.seed?.current, yield: refs.yield?.current, fertilize: refs.fertilize?.current, token: refs.token?.current },
      season: seasonType,
      live,
      format,
      exactTargets: exactRefs && {
        seed: exactRefs.seed?.current,
        yield: exactRefs.yield?.current,
        fertilize: exactRefs.fertilize?.current,
        token: exactRefs.token?.current,
      },
      formatExact,
    });
    return () => {
      started.stop();
    };
    // The refs are stable objects; the elements are read once they are mounted.
  }, [live, seasonType, format, refs.seed, refs.yield, refs.fertilize, refs.token, exactRefs, formatExact]);
}
