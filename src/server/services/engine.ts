/**
 * Engine actions: replay the stored answer of a known key, or settle with the server clock, re-run
 * the domain rule, and store the new state, the ledger rows and the answer under the key (packed,
 * stored-answers.ts), all in one transaction.
 *
 * An action takes two round trips: a read (batched with other players' reads, with the facts the
 * rule judges: the friends invited for a quest action, the unspent ad view for an ad claim) and
 * one statement that writes everything only if the row is still the version that was read; the
 * update holds the row's lock while the key is stored, and the key's unique index refuses a second
 * answer. When the row changed in between, another transaction holds it, or the key was stored
 * meanwhile, the action runs again the classic way: the row locked first, the key looked up under
 * the lock, then the write, in one transaction.
 */
import type { Catalog } from '#domain/catalog-types';
import { randomBytes } from 'node:crypto';
import type { Action, ActionResult } from '#domain/actions';
import { actionTime, applyWhenDue } from '#domain/actions';
import type { PlayerState } from '#domain/player';
import { reasonStatus, type EngineResponse } from '#protocol/engine';
import { MESSAGES, type ErrorBody } from '#protocol/errors';
import { REASON_MESSAGES } from '#protocol/reasons';
import { userNotFound } from '../auth/request-session.ts';
import type { SessionClaims } from '../auth/session-token.ts';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { isUniqueViolation } from '../db/failures.ts';
import { HttpError } from '../http-error.ts';
import { adViewAsked, foundAdView, type FoundAdView } from './ad-views.ts';
import { channelFactFor } from './channel.ts';
import { requestHash, type StoredAnswer } from './idempotency.ts';
import { actionLedgerEntries, type LedgerEntry } from './ledger.ts';
import {
  friendsInvitedOf,
  lockPlayer,
  writeLockedPlayer,
  type LoadedPlayer,
  type PlayerWrite,
  type ReadAsked,
  type StoredKey,
} from './player-store.ts';
import { settlePlayer, type Settled } from './settle.ts';
import { packAnswer, unpackAnswer } from './stored-answers.ts';
import { toGameUser } from './snapshot.ts';
import { inTransaction } from './transaction.ts';
import type { StoredUser } from './users.ts';

export interface EngineAnswer extends StoredAnswer {
  /** True when the answer is the stored one of an earlier request with the same key. */
  replayed: boolean;
}

/** The server's random source: 48 cryptographic bits, uniform in [0, 1). */
export function cryptoRng(): number {
  return randomBytes(6).readUIntBE(0, 6) / 2 ** 48;
}

function refusal(statusCode: number, reason: string, message: string): StoredAnswer {
  return { statusCode, body: JSON.stringify({ message, reason } satisfies ErrorBody) };
}

function isQuestAction(action: Action): action is Extract<Action, { type: 'quest-take' | 'quest-claim' }> {
  return action.type === 'quest-take' || action.type === 'quest-claim';
}

/** What was verified outside the rule for this attempt: channel membership, the ad view a claim would spend. */
interface Verified {
  channelMember: boolean | undefined;
  adView: FoundAdView | undefined;
}

interface Applied {
  answer: StoredAnswer;
  state: PlayerState;
  ledger: LedgerEntry[];
  /** The rule's report when it applied. */
  result?: ActionResult;
  /** The ad view the applied claim spends. */
  adViewId?: string;
}

/** When the rule is applied (`at`, see the domain's `actionTime`) and the server's clock (`now`), ms. */
interface Moment {
  at: number;
  now: number;
  /** The catalog the rule runs on: the active version, whatever version the client's view was computed with. */
  catalog: Catalog;
}

function applyRule(
  loaded: LoadedPlayer,
  user: StoredUser,
  state: PlayerState,
  action: Action,
  moment: Moment,
  { channelMember, adView }: Verified,
): Applied {
  // Read with the player for a quest action (both paths ask for it): no round trip of its own.
  const friendsInvited = isQuestAction(action) ? friendsInvitedOf(loaded) : undefined;
  const facts = {
    ...(friendsInvited === undefined ? {} : { friendsInvited }),
    ...(channelMember === undefined ? {} : { channelMember }),
    ...(adView === undefined ? {} : { adView: adView.fact }),
  };
  // A refusal that time cures by now is applied at the moment the rules name, as the client's view did.
  const { outcome } = applyWhenDue(state, action, { catalog: moment.catalog, now: moment.at, rng: cryptoRng, facts }, moment.now);
  if (!outcome.ok)
    return { answer: refusal(reasonStatus(outcome.reason), outcome.reason, REASON_MESSAGES[outcome.reason]), state, ledger: [] };
  const { state: next, result } = outcome.value;
  const body: EngineResponse = { updatedUser: toGameUser(user, next), result, serverNow: moment.now };
  const applied = {
    answer: { statusCode: 200, body: JSON.stringify(body) },
    state: next,
    ledger: actionLedgerEntries(state, next, result),
    result,
  };
  return adView === undefined ? applied : { ...applied, adViewId: adView.id };
}

function decide(loaded: LoadedPlayer, settled: Settled, action: Action, moment: Moment, verified: Verified): Applied {
  if (loaded.running.main === undefined)
    return { answer: refusal(409, 'NO_ACTIVE_SEASON', MESSAGES.noActiveSeason), state: settled.state, ledger: [] };
  if (settled.seasonChanged) return { answer: refusal(409, 'SEASON_CHANGED', MESSAGES.seasonRefresh), state: settled.state, ledger: [] };
  return applyRule(loaded, { ...loaded.user, ...settled.columns }, settled.state, action, moment, verified);
}

/** The stored answer replayed, byte for byte; a key used for another request is refused. */
function replay(answer: StoredKey, hash: string): EngineAnswer {
  if (answer.requestHash !== hash) throw new HttpError(422, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used for another request');
  return { statusCode: answer.statusCode, body: unpackAnswer(answer), replayed: true };
}

interface Attempt {
  claims: SessionClaims;
  action: Action;
  key: string;
  hash: string;
  /** The channel fact, asked once by the first path that gets past the key lookup; the locked path reuses it. */
  channelMember?: boolean | undefined;
  /** When the player made the action, as the client says (bounded by `actionTime`), ms. */
  claimedAt: number | undefined;
}

interface Decided {
  answer: EngineAnswer;
  write: PlayerWrite;
}

/** Settles with the server clock and applies the rule: the answer and the write that keeps it. */
async function settleAndApply(context: AppContext, db: Queryable, loaded: LoadedPlayer, attempt: Attempt): Promise<Decided> {
  const { user } = loaded;
  const { claims, action, key, hash } = attempt;
  const now = context.config.now();
  // Settled up to the moment the player acted (never later than now): production never runs ahead.
  const at = actionTime(user.state, attempt.claimedAt ?? now, now);
  const catalog = await context.catalogs.get(db, loaded.catalogVersion);
  const settled = settlePlayer(loaded, { now, at, session: claims, catalog, contact: true });
  // Asked of the read for a claim (`readAsked`): no round trip of its own.
  const adView = foundAdView(context.config, loaded.adView);
  const applied = decide(loaded, settled, action, { at, now, catalog }, { channelMember: attempt.channelMember, adView });
  const drawn = applied.result !== undefined && (action.type === 'spin' || action.type === 'card-turn');
  // Every answer keeps its key, a no-op's too (water off while it is off): a copy of the request held
  // by the network and delivered after a later move must replay, not apply again over that move.
  const write: PlayerWrite = {
    telegramId: user.telegramId,
    columns: settled.columns,
    state: applied.state,
    now,
    // The action's own tokens move in the season the player is on now.
    ledger: [...settled.ledger, ...applied.ledger.map((entry) => ({ ...entry, seasonId: settled.columns.seasonId }))],
    key: {
      key,
      action: action.type,
      requestHash: hash,
      statusCode: applied.answer.statusCode,
      packed: packAnswer(applied.answer.statusCode, applied.answer.body, loaded.base, now),
    },
    ...(drawn ? { draw: { kind: action.type, result: applied.result } } : {}),
    ...(applied.adViewId === undefined ? {} : { adViewSpent: applied.adViewId }),
  };
  return { answer: { ...applied.answer, replayed: false }, write };
}

/** What both paths read with the player: the key's answer, and the facts the action's rule judges. */
function readAsked(context: AppContext, attempt: Attempt): Omit<ReadAsked, 'news'> {
  const { action } = attempt;
  return { key: attempt.key, friends: isQuestAction(action), adView: adViewAsked(context.config, action) };
}

/** The first attempt, on an unlocked read; undefined when another write came first. */
async function optimistic(context: AppContext, attempt: Attempt): Promise<EngineAnswer | undefined> {
  const loaded = await context.players.read(attempt.claims.userId, readAsked(context, attempt));
  if (loaded === undefined) throw userNotFound();
  if (loaded.answer !== undefined) return replay(loaded.answer, attempt.hash);
  const catalog = await context.catalogs.get(context.db, loaded.catalogVersion);
  attempt.channelMember = await channelFactFor(context, attempt.claims.userId, catalog, loaded.user.state, attempt.action);
  const { answer, write } = await settleAndApply(context, context.db, loaded, attempt);
  try {
    return (await context.players.writeIfUnchanged(write, loaded.version)) ? answer : undefined;
  } catch {
    // The statement failed: the same key stored by a request that committed after our read, a
    // conflict, or a fault of another player's write in the same statement. The locked path
    // decides, for this action alone (and reports the fault if it is this one's).
    return undefined;
  }
}

/** Under the row's lock: the key looked up, then the action applied and written, in one transaction. */
function locked(context: AppContext, attempt: Attempt): Promise<EngineAnswer> {
  // A unique violation means a request with the same key committed while this one waited: run again to replay it.
  return inTransaction(
    context.db,
    async (tx) => {
      const loaded = await lockPlayer(tx, attempt.claims.userId, readAsked(context, attempt));
      if (loaded === undefined) throw userNotFound();
      if (loaded.answer !== undefined) return replay(loaded.answer, attempt.hash);
      const { answer, write } = await settleAndApply(context, tx, loaded, attempt);
      await writeLockedPlayer(tx, write);
      return answer;
    },
    isUniqueViolation,
  );
}

export async function runAction(
  context: AppContext,
  claims: SessionClaims,
  action: Action,
  key: string,
  claimedAt?: number,
): Promise<EngineAnswer> {
  const attempt: Attempt = {
    claims,
    action,
    key,
    hash: requestHash(action.type, action),
    claimedAt,
  };
  return (await optimistic(context, attempt)) ?? locked(context, attempt);
}
