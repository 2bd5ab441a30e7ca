/** The console's Telegram Stars revenue (per UTC day and per product) and its refund action. */
import { z } from 'zod/mini';
import { CONSOLE_API } from './console.ts';

export const CONSOLE_STARS_REVENUE_PATH = `${CONSOLE_API}/stars/revenue`;
export const CONSOLE_STARS_REFUND_PATH = `${CONSOLE_API}/stars/refund`;

const totalsShape = {
  payments: z.int(),
  /** Whole Stars paid. */
  stars: z.int(),
  refunds: z.int(),
  /** Whole Stars refunded. */
  refundedStars: z.int(),
};

export const starsRevenueSchema = z.object({
  /** Newest first; `day` is the UTC date YYYY-MM-DD of the payment. */
  days: z.array(z.object({ day: z.string(), ...totalsShape })),
  products: z.array(z.object({ productId: z.string(), ...totalsShape })),
});
export type StarsRevenue = z.infer<typeof starsRevenueSchema>;

export const starsRefundBodySchema = z.object({
  chargeId: z.string().check(z.minLength(1), z.maxLength(256)),
  reason: z.string().check(z.minLength(1), z.maxLength(500)),
});

export const starsRefundSchema = z.object({ tokensTakenBack: z.int() });
