/** The page's early login (src/protocol/early-login.ts), handed to the data client once. */
import { EARLY_LOGIN_GLOBAL, type EarlyLogin, type EarlyLoginAnswer } from '#protocol/early-login';

/** The early login's answer when it sent `initData`, once; undefined after, or without one. */
export function takeEarlyLogin(initData: string): Promise<EarlyLoginAnswer> | undefined {
  const holder = globalThis as unknown as Record<string, EarlyLogin | undefined>;
  const early = holder[EARLY_LOGIN_GLOBAL];
  if (early === undefined) return undefined;
  holder[EARLY_LOGIN_GLOBAL] = undefined;
  return early.initData === initData ? early.answer : undefined;
}
