/**
 * The balance simulation's social player: a daily player who also invites friends (one more each
 * day), joins the channel and follows the game, so every way a quest pays is played, invite,
 * channel and follow quests included. Each claim's payout is measured against the content bounds
 * (docs/content-bounds.md): a once-only quest's claim against the once ceilings, a daily quest's
 * payouts of one day against the daily ceilings. Pure: the clock is simulated.
 */
import type { ActionContext } from './actions.ts';
import { applyAction } from './actions.ts';
import { advance } from './advance.ts';
import { FOLLOW_QUEST_DELAY_MS } from './catalog.ts';
import type { Catalog, Grant, QuestDef } from './catalog-types.ts';
import type { RewardCeilings } from './content-bounds.ts';
import { DAILY_CEILINGS, ONCE_CEILINGS } from './content-bounds.ts';
import { newPlayer, type PlayerState } from './player.ts';
import { TOKEN } from './resources.ts';
import { SESSION_HOURS, SESSION_MS, seededRandom } from './simulation-daily.ts';
import { claimFreebies, noWindfalls } from './simulation-freebies.ts';
import { greedyStep, SIMULATION_VALUES } from './simulation-greedy.ts';
import { DAY, HOUR, utcDay } from './time.ts';

/** The social player looks at the quests this often in a session: a follow quest waits 30 s, ms. */
const CLAIM_EVERY_MS = FOLLOW_QUEST_DELAY_MS;

/** What one quest paid: its claims, and the most one claim (once) or one day (daily) paid, by kind. */
export interface QuestPayout {
  quest: string;
  repeat: QuestDef['repeat'];
  claims: number;
  /** The most paid by one claim (a once-only quest) or in one UTC day (a daily quest). */
  largest: RewardCeilings;
}

/** What the social player's quests paid, and the friends they had invited at the end. */
export interface SocialReport {
  payouts: QuestPayout[];
  friends: number;
  final: PlayerState;
}

const nothing = (): RewardCeilings => ({ tokens: 0, resources: 0, minutes: 0, spins: 0, boosts: 0, water: 0 });

/** `grants` summed by kind (resources credited by minutes of production count as resources). */
function paidBy(grants: readonly Grant[]): RewardCeilings {
  const paid = nothing();
  for (const grant of grants) {
    if (grant.type === 'resource') paid[grant.resource === TOKEN ? 'tokens' : 'resources'] += grant.amount;
    else if (grant.type === 'spin') paid.spins += grant.amount;
    else if (grant.type === 'boost') paid.boosts += grant.amount;
    else paid.water += grant.minutes;
  }
  return paid;
}

const larger = (a: RewardCeilings, b: RewardCeilings): RewardCeilings => ({
  tokens: Math.max(a.tokens, b.tokens),
  resources: Math.max(a.resources, b.resources),
  minutes: 0,
  spins: Math.max(a.spins, b.spins),
  boosts: Math.max(a.boosts, b.boosts),
  water: Math.max(a.water, b.water),
});

const plus = (a: RewardCeilings, b: RewardCeilings): RewardCeilings => ({
  tokens: a.tokens + b.tokens,
  resources: a.resources + b.resources,
  minutes: 0,
  spins: a.spins + b.spins,
  boosts: a.boosts + b.boosts,
  water: a.water + b.water,
});

/** Checks in, then takes and claims every quest at `ctx.now`; adds each claim's payout to `today` (by quest id). */
function claimQuests(state: PlayerState, ctx: ActionContext, today: Map<string, RewardCeilings>, claims: Map<string, number>): PlayerState {
  const checkedIn = applyAction(state, { type: 'checkin' }, ctx);
  let current = checkedIn.ok ? checkedIn.value.state : state;
  for (const quest of ctx.catalog.quests) {
    const taken = applyAction(current, { type: 'quest-take', questId: quest.id }, ctx);
    if (taken.ok) current = taken.value.state;
    const claimed = applyAction(current, { type: 'quest-claim', questId: quest.id }, ctx);
    if (!claimed.ok) continue;
    current = claimed.value.state;
    today.set(quest.id, plus(today.get(quest.id) ?? nothing(), paidBy(claimed.value.result.granted)));
    claims.set(quest.id, (claims.get(quest.id) ?? 0) + 1);
  }
  return current;
}

/** Plays `days` days of the social player (sessions at the daily player's hours, buying greedily). */
export function simulateSocial(catalog: Catalog, days: number, options: { seed?: number; start?: number } = {}): SocialReport {
  const rng = seededRandom(options.seed ?? 1);
  const firstDay = utcDay(options.start ?? 1_700_000_000_000) + 1;
  let state = newPlayer(catalog, firstDay * DAY, false);
  const largest = new Map<string, RewardCeilings>();
  const claims = new Map<string, number>();
  let friends = 0;
  for (let day = 0; day < days; day += 1) {
    friends += 1;
    const today = new Map<string, RewardCeilings>();
    for (const hour of SESSION_HOURS) {
      const at = (firstDay + day) * DAY + hour * HOUR;
      // Quests are looked at every half minute (a follow quest is claimable its delay after it is taken).
      for (let now = at; now <= at + SESSION_MS; now += CLAIM_EVERY_MS) {
        const ctx: ActionContext = { catalog, now, rng, facts: { friendsInvited: friends, channelMember: true } };
        state = claimQuests({ ...advance(state, now), lastSeen: now }, ctx, today, claims);
        state = claimFreebies({ state, windfalls: noWindfalls(), start: at }, ctx, at).state;
        state = greedyStep(state, ctx, SIMULATION_VALUES, true).state;
      }
    }
    for (const [id, paid] of today) largest.set(id, larger(largest.get(id) ?? nothing(), paid));
  }
  const payouts = catalog.quests.map((quest) => ({
    quest: quest.id,
    repeat: quest.repeat,
    claims: claims.get(quest.id) ?? 0,
    largest: largest.get(quest.id) ?? nothing(),
  }));
  return { payouts, friends, final: state };
}

/** The kinds a payout exceeds its ceilings in (once-only quests by claim, daily quests by day). */
export function payoutExcess(payout: QuestPayout): string[] {
  const ceilings = payout.repeat === 'daily' ? DAILY_CEILINGS : ONCE_CEILINGS;
  const kinds = ['tokens', 'resources', 'spins', 'boosts', 'water'] as const;
  return kinds.filter((kind) => payout.largest[kind] > ceilings[kind]).map((kind) => `${kind} ${payout.largest[kind]} > ${ceilings[kind]}`);
}
