/** What the `user-data` header needs from Telegram's launch data (the initData query string). */
import type { UserDataHeader } from '#protocol/auth';

/** `{ id, isPremium, startParam }` from raw launch data, or undefined when it names no user. */
export function userDataFromLaunchData(initData: string): UserDataHeader | undefined {
  const params = new URLSearchParams(initData);
  const rawUser = params.get('user');
  if (rawUser === null) return undefined;
  try {
    const user = JSON.parse(rawUser) as { id?: unknown; is_premium?: unknown };
    if (typeof user.id !== 'number' && typeof user.id !== 'string') return undefined;
    const startParam = params.get('start_param');
    return {
      id: user.id,
      isPremium: user.is_premium === true,
      ...(startParam === null ? {} : { startParam }),
    };
  } catch {
    return undefined;
  }
}
