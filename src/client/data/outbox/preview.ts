/**
 * The next frame after a tap: the rule applied to the shown view at once, in memory, before the
 * outbox's transaction stores it. Screens read it through `useGameUser`, so a card shows its new
 * level and price at the next render and a quick second tap sees them. The stored row takes over
 * as soon as the live query delivers it (the preview is tied to the row it was made from); the
 * outbox applies every action to the stored view in order, so the preview never decides a price.
 */
import { useSyncExternalStore } from 'react';
import { applyAction, type Action } from '#domain/actions';
import type { PlayerState } from '#domain/player';
import { optimisticContext } from './apply.ts';
import type { SeasonType, SnapshotRow } from '../storage/db-rows.ts';

interface Preview {
  /** The stored row the preview was made from. */
  base: SnapshotRow;
  view: PlayerState;
}

const shownRows = new Map<SeasonType, SnapshotRow>();

/**
 * Whether two row objects are the same stored row: each live query reads its own copy, and any
 * write of the row moves its view's or its confirmed snapshot's time.
 */
function sameRow(a: SnapshotRow, b: SnapshotRow): boolean {
  return a === b || (a.viewAt === b.viewAt && a.confirmedAt === b.confirmedAt && a.view.settledAt === b.view.settledAt);
}
const previews = new Map<SeasonType, Preview>();
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** The stored row a screen shows now (kept by `useGameUser`, the base of the next preview). */
export function noteShownRow(seasonType: SeasonType, row: SnapshotRow | null | undefined): void {
  if (row) shownRows.set(seasonType, row);
}

/**
 * Applies `action` to what the player sees now (the preview, if one is built on the stored row),
 * in memory; false when the rules refuse it (the outbox then refuses it too) or nothing is shown.
 */
export function previewAction(seasonType: SeasonType, action: Action, now: number, key: string): boolean {
  const base = shownRows.get(seasonType);
  if (base === undefined) return false;
  const current = previews.get(seasonType);
  const from = current !== undefined && sameRow(current.base, base) ? current.view : base.view;
  const applied = applyAction(from, action, optimisticContext(now, key));
  if (!applied.ok) return false;
  previews.set(seasonType, { base, view: applied.value.state });
  notify();
  return true;
}

/** Drops the preview of `seasonType` (the action was refused before it was stored). */
export function dropPreview(seasonType: SeasonType): void {
  if (previews.delete(seasonType)) notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** `row` with the preview's view when the preview was made from this very row. */
export function usePreviewed(seasonType: SeasonType, row: SnapshotRow | null | undefined): SnapshotRow | null | undefined {
  const preview = useSyncExternalStore(subscribe, () => previews.get(seasonType));
  if (!row || preview === undefined || !sameRow(preview.base, row)) return row;
  return { ...row, view: preview.view };
}
