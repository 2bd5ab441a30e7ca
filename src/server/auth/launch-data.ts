/**
 * Telegram launch data (initData): checked with the bot token (HMAC-SHA256, key "WebAppData") by
 * @telegram-apps/init-data-node, its age checked against the server clock, then parsed. Identity,
 * premium flag, language and start parameter come only from here.
 */
import { parse, sign, validate } from '@telegram-apps/init-data-node';

export interface LaunchIdentity {
  userId: number;
  firstName: string;
  lastName: string | undefined;
  username: string | undefined;
  /** As Telegram sent it: not checked yet (see photo-url.ts). */
  photoUrl: string | undefined;
  language: string;
  premium: boolean;
  startParam: string | undefined;
  /** ms since epoch. */
  authDate: number;
}

export type LaunchCheck =
  { ok: true; value: LaunchIdentity } | { ok: false; reason: 'AUTH_INVALID' | 'AUTH_EXPIRED' | 'AUTH_FROM_FUTURE'; message: string };

/** Clock skew tolerated for an auth_date ahead of the server clock, in ms. */
const FUTURE_TOLERANCE_MS = 60_000;

function identityOf(raw: string): LaunchIdentity | undefined {
  const data = parse(raw);
  const user = data.user;
  if (user === undefined) return undefined;
  return {
    userId: user.id,
    firstName: user.first_name,
    lastName: user.last_name,
    username: user.username,
    photoUrl: user.photo_url,
    language: user.language_code ?? 'en',
    premium: user.is_premium === true,
    startParam: data.start_param,
    authDate: data.auth_date.getTime(),
  };
}

/**
 * Validates raw launch data. `maxAgeSeconds` 0 turns the age check off; an auth_date more than a
 * minute ahead of `now` (ms) is refused either way.
 */
export function checkLaunchData(raw: string, botToken: string, now: number, maxAgeSeconds: number): LaunchCheck {
  try {
    // The library's own age check reads the system clock; ours reads the server clock below.
    validate(raw, botToken, { expiresIn: 0 });
  } catch {
    return { ok: false, reason: 'AUTH_INVALID', message: 'Launch data signature is invalid' };
  }
  let identity: LaunchIdentity | undefined;
  try {
    identity = identityOf(raw);
  } catch {
    identity = undefined;
  }
  if (identity === undefined) return { ok: false, reason: 'AUTH_INVALID', message: 'Launch data carries no valid user' };
  if (identity.authDate > now + FUTURE_TOLERANCE_MS)
    return { ok: false, reason: 'AUTH_FROM_FUTURE', message: 'Launch data auth_date is in the future' };
  if (maxAgeSeconds > 0 && now - identity.authDate > maxAgeSeconds * 1000)
    return { ok: false, reason: 'AUTH_EXPIRED', message: 'Launch data has expired, reopen the app' };
  return { ok: true, value: identity };
}

export interface LaunchUser {
  id: number;
  firstName: string;
  lastName?: string;
  username?: string;
  photoUrl?: string;
  language: string;
  premium: boolean;
  startParam: string | undefined;
}

/** Signs launch data the way Telegram does (used by the development server and by tests). */
export function signLaunchData(user: LaunchUser, botToken: string, authDateMs: number): string {
  return sign(
    {
      user: {
        id: user.id,
        first_name: user.firstName,
        last_name: user.lastName,
        username: user.username,
        photo_url: user.photoUrl,
        language_code: user.language,
        is_premium: user.premium,
        allows_write_to_pm: true,
      },
      ...(user.startParam === undefined ? {} : { start_param: user.startParam }),
      chat_type: 'sender',
      chat_instance: '1',
    },
    botToken,
    new Date(Math.floor(authDateMs / 1000) * 1000),
  );
}
