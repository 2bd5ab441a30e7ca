/**
 * Driving real data clients through a seeded network without a wall clock: the test acts, then
 * lets the clients run until each is idle. When a client waits for an answer that will not come,
 * the network clock jumps to its timeout; when its outbox waits for a retry, to the retry. Game time
 * (the server's clock) moves only when the test or the rules' waiting say so.
 */
import type { ManualClock } from './game-server.ts';
import type { TestClient } from './client.ts';
import type { NetworkClock } from './network-clock.ts';
import type { RandomSource } from './random-source.ts';
import type { SeededNetwork } from './seeded-network.ts';

export interface ScheduledPlayer {
  name: string;
  page: TestClient;
  network: SeededNetwork;
}

export interface Schedule {
  players: readonly ScheduledPlayer[];
  /** The schedule's own draws (what happens next); each network draws its fates from its own stream. */
  random: RandomSource;
  /** The clients' wall clock: request timeouts and retries. */
  clock: NetworkClock;
  /** The server's clock, which every client also reads as its own. */
  game: ManualClock;
  /** The clients' request timeout, ms. */
  timeoutMs: number;
  /** The longest retry back-off of the clients, ms: an entry due later waits for the rules' moment. */
  retryCapMs: number;
  log(line: string): void;
}

/** Most rounds a settle or a drain may take before the test calls it stuck. */
const MAX_ROUNDS = 2_000;

/**
 * Runs `work` (something `who` does) to its end. Each time the client waits for a held request, the
 * schedule may first let that request reach the server (a slow answer), then the client's timeout
 * fires.
 */
export async function untilDone<T>(schedule: Schedule, who: ScheduledPlayer, work: Promise<T>): Promise<T> {
  const done = work.then((value) => ({ value }));
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const stuck = who.network.whenStuck().then(() => undefined);
    const outcome = await Promise.race([done, stuck]);
    if (outcome !== undefined) return outcome.value;
    for (const request of who.network.held.filter((held) => held.waiting)) {
      if (schedule.random.chance(0.3)) await who.network.deliver(request);
    }
    schedule.log(`network clock +${String(schedule.timeoutMs)} (timeout)`);
    schedule.clock.advance(schedule.timeoutMs);
  }
  throw new Error(`${who.name} stayed stuck`);
}

/** Lets every client run until none has a flush under way or a request waiting for an answer. */
export async function settle(schedule: Schedule): Promise<void> {
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    let quiet = true;
    for (const who of schedule.players) {
      const before = schedule.clock.now();
      await untilDone(schedule, who, who.page.client.flush());
      // A timeout moved the clock, and with it every client's retry timers: look at all of them again.
      if (schedule.clock.now() !== before) quiet = false;
    }
    if (quiet) return;
  }
  throw new Error('the clients never settled');
}

/** The schedule lets some held requests reach the server late, drops a few, keeps the rest. */
export async function deliverSomeHeld(schedule: Schedule): Promise<void> {
  for (const who of schedule.players) {
    for (const request of who.network.held.filter((held) => !held.waiting)) {
      const draw = schedule.random.next();
      if (draw < 0.3) await who.network.deliver(request);
      else if (draw < 0.35) who.network.drop(request);
    }
  }
}

/** Delivers every request still held: the network gives back all it kept. */
export async function deliverAllHeld(schedule: Schedule): Promise<void> {
  for (const who of schedule.players) for (const request of [...who.network.held]) await who.network.deliver(request);
}

/**
 * Drains every outbox. Game time stands still while requests fail and retry (the network clock
 * jumps to each retry, and held requests may arrive meanwhile, beside the retry); when every
 * outbox is empty or waits for the rules' moment (a collect queued offline a cycle after its
 * start), game time moves a second, for everyone at once, so the players stay on one timeline.
 */
export async function drainAll(schedule: Schedule): Promise<void> {
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    await settle(schedule);
    const heads = await Promise.all(schedule.players.map((who) => who.page.db.outbox.orderBy('seq').first()));
    const waits = heads.flatMap((head) => (head === undefined ? [] : [head.nextAttemptAt - schedule.clock.now()]));
    if (waits.length === 0) return;
    if (waits.some((wait) => wait <= schedule.retryCapMs)) {
      schedule.clock.advance(Math.max(0, Math.min(...waits)));
    } else {
      // Every client sees the new second: each one's hold ends and it asks the rules again, so twins
      // held at different network times still send in the same second.
      schedule.game.advance(1_000);
      schedule.log('game clock +1000 (waiting for the rules)');
      schedule.clock.advance(Math.max(...waits));
    }
    // The retries that came due are under way: stale copies may reach the server beside them.
    await deliverSomeHeld(schedule);
  }
  throw new Error('the outboxes did not drain');
}
