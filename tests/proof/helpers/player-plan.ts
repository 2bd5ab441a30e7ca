/**
 * A deterministic player for the flaky-network proof: a fixed policy played on a model of the
 * player's state with the game's own rules, at the test's clock. It yields the moves (actions and
 * clock jumps) up front, so a faulty run and a clean run perform exactly the same sequence, and
 * every move is one the server accepts at the time the test's clock shows (no spins or card turns:
 * the server draws those with a cryptographic random source).
 */
import { applyAction, type Action } from '#domain/actions';
import { CATALOG_V1, IS_CONTINUES_LEVEL } from '#domain/catalog';
import type { PlayerState } from '#domain/player';
import { nextProducer } from '#domain/seasons';

export type Move = { kind: 'act'; action: Action; after: PlayerState } | { kind: 'jump'; ms: number };

/** Quests the policy takes and claims: their conditions come from the player's own state. */
const QUESTS = ['own-field', 'daily-checkin', 'own-market', 'reach-level-10'] as const;

/** Levels stay below this, so every producer stays manual (started and collected by hand). */
const LEVEL_CAP = IS_CONTINUES_LEVEL - 2;

/** The first candidate the rules accept at `now`, in the policy's order of preference. */
function choose(state: PlayerState, now: number): { action: Action; after: PlayerState } | undefined {
  const main = { season: 'main' as const };
  const candidates: Action[] = [];
  for (const producer of state.producers) {
    if (producer.cycle_started_at !== null && now >= producer.cycle_started_at + producer.interval) {
      candidates.push({ type: 'producer-collect', producerId: producer._id, ...main });
    }
  }
  for (const questId of QUESTS) candidates.push({ type: 'quest-claim', questId });
  candidates.push({ type: 'checkin' });
  const owns = (id: string) => state.producers.some((producer) => producer._id === id);
  if (owns('field')) candidates.push({ type: 'quest-take', questId: 'own-field' });
  if (state.checkin.lastDay !== null) candidates.push({ type: 'quest-take', questId: 'daily-checkin' });
  candidates.push({ type: 'limited-product-buy', productId: 'spin-1' });
  const next = nextProducer(CATALOG_V1, state, 'main');
  if (next !== null) candidates.push({ type: 'producer-buy', producerId: next.id, ...main });
  // After its first upgrade, a producer's upgrades never spend what the next producer costs, so the farm keeps growing.
  const reserved = next?.cost ?? [0, 0, 0, 0];
  for (const producer of [...state.producers].sort((a, b) => a.level - b.level)) {
    const cost = producer.next_level?.amounts;
    if (producer.level >= LEVEL_CAP || cost === undefined) continue;
    if (producer.level > 1 && cost.some((amount, slot) => amount > 0 && (reserved[slot] ?? 0) > 0)) continue;
    candidates.push({ type: 'producer-upgrade', producerId: producer._id, ...main });
  }
  for (const producer of state.producers) {
    if (producer.cycle_started_at === null) candidates.push({ type: 'producer-start', producerId: producer._id, ...main });
  }
  for (const action of candidates) {
    const outcome = applyAction(state, action, { catalog: CATALOG_V1, now, rng: () => 0 });
    if (outcome.ok) return { action, after: outcome.value.state };
  }
  return undefined;
}

/** Whole seconds from `now` until the first running cycle is ready. */
function nextJump(state: PlayerState, now: number): number {
  const readyAt = state.producers.flatMap((producer) =>
    producer.cycle_started_at === null ? [] : [producer.cycle_started_at + producer.interval],
  );
  if (readyAt.length === 0) throw new Error('the plan is stuck: nothing to do and nothing running');
  return Math.max(1000, Math.ceil((Math.min(...readyAt) - now) / 1000) * 1000);
}

/** `count` actions from `initial` at server time `start`, with the clock jumps between them. */
export function planMoves(initial: PlayerState, start: number, count: number): Move[] {
  const moves: Move[] = [];
  let state = initial;
  let now = start;
  let acted = 0;
  while (acted < count) {
    const chosen = choose(state, now);
    if (chosen === undefined) {
      const ms = nextJump(state, now);
      moves.push({ kind: 'jump', ms });
      now += ms;
      continue;
    }
    moves.push({ kind: 'act', ...chosen });
    state = chosen.after;
    acted += 1;
  }
  return moves;
}
