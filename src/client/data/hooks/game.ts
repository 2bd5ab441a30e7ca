/**
 * The screens' view of the data: live queries over Dexie (re-rendering when a sync, an action or
 * another tab changes the rows), and the per-frame resource ticker. `undefined` means still
 * loading; `null` means nothing is stored yet.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { startTransition, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { QuestListResponse } from '#protocol/quests';
import { maybeDataClient } from '../client.ts';
import { database } from '../storage/db.ts';
import type { ListName, OutboxEntry, SeasonRow, SeasonType, SnapshotRow } from '../storage/db-rows.ts';
import { noteShownRow, usePreviewed } from '../outbox/preview.ts';
import { startTicker, type ResourceSlot, type Ticker } from './ticker.ts';

/** The snapshot row of a season type: confirmed, view (what to show), extras. */
export function useGameUser(seasonType: SeasonType = 'main'): SnapshotRow | null | undefined {
  const row = useLiveQuery(async () => (await database().snapshots.get(seasonType)) ?? null, [seasonType]);
  noteShownRow(seasonType, row);
  // A tap's result shows at the next render, before the outbox has stored it (preview.ts).
  return usePreviewed(seasonType, row);
}

/** The running season (`data: null` between seasons). */
export function useSeason(): SeasonRow | null | undefined {
  return useLiveQuery(async () => (await database().season.get('current')) ?? null, []);
}

/** The stored value of a list (typed by the wrappers below, which know each list's schema). */
function useList(name: ListName): unknown {
  return useLiveQuery(async () => (await database().lists.get(name))?.value ?? null, [name]);
}

/** Server time the game was opened, for the tractor (see opening.ts), ms; undefined before it is known. */
export function useOpenedAt(): number | undefined {
  const value = useLiveQuery(async () => (await database().meta.get('openedAt'))?.value, []);
  return typeof value === 'number' ? value : undefined;
}

/** The quest list with `available` = total − COMPLETED − PENDING. */
export function useQuestList(): QuestListResponse | null | undefined {
  return useList('quests') as QuestListResponse | null | undefined;
}

/** Actions not yet confirmed by the server, oldest first (all season types unless one is given). */
export function usePendingActions(seasonType?: SeasonType): OutboxEntry[] | undefined {
  return useLiveQuery(async () => {
    const entries = await database().outbox.orderBy('seq').toArray();
    return seasonType === undefined ? entries : entries.filter((entry) => entry.seasonType === seasonType);
  }, [seasonType]);
}

/** Server time now, ms, from the configured client's clock (the device clock without one). */
export function serverNow(): number {
  const client = maybeDataClient();
  return client === undefined ? Date.now() : client.serverNow();
}

/**
 * Server time, re-rendering every `periodMs` (for countdowns that need no per-frame precision), on
 * the period's boundaries of server time (whole seconds for 1000): one render a second keeps a
 * clock of whole seconds stepping evenly. The time is read at each render, whatever caused it, so
 * it is never older than the render. The clock's render is a transition: React renders it in slices
 * and drops it for a tap, so a screen's second never holds a tap's answer back.
 */
export function useServerNow(periodMs = 1000): number {
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
  }, [periodMs]);
  return serverNow();
}

/** How far past a boundary the render lands, ms: a timer that fires a little early still renders past it. */
const BOUNDARY_SLACK_MS = 4;

/** Elements whose text the ticker writes, by resource slot. */
export type ResourceRefs = Partial<Record<ResourceSlot, RefObject<HTMLElement | null>>>;

/**
 * Writes the season's resources into the referenced elements every animation frame (paused while
 * the page is hidden), from the stored view advanced to server time; never re-renders.
 */
export function useResourceTicker(
  seasonType: SeasonType,
  refs: ResourceRefs,
  format: (value: number) => string,
  exact?: { refs: ResourceRefs; format: (value: number) => string },
): void {
  const row = useGameUser(seasonType);
  const ticker = useRef<Ticker | undefined>(undefined);
  const exactRefs = exact?.refs;
  const formatExact = exact?.format;
  const view = row?.view;
  const latestView = useRef(view);

  // Layout effects: the numbers are in place before the browser paints the screen.
  useLayoutEffect(() => {
    const started = startTicker({
      targets: { seed: refs.seed?.current, yield: refs.yield?.current, fertilize: refs.fertilize?.current, token: refs.token?.current },
      season: seasonType,
      serverNow,
      format,
      exactTargets: exactRefs && {
        seed: exactRefs.seed?.current,
        yield: exactRefs.yield?.current,
        fertilize: exactRefs.fertilize?.current,
        token: exactRefs.token?.current,
      },
      formatExact,
    });
    started.setState(latestView.current);
    ticker.current = started;
    return () => {
      started.stop();
      ticker.current = undefined;
    };
    // The refs are stable objects; the elements are read once they are mounted.
  }, [seasonType, format, refs.seed, refs.yield, refs.fertilize, refs.token, exactRefs, formatExact]);

  useLayoutEffect(() => {
    latestView.current = view;
    ticker.current?.setState(view);
  }, [view]);
}
