/** Telegram Stars revenue for the console: payments and refunds per UTC day (last 60) and per product. */
import { desc, sql } from 'drizzle-orm';
import type { StarsRevenue } from '#protocol/console-stars';
import type { Queryable } from '../db/database.ts';
import { starPayments } from '../db/schema.ts';

const DAY_MS = 86_400_000;
const DAYS_SHOWN = 60;

const totals = {
  payments: sql<number>`count(*)::int`,
  stars: sql<number>`coalesce(sum(${starPayments.stars}), 0)::int`,
  refunds: sql<number>`count(${starPayments.refundedAt})::int`,
  refundedStars: sql<number>`coalesce(sum(${starPayments.stars}) filter (where ${starPayments.refundedAt} is not null), 0)::int`,
};

export async function starsRevenue(db: Queryable): Promise<StarsRevenue> {
  // The divisor inlined: as a parameter, the select and the group by would not be the same expression.
  const dayNumber = sql<number>`(${starPayments.paidAt} / ${sql.raw(String(DAY_MS))})::int`;
  const days = await db
    .select({ dayNumber, ...totals })
    .from(starPayments)
    .groupBy(dayNumber)
    .orderBy(desc(dayNumber))
    .limit(DAYS_SHOWN);
  const products = await db
    .select({ productId: starPayments.productId, ...totals })
    .from(starPayments)
    .groupBy(starPayments.productId)
    .orderBy(starPayments.productId);
  return {
    days: days.map(({ dayNumber: day, ...rest }) => ({ day: new Date(day * DAY_MS).toISOString().slice(0, 10), ...rest })),
    products,
  };
}
