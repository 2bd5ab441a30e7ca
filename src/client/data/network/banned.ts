/** A banned player's answers (403 BANNED): the data layer tells the app, which shows why instead of the farm. */
import { errorBodySchema } from '#protocol/errors';
import type { DataContext } from '../context.ts';

/** Emits `banned` when the answer's body says the player is banned; answers whether it did. */
export function noticeBan(context: DataContext, status: number, text: string): boolean {
  if (status !== 403) return false;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return false;
  }
  const parsed = errorBodySchema.safeParse(body);
  if (!parsed.success || parsed.data.reason !== 'BANNED') return false;
  context.emitter.emit('banned', { message: parsed.data.message });
  return true;
}
