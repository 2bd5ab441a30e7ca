/**
 * The console's repair tools: an operator's correction of a player's balances
 * (`POST /admin/api/players/:id/correct`, a signed ledger entry, audited with the reason), and
 * which players a catalog version's rewards paid out of bounds
 * (`GET /admin/api/content/versions/:version/out-of-bounds`, from the token ledger).
 */
import { z } from 'zod/mini';

/** Whole tokens and spins to add (positive) or take back (negative), and why (kept in the audit log). */
export const correctionBodySchema = z
  .object({
    tokens: z.int().check(z.gte(-1e15), z.lte(1e15)),
    spins: z.int().check(z.gte(-1_000_000), z.lte(1_000_000)),
    reason: z.string().check(z.trim(), z.minLength(3, 'say why, in a few words'), z.maxLength(200)),
  })
  .check(z.refine((body) => body.tokens !== 0 || body.spins !== 0, { message: 'a correction changes tokens or spins', path: ['tokens'] }));
export type CorrectionBody = z.infer<typeof correctionBodySchema>;

/** The balances after a correction. */
export const correctionResultSchema = z.object({ tokens: z.number(), spins: z.number() });

export const correctionPath = (telegramId: number): string => `/players/${telegramId}/correct`;
export const outOfBoundsPath = (version: number): string => `/content/versions/${version}/out-of-bounds`;

/** A player a version paid out of bounds: how many ledger rows, the largest and their sum (whole tokens, signed). */
const outOfBoundsPlayerSchema = z.object({
  telegramId: z.number(),
  gameId: z.string(),
  name: z.string(),
  rows: z.number(),
  largest: z.number(),
  total: z.number(),
});

/**
 * The players version `version` paid out of bounds while it was active (from `from` to `to`, ms;
 * `to` null: still active): a reward's token credit above `ceiling`, or a reward that took tokens.
 */
export const outOfBoundsSchema = z.object({
  version: z.number(),
  from: z.nullable(z.number()),
  to: z.nullable(z.number()),
  ceiling: z.number(),
  players: z.array(outOfBoundsPlayerSchema),
});
export type OutOfBounds = z.infer<typeof outOfBoundsSchema>;
