/**
 * The stored answers of idempotency keys, compact (docs/reliability.md, "Idempotency storage"): a
 * key keeps its answer as a difference from an answer base, a recent whole answer of the same player
 * (`src/server/services/stored-answers.ts`). A no-op's answer differs from the base in a few times
 * only, so its key keeps some 40 bytes instead of the whole 2 KB.
 */
import { bigserial, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { bytes, ms } from './columns.ts';

/** The stored answer of every action, so a retried key replays it. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: ms('user_id').notNull(),
    key: text('key').notNull(),
    action: text('action').notNull(),
    /** SHA-256 of action name and canonical body: the same key with another body is refused. */
    requestHash: bytes('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    /**
     * The answer's JSON text: with a `base`, raw deflate of it with the base's answer as the
     * dictionary; without, its UTF-8 bytes (refusals, and keys stored before the bases). Replayed
     * byte for byte.
     */
    response: bytes('response').notNull(),
    /** The answer base of this player the response is compressed against (`answer_bases.id`). */
    base: ms('base'),
    createdAt: ms('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/** Whole answers of a player that the keys' answers are differences from; kept while a key may need them. */
export const answerBases = pgTable(
  'answer_bases',
  {
    userId: ms('user_id').notNull(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    /** The answer's JSON text, raw deflate. */
    body: bytes('body').notNull(),
    createdAt: ms('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.id] }), index('answer_bases_created_idx').on(t.createdAt)],
);
