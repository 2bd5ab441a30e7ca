/** The console's players: search by id, name or username; one player's row, ledger and recent actions. */
import { desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { ConsolePlayerRow, PlayerDetail } from '#protocol/console';
import { errorBodySchema } from '#protocol/errors';
import type { Queryable } from '../db/database.ts';
import { idempotencyKeys, tokenLedger, users } from '../db/schema.ts';

const FOUND = 50;
const RECENT = 50;

const rowColumns = {
  telegramId: users.telegramId,
  name: users.name,
  username: users.username,
  createdAt: users.createdAt,
  bannedAt: users.bannedAt,
};

/** `%`, `_` and `\` stand for themselves in the search. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Players whose id is `query`, or whose name or username contains it; the newest first. */
export async function searchPlayers(db: Queryable, query: string): Promise<ConsolePlayerRow[]> {
  const text = query.trim().replace(/^@/, '');
  const conditions: SQL[] = [];
  if (/^\d{1,15}$/.test(text)) conditions.push(eq(users.telegramId, Number(text)));
  if (text !== '') conditions.push(ilike(users.name, likePattern(text)), ilike(users.username, likePattern(text)));
  const query_ = db.select(rowColumns).from(users);
  return (conditions.length === 0 ? query_ : query_.where(or(...conditions)))
    .orderBy(desc(users.createdAt), desc(users.telegramId))
    .limit(FOUND);
}

function refusalReason(statusCode: number, body: string | null): string | null {
  if (statusCode === 200 || body === null) return null;
  try {
    const parsed = errorBodySchema.safeParse(JSON.parse(body));
    return parsed.success ? parsed.data.reason : null;
  } catch {
    return null;
  }
}

/** The player's row, newest ledger rows and recent actions (kept a day); undefined for no such player. */
export async function playerDetail(db: Queryable, telegramId: number): Promise<PlayerDetail | undefined> {
  const [player] = await db
    .select({
      ...rowColumns,
      premium: users.premium,
      language: users.language,
      referrerId: users.referrerId,
      banReason: users.banReason,
      seasonTokens: users.seasonTokens,
      updatedAt: users.updatedAt,
      state: users.state,
    })
    .from(users)
    .where(eq(users.telegramId, telegramId));
  if (player === undefined) return undefined;
  const [ledger, actions] = await Promise.all([
    db
      .select({
        id: tokenLedger.id,
        pool: tokenLedger.pool,
        amount: tokenLedger.amount,
        reason: tokenLedger.reason,
        createdAt: tokenLedger.createdAt,
      })
      .from(tokenLedger)
      .where(eq(tokenLedger.userId, telegramId))
      .orderBy(desc(tokenLedger.id))
      .limit(RECENT),
    db
      .select({
        action: idempotencyKeys.action,
        statusCode: idempotencyKeys.statusCode,
        // A refusal is kept as its UTF-8 text (no answer base: stored-answers.ts).
        body: sql<string | null>`case when ${idempotencyKeys.base} is null then convert_from(${idempotencyKeys.response}, 'UTF8') end`,
        createdAt: idempotencyKeys.createdAt,
      })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.userId, telegramId))
      .orderBy(desc(idempotencyKeys.createdAt))
      .limit(RECENT),
  ]);
  return {
    player,
    ledger,
    actions: actions.map(({ body, ...action }) => ({ ...action, reason: refusalReason(action.statusCode, body) })),
  };
}
