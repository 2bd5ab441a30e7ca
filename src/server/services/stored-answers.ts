/**
 * What an idempotency key keeps of its answer, compactly (docs/reliability.md, "Idempotency
 * storage"). A replay must answer byte for byte what the first answer said: the client takes an
 * answer's `updatedUser` as confirmed at its `serverNow` and rebases the actions still pending on
 * it, so an answer rebuilt from a later state would show those actions twice. So the whole answer
 * is kept, as a difference.
 *
 * An applied action's answer is mostly the player's whole state (about 2 KB), and two answers of
 * one player a few actions apart differ in a few numbers (times, amounts). A player's **answer
 * base** is one of its whole answers, stored once (`answer_bases`, raw deflate); a key keeps its
 * answer as raw deflate with the base as the dictionary (node:zlib), some 40 bytes for a no-op. A
 * key whose difference would pass REBASE_BYTES, or whose player's newest base is older than
 * BASE_REUSE_MS, makes its own answer the player's new base. Refusals are small: kept as they are.
 *
 * A base outlives every key made with it: keys take a base younger than BASE_REUSE_MS, and bases
 * are forgotten that much later than keys (`pruneIdempotencyKeys`, maintenance.ts).
 */
import { deflateRawSync, inflateRawSync } from 'node:zlib';

/** New keys are made with a base this long after it was made. */
export const BASE_REUSE_MS = 3_600_000;
/** A difference from the base larger than this makes the answer a new base instead. */
const REBASE_BYTES = 64;
/** Answers are a few KB: a small hash table finds the same matches, and allocates less per call. */
const DEFLATE = { level: 9, memLevel: 1 } as const;

/** The newest base of a player, as the read answers it. */
export interface AnswerBase {
  id: number;
  createdAt: number;
  /** The base answer, raw deflate. */
  body: Uint8Array;
}

/** What a key stores: its response, and the base it is a difference from (one stored before, or a new one). */
export interface PackedAnswer {
  response: Buffer;
  /** The existing base the response is compressed against. */
  baseId: number | null;
  /** A new base made of this answer (raw deflate), which the response is compressed against. */
  newBase: Buffer | null;
}

const deflate = (text: Buffer, dictionary?: Buffer): Buffer =>
  deflateRawSync(text, dictionary === undefined ? DEFLATE : { ...DEFLATE, dictionary });

/** Packs the answer of an action at `now`, against the player's newest base when it is recent and close enough. */
export function packAnswer(statusCode: number, body: string, base: AnswerBase | undefined, now: number): PackedAnswer {
  const text = Buffer.from(body, 'utf8');
  if (statusCode !== 200) return { response: text, baseId: null, newBase: null };
  if (base !== undefined && now - base.createdAt < BASE_REUSE_MS) {
    const response = deflate(text, inflateRawSync(base.body));
    if (response.length <= REBASE_BYTES) return { response, baseId: base.id, newBase: null };
  }
  return { response: deflate(text, text), baseId: null, newBase: deflate(text) };
}

/** A key's stored answer: its response, and the body of the base it was packed against (null when it has none). */
export interface PackedKey {
  response: Uint8Array;
  baseId: number | null;
  base: Uint8Array | null;
}

/** The answer's JSON text, byte for byte as it was first sent. */
export function unpackAnswer(key: PackedKey): string {
  if (key.baseId === null) return Buffer.from(key.response).toString('utf8');
  // Bases outlive their keys (see above): a missing one is a bug to report, never an answer to guess.
  if (key.base === null) throw new Error(`answer base ${String(key.baseId)} is missing`);
  return inflateRawSync(key.response, { dictionary: inflateRawSync(key.base) }).toString('utf8');
}
