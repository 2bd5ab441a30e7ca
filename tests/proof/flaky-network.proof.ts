/**
 * Flaky network (docs/reliability.md): a player in Chromium, on the built app, against the real
 * server, plays a fixed sequence of actions through the game's screens while a route handler on
 * `/backend/**` drops 30% of the requests (half before they reach the server, half after it
 * answered), adds latency spikes, and the server restarts three times on the same data folder.
 * The same sequence then runs on a fresh server without faults. The server's final state, its
 * token ledger and its log of applied actions must be the same: nothing lost, nothing doubled;
 * and the page's outbox must end empty.
 *
 * Both servers run on a clock only the test moves (the page's clock jumps with it), and the test
 * lets the outbox drain before each jump: every action reaches the rules at the same server time
 * in both runs, whatever the network did in between, so the two runs can be compared exactly.
 */
import { asc, eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Action } from '#domain/actions';
import { CATALOG_V1 } from '#domain/catalog';
import type { PlayerState } from '#domain/player';
import type { GameUser } from '#protocol/game-user';
import { rebase, type PendingStep } from '#client/data/store/rebase.ts';
import { idempotencyKeys, tokenLedger, users } from '#server/db/schema';
import { launchBrowser, openFromNav } from '../e2e/helpers/browser.ts';
import { storedRows } from '../e2e/helpers/page-db.ts';
import { readShown, watchShown } from '../e2e/helpers/shown.ts';
import { startClockedServer, type ClockedServer } from './helpers/clocked-server.ts';
import { flakyNetwork, type FlakyNetwork, type NetworkStats } from './helpers/flaky-routes.ts';
import { planMoves, type Move } from './helpers/player-plan.ts';
import { full, recordResult } from './results.ts';

/** Server time of both runs' start: a morning, so no run crosses a day (daily quests, check-in). */
const START = Date.UTC(2025, 5, 2, 8, 0, 0);
const ACTIONS = full ? 200 : 60;
const RESTARTS = 3;
const RATES = { drop: 0.3, spike: 0.1, spikeMs: [300, 2500] } as const;
const USER = 870_001;
/** How long a screen may take to show an action done. */
const UI_WAIT = { timeout: 15_000 } as const;
/** How long the outbox may take to drain before a clock jump, ms. */
const DRAIN_TIMEOUT_MS = 120_000;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

/** What the server holds for the player at the end of a run. */
interface ServerRecord {
  state: PlayerState;
  seasonTokens: number;
  /** `<pool> <reason> <amount> @<server time>`, in ledger order. */
  ledger: string[];
  /** `<server time> <action> <status>` of every stored idempotency key, sorted. */
  actions: string[];
}

async function serverRecord(server: ClockedServer): Promise<ServerRecord> {
  const { db } = server.database();
  const [user] = await db.select().from(users).where(eq(users.telegramId, USER));
  if (user === undefined) throw new Error('the player is not on the server');
  const ledger = await db.select().from(tokenLedger).where(eq(tokenLedger.userId, USER)).orderBy(asc(tokenLedger.id));
  const keys = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, USER));
  return {
    state: user.state as PlayerState,
    seasonTokens: user.seasonTokens,
    ledger: ledger.map((row) => `${row.pool} ${row.reason} ${String(row.amount)} @${String(row.createdAt)}`),
    actions: keys.map((row) => `${String(row.createdAt)} ${row.action} ${String(row.statusCode)}`).sort(),
  };
}

/** The player's state as the page last heard it from the server. */
async function confirmedState(page: Page): Promise<GameUser> {
  const rows = await storedRows<{ seasonType: string; confirmed: GameUser }>(page, 'snapshots');
  const main = rows.find((row) => row.seasonType === 'main');
  if (main === undefined) throw new Error('the page has no snapshot');
  return main.confirmed;
}

/** The rules' state of a snapshot: without the identity fields, which differ between servers. */
function ruleState(user: GameUser): PlayerState {
  const {
    user_id: _user,
    name: _name,
    email: _email,
    _id: _game,
    withdrawable_tokens: _held,
    vested_tokens: _vested,
    wallet: _wallet,
    ...state
  } = user;
  return state;
}

async function waitUntil(check: () => Promise<boolean> | boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

type Screen = '/' | '/quests' | '/shop';
const SCREEN_TEST_IDS: Record<Screen, string> = { '/': 'farm', '/quests': 'quests', '/shop': 'shop' };

function screenOf(action: Action): Screen {
  if (action.type === 'quest-take' || action.type === 'quest-claim' || action.type === 'checkin') return '/quests';
  if (action.type === 'limited-product-buy') return '/shop';
  return '/';
}

/**
 * What the page holds when a step fails: what it shows, its outbox, dead letters, the producers of
 * its view and of its confirmed snapshot, and its clock against the server's, so a failure in CI
 * can be read.
 */
async function pageDiagnosis(page: Page, server: ClockedServer): Promise<string> {
  const snapshots = await storedRows<{
    seasonType: string;
    view: PlayerState;
    viewAt: number;
    confirmed: PlayerState;
    confirmedAt: number;
  }>(page, 'snapshots');
  const main = snapshots.find((row) => row.seasonType === 'main');
  const producers = (state: PlayerState | undefined) =>
    state?.producers.map(({ _id, level, interval, is_continues, snapshot_time, cycle_started_at }) => ({
      _id,
      level,
      interval,
      is_continues,
      snapshot_time,
      cycle_started_at,
    }));
  return JSON.stringify({
    url: page.url(),
    screen: (await page.locator('body').innerText()).replace(/\s+/g, ' ').slice(0, 800),
    serverNow: server.now(),
    pageNow: await page.evaluate(() => Date.now()),
    meta: await storedRows(page, 'meta'),
    outbox: await storedRows(page, 'outbox'),
    deadLetters: await storedRows(page, 'deadLetters'),
    viewAt: main?.viewAt,
    view: producers(main?.view),
    confirmedAt: main?.confirmedAt,
    confirmed: producers(main?.confirmed),
  });
}

/** Performs `action` with the screen's own buttons and waits until the screen shows it done. */
async function perform(page: Page, action: Action, after: PlayerState): Promise<void> {
  const byId = (id: string) => page.getByTestId(id);
  switch (action.type) {
    case 'producer-start':
      await byId(`start-${action.producerId}`).click();
      await byId(`collect-${action.producerId}`).waitFor();
      return;
    case 'producer-collect':
      await byId(`collect-${action.producerId}`).click();
      await byId(`start-${action.producerId}`).waitFor();
      return;
    case 'producer-buy':
      await byId(`buy-${action.producerId}`).click();
      await byId(`producer-${action.producerId}`).waitFor();
      return;
    case 'producer-upgrade': {
      const level = after.producers.find((producer) => producer._id === action.producerId)?.level;
      await byId(`upgrade-${action.producerId}`).click();
      await expect.poll(() => byId(`level-${action.producerId}`).textContent(), UI_WAIT).toBe(`Lv ${String(level)}`);
      return;
    }
    case 'quest-take': {
      // A quest whose condition already holds shows one Claim that takes and claims it: the plan's
      // claim that follows then finds it done.
      await byId(`quest-${action.questId}`).waitFor();
      const take = byId(`take-${action.questId}`);
      const oneTap = (await take.count()) === 0;
      await (oneTap ? byId(`claim-${action.questId}`) : take).click({ force: oneTap });
      await expect.poll(() => byId(`quest-${action.questId}`).getAttribute('data-status'), UI_WAIT).toBe(oneTap ? 'COMPLETED' : 'PENDING');
      return;
    }
    case 'quest-claim': {
      await byId(`quest-${action.questId}`).waitFor();
      // The row is done already (a one-tap claim), or shows its Claim; anything else is a screen
      // that disagrees with the plan, reported with what the page holds.
      const row = byId(`quest-${action.questId}`);
      const claim = byId(`claim-${action.questId}`);
      const ready = await waitUntil(
        async () => (await row.getAttribute('data-status')) === 'COMPLETED' || (await claim.count()) > 0,
        UI_WAIT.timeout,
        'the claim',
      ).then(
        () => true,
        () => false,
      );
      if (!ready) {
        throw new Error(
          `no Claim for ${action.questId}: the row says ${JSON.stringify(await row.getAttribute('data-status'))} ("${(await row.innerText()).replace(/\s+/g, ' ')}")`,
        );
      }
      if ((await row.getAttribute('data-status')) === 'COMPLETED') return;
      // A tap, found and tapped in one step: the button's pulse never holds still for
      // Playwright's stability wait. The row may complete between the look above and the tap (a
      // sync landing): then there is nothing left to tap, and the final comparison still checks
      // that the quest was claimed once.
      await claim.dispatchEvent('click', undefined, UI_WAIT).catch(async (error: unknown) => {
        if ((await row.getAttribute('data-status')) !== 'COMPLETED') throw error;
      });
      await expect.poll(() => byId(`quest-${action.questId}`).getAttribute('data-status'), UI_WAIT).toBe('COMPLETED');
      return;
    }
    case 'checkin':
      await byId('checkin-button').click();
      await expect.poll(() => byId('checkin-button').isDisabled(), UI_WAIT).toBe(true);
      return;
    case 'limited-product-buy':
      await byId(`buy-${action.productId}`).click();
      await byId('confirm-buy').click();
      await byId(`wait-${action.productId}`).waitFor();
      return;
    default:
      throw new Error(`the plan has no screen step for ${action.type}`);
  }
}

interface Run {
  moves: Move[];
  initial: PlayerState;
  record: ServerRecord;
  /** The page's confirmed resources at the end. */
  pageResources: number[];
  outbox: number;
  deadLetters: number;
  stats: NetworkStats;
  restarts: number;
  ms: number;
  /** How far the page's clock was moved to bring back-offs due, ms. */
  compressedMs: number;
  handlerErrors: string[];
}

/** One run: boots the page, plays `moves` (or plans them from the first snapshot), and records. */
async function play(options: { faulty: boolean; moves?: Move[] }): Promise<Run> {
  const server = await startClockedServer(START);
  let context: BrowserContext | undefined;
  let restarting: Promise<void> = Promise.resolve();
  let down = 0;
  try {
    context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
    await context.clock.install({ time: START });
    const clock = context.clock;
    const network: FlakyNetwork = await flakyNetwork(context, RATES, options.faulty ? 0x5eed : 1);
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));

    // Boot on a good network: the farm painted, the first sync done.
    await page.goto(`${server.url}/?user=${String(USER)}`);
    await expect.poll(() => page.getByTestId('resource-seed').textContent(), { timeout: 30_000 }).toBe('100');
    await waitUntil(() => network.inFlight() === 0, 30_000, 'the first sync');
    const initial = ruleState(await confirmedState(page));
    const moves = options.moves ?? planMoves(initial, server.now(), ACTIONS);
    const actions = moves.filter((move) => move.kind === 'act').length;
    const restartBefore = options.faulty
      ? Array.from({ length: RESTARTS }, (_, index) => Math.floor((actions * (index + 1)) / (RESTARTS + 1)))
      : [];

    // Waits until every queued action is confirmed. When the first entry waits out its back-off
    // with nothing on the wire, the page's clock (only the page's: the server's stays put) moves on
    // to the entry's next attempt, so the proof does not sit through the waits (but not while the
    // server restarts: those waits are real).
    let compressedMs = 0;
    const drained = async (): Promise<void> => {
      const deadline = Date.now() + DRAIN_TIMEOUT_MS;
      for (;;) {
        const [first] = (await storedRows<{ seq: number; nextAttemptAt: number }>(page, 'outbox')).sort((a, b) => a.seq - b.seq);
        if (first === undefined) break;
        if (Date.now() > deadline) throw new Error('the outbox did not drain');
        const wait = first.nextAttemptAt - (await page.evaluate(() => Date.now()));
        if (wait > 0 && network.inFlight() === 0 && down === 0) {
          await clock.fastForward(wait + 1);
          compressedMs += wait + 1;
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await restarting;
    };

    network.faults = options.faulty;
    const started = Date.now();
    let screen: Screen = '/';
    let acted = 0;
    for (const move of moves) {
      if (move.kind === 'jump') {
        // Every action of this instant is on the server before time moves on, in both runs.
        await drained();
        server.jump(move.ms);
        await clock.fastForward(move.ms);
        continue;
      }
      const target = screenOf(move.action);
      if (target !== screen) {
        await openFromNav(page, target);
        await page.getByTestId(SCREEN_TEST_IDS[target]).waitFor();
        screen = target;
      }
      if (restartBefore.includes(acted)) {
        // The server goes down as the player acts, and comes back while the player goes on.
        const previous = restarting;
        down += 1;
        restarting = previous
          .then(() => server.restart())
          .finally(() => {
            down -= 1;
          });
      }
      await perform(page, move.action, move.after).catch(async (error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        throw new Error(
          `action ${String(acted + 1)} (${JSON.stringify(move.action)}) failed: ${message}\npage: ${await pageDiagnosis(page, server)}`,
          {
            cause: error,
          },
        );
      });
      acted += 1;
    }
    await drained();
    const ms = Date.now() - started;
    network.faults = false;

    const outbox = (await storedRows(page, 'outbox')).length;
    const deadLetters = (await storedRows(page, 'deadLetters')).length;
    const pageResources = [...(await confirmedState(page)).resources];
    expect(pageErrors).toEqual([]);
    await context.close();
    context = undefined;
    return {
      moves,
      initial,
      record: await serverRecord(server),
      pageResources,
      outbox,
      deadLetters,
      stats: { ...network.stats },
      restarts: server.restarts(),
      ms,
      compressedMs,
      handlerErrors: [...network.errors],
    };
  } finally {
    await context?.close();
    await restarting.catch(() => undefined);
    await server.close();
  }
}

test(`${String(ACTIONS)} actions through a flaky network and ${String(RESTARTS)} server restarts end where a clean run ends`, async () => {
  const faulty = await play({ faulty: true });
  const clean = await play({ faulty: false, moves: faulty.moves });

  // Both runs started from the same new player and played the same moves.
  expect(clean.initial).toEqual(faulty.initial);
  const actions = faulty.moves.filter((move) => move.kind === 'act');
  expect(actions).toHaveLength(ACTIONS);
  expect(new Set(actions.map((move) => move.action.type)).size).toBeGreaterThanOrEqual(7);

  // The faults happened.
  expect(faulty.stats.droppedBefore).toBeGreaterThan(0);
  expect(faulty.stats.droppedAfter).toBeGreaterThan(0);
  expect(faulty.stats.spikes).toBeGreaterThan(0);
  expect(faulty.stats.retries).toBeGreaterThan(0);
  expect(faulty.stats.replayed).toBeGreaterThan(0);
  expect(faulty.restarts).toBe(RESTARTS);
  expect(faulty.stats.refused).toBeGreaterThan(0);
  // The clean run sent every action once, and the server applied every one of them.
  expect(clean.stats.retries).toBe(0);
  expect(clean.stats.actionRequests).toBe(ACTIONS);
  expect(clean.record.actions).toHaveLength(ACTIONS);
  expect(clean.record.actions.every((entry) => entry.endsWith(' 200'))).toBe(true);

  // Nothing lost, nothing doubled: the same actions applied at the same times, the same ledger,
  // the same final state; and the page's outbox is empty.
  expect(faulty.stats.keys).toBe(ACTIONS);
  expect(faulty.record.actions).toEqual(clean.record.actions);
  expect(faulty.record.ledger).toEqual(clean.record.ledger);
  expect(faulty.record.seasonTokens).toBe(clean.record.seasonTokens);
  expect(faulty.record.state).toEqual(clean.record.state);
  // ...and it is the state the game's rules give for these moves at these times.
  expect(clean.record.state).toEqual(actions.at(-1)?.after);
  expect(clean.record.ledger.length).toBeGreaterThan(0);
  for (const run of [faulty, clean]) {
    expect(run.outbox).toBe(0);
    expect(run.deadLetters).toBe(0);
    expect(run.pageResources).toEqual(run.record.state.resources);
    expect(run.handlerErrors).toEqual([]);
  }

  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const row = (label: string, a: string | number, b: string | number) => `| ${label} | ${String(a)} | ${String(b)} |`;
  recordResult(
    'flaky-network',
    [
      '| | faulty run | clean run |',
      '|---|---|---|',
      row('actions played in the browser', ACTIONS, ACTIONS),
      row('action requests sent', faulty.stats.actionRequests, clean.stats.actionRequests),
      row('retries (a key sent again)', faulty.stats.retries, clean.stats.retries),
      row('requests dropped before the server', faulty.stats.droppedBefore, clean.stats.droppedBefore),
      row('requests dropped after the server answered', faulty.stats.droppedAfter, clean.stats.droppedAfter),
      row('answers replayed from the idempotency store', faulty.stats.replayed, clean.stats.replayed),
      row('latency spikes (0.3 to 2.5 s)', faulty.stats.spikes, clean.stats.spikes),
      row('server restarts', faulty.restarts, clean.restarts),
      row('requests refused while restarting', faulty.stats.refused, clean.stats.refused),
      row('time from first to last action delivered', seconds(faulty.ms), seconds(clean.ms)),
      row('back-off waits skipped by moving the page clock', seconds(faulty.compressedMs), seconds(clean.compressedMs)),
      row('outbox entries left at the end', faulty.outbox, clean.outbox),
      row('actions applied by the server', faulty.record.actions.length, clean.record.actions.length),
      row('token ledger rows', faulty.record.ledger.length, clean.record.ledger.length),
      '',
      `Final state, token ledger and action log equal: **yes** (${String(ACTIONS)} actions: ${[...new Set(actions.map((move) => move.action.type))].join(', ')}).`,
    ].join('\n'),
  );
});

test('an offline session ends with the server state the player saw, with no visible rollback', async () => {
  const server = await startClockedServer(START);
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  try {
    await context.clock.install({ time: START });
    const page = await context.newPage();
    await page.goto(`${server.url}/?user=${String(USER + 1)}`);
    await expect.poll(() => page.getByTestId('resource-seed').textContent(), { timeout: 30_000 }).toBe('100');
    await waitUntil(async () => (await storedRows(page, 'snapshots')).length > 0, 30_000, 'the first sync');
    const jump = async (ms: number) => {
      server.jump(ms);
      await context.clock.fastForward(ms);
    };

    // Offline: four whole cycles of the sprouter, then a fifth left Ready.
    await context.setOffline(true);
    const sprouter = page.getByTestId('producer-sprouter');
    for (let cycle = 0; cycle < 5; cycle += 1) {
      await page.getByTestId('start-sprouter').click();
      await jump(6_000);
      await expect.poll(() => sprouter.getAttribute('data-phase'), UI_WAIT).toBe('ready');
      if (cycle < 4) {
        await page.getByTestId('collect-sprouter').click();
        await expect.poll(() => sprouter.getAttribute('data-phase'), UI_WAIT).toBe('idle');
      }
    }
    // What the page shows is the confirmed state stored with the outbox replayed on it.
    const [row] = await storedRows<{ confirmed: GameUser; confirmedAt: number }>(page, 'snapshots');
    if (row === undefined) throw new Error('the page has no snapshot');
    const outbox = await storedRows<PendingStep>(page, 'outbox');
    expect(outbox).toHaveLength(9);
    const steps = outbox.map(({ key, action, at }) => ({ key, action, at }));
    const shown = { view: rebase(CATALOG_V1, ruleState(row.confirmed), row.confirmedAt, steps, server.now()).view };
    expect(shown.view.resources[0]).toBe(140);
    expect(await page.getByTestId('resource-seed').textContent()).toBe('140');

    // Every seed count and phase the page shows from here on, as it shows them.
    await watchShown(page);
    // Back online a minute later: the outbox drains (its back-off waits passed on the page's clock).
    await jump(60_000);
    await context.setOffline(false);
    await waitUntil(
      async () => {
        const left = (await storedRows(page, 'outbox')).length;
        if (left > 0) await context.clock.fastForward(5_000);
        return left === 0;
      },
      DRAIN_TIMEOUT_MS,
      'the outbox to drain',
    );
    const seen = await readShown(page);
    expect(seen.phases).toEqual(['ready']);
    expect(seen.seeds).toEqual(['140']);

    // The server holds what the player saw: the same seeds, the same cycle, started when the player started it.
    const { db } = server.database();
    const [user] = await db
      .select()
      .from(users)
      .where(eq(users.telegramId, USER + 1));
    const stored = user?.state as PlayerState;
    expect(stored.resources).toEqual(shown.view.resources);
    expect(stored.producers).toEqual(shown.view.producers);
    expect(ruleState(await confirmedState(page)).resources).toEqual(shown.view.resources);
    recordResult(
      'offline-session',
      [
        '| offline session | value |',
        '|---|---|',
        '| actions made offline (5 starts, 4 collects) | 9 |',
        `| seeds shown offline / held by the server after reconnecting | ${String(shown.view.resources[0])} / ${String(stored.resources[0])} |`,
        `| seed counts shown while the outbox drained | ${seen.seeds.join(', ')} |`,
        `| sprouter phases shown while the outbox drained | ${seen.phases.join(', ')} |`,
      ].join('\n'),
    );
  } finally {
    await context.close();
    await server.close();
  }
});
