/**
 * What the player is shown of the prizes only the server draws (a spin, a card), for the offline
 * tests: a page's announcements and a screen's waits are counted per key, and every view the game
 * store shows can be recorded to check that nothing shown is taken back.
 */
import { expect } from 'vitest';
import type { Action } from '#domain/actions';
import type { Grant } from '#domain/catalog-types';
import type { DataClient } from '#client/data/client.ts';
import { serverResult } from '#client/data/hooks/action-result.ts';
import { GameDatabase } from '#client/data/storage/db.ts';
import { shown, testClient, type ClientTarget, type TestClient } from './client.ts';

/** How long a screen waits for an answer before it says the action waits for the connection, ms. */
export const SCREEN_WAIT_MS = 5;

/** What the player was shown of each prize: key -> every showing (a screen's or an announcement). */
export type Showings = Map<string, Grant[][]>;

export function show(showings: Showings, key: string, granted: Grant[]): void {
  showings.set(key, [...(showings.get(key) ?? []), granted]);
}

/** A page of the game for player `userId` on `network`, whose announced prizes are counted as shown. */
export function prizePage(target: ClientTarget, network: typeof fetch, userId: number, showings: Showings, db?: GameDatabase): TestClient {
  const opened = testClient(target, { userId, fetch: network, ...(db === undefined ? {} : { db }) });
  opened.client.events.on('prize-arrived', ({ key, result }) => {
    show(showings, key, result.granted);
  });
  return opened;
}

/** The page reloads: a new client on a new connection to the same database. */
export async function reloadPage(
  target: ClientTarget,
  network: typeof fetch,
  current: TestClient,
  userId: number,
  showings: Showings,
): Promise<TestClient> {
  current.client.stop();
  current.db.close();
  const next = prizePage(target, network, userId, showings, new GameDatabase(current.db.name));
  await next.client.start();
  return next;
}

/**
 * Acts as a screen does: the action, then a wait for the server's result that gives up after
 * `waitMs` (offline, the screen then says the action happens when the connection returns).
 * Returns the key and the wait, which shows the prize if the answer comes while it waits; throws
 * when the rules refuse the action at once.
 */
export async function tap(
  client: DataClient,
  action: Action,
  showings: Showings,
  waitMs = SCREEN_WAIT_MS,
): Promise<{ key: string; waited: Promise<void> }> {
  const outcome = await client.act(action);
  if (!outcome.ok) throw new Error(`${action.type} refused at once: ${outcome.reason}`);
  // Never a guess: the optimistic result of a draw names no prize.
  if (action.type === 'spin' || action.type === 'card-turn') expect(outcome.value.result.granted).toEqual([]);
  const waited = serverResult(client, outcome.value.key, action, 'main', waitMs).then((result) => {
    if (result.ok) show(showings, outcome.value.key, result.result.granted);
  });
  return { key: outcome.value.key, waited };
}

/** Records every view the store shows from now on: [seeds, yield, fertilize, tokens, spins]. */
export function recordViews(client: DataClient): number[][] {
  const seen: number[][] = [];
  client.context.games.of('main').subscribe(() => {
    const view = shown(client)?.view;
    if (view) seen.push([...view.resources, view.spin]);
  });
  return seen;
}

/** Each number only grows from one view to the next: nothing shown was taken back. */
export function expectNothingTakenBack(views: number[][]): void {
  for (let index = 1; index < views.length; index += 1) {
    const before = views[index - 1] ?? [];
    (views[index] ?? []).forEach((value, slot) => {
      expect(value, `view ${String(index)}, slot ${String(slot)}`).toBeGreaterThanOrEqual(before[slot] ?? 0);
    });
  }
}

/** The prizes of `keys`, each shown exactly once and never empty. */
export function expectShownOnce(showings: Showings, keys: readonly string[]): void {
  expect([...showings.keys()].sort()).toEqual([...keys].sort());
  for (const key of keys) {
    expect(showings.get(key), key).toHaveLength(1);
    expect(showings.get(key)?.[0]?.length, key).toBeGreaterThan(0);
  }
}

/** The refusals and toasts a page saw (none, when nothing was taken back). */
export function refusals(opened: TestClient): unknown[] {
  return opened.events.filter(({ type }) => type === 'action-refused' || type === 'toast');
}

/** Lets the answers nobody waited for be announced (answers.ts holds them for a moment). */
export async function announced(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 20));
}
