/**
 * The Mini App's native parts the app drives (docs/operations.md, "In the Mini App"): Telegram
 * asks before closing while moves wait for the server (and the home screen offer,
 * home-screen-offer.tsx).
 */
import { usePendingCount } from '../data/index.ts';
import { useClosingConfirmation } from '../platform/telegram/index.ts';

/** The closing confirmation is on while the outbox holds moves the server has not confirmed. */
export function ClosingConfirmationEffect() {
  const pending = usePendingCount() ?? 0;
  useClosingConfirmation(pending > 0);
  return null;
}
