/**
 * Telegram launch data (initData): checked with the bot token (HMAC-SHA256, key "WebAppData") by
 * @telegram-apps/init-data-node, its age checked against the server clock, then parsed. Identity,
 * premium flag, language and start parameter come only from here.
 */
import { sign, validate } from '@telegram-apps/init-data-node';
import { z } from 'zod';

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
  /** The player lets the bot write to them (`allows_write_to_pm`). */
  allowsWriteToPm: boolean;
  /** ms since epoch. */
  authDate: number;
}

export type LaunchCheck =
  { ok: true; value: LaunchIdentity } | { ok: false; reason: 'AUTH_INVALID' | 'AUTH_EXPIRED' | 'AUTH_FROM_FUTURE'; message: string };

/** Clock skew tolerated for an auth_date ahead of the server clock, in ms. */
const FUTURE_TOLERANCE_MS = 60_000;

/** The fields read from the `user` JSON; Telegram may add others. */
const userSchema = z.object({
  id: z.number().int().positive(),
  first_name: z.string(),
  last_name: z.string().optional(),
  username: z.string().optional(),
  photo_url: z.string().optional(),
  language_code: z.string().optional(),
  is_premium: z.boolean().optional(),
  allows_write_to_pm: z.boolean().optional(),
});

/**
 * The identity in launch data whose hash was checked. Read here rather than by the library's
 * `parse()`, which insists on the `signature` field (Ed25519, for third parties) that older
 * Telegram clients and Telegram's own documentation sample do not send: the hash is the proof.
 */
function identityOf(raw: string): LaunchIdentity | undefined {
  const params = new URLSearchParams(raw);
  const userJson = params.get('user');
  const authDate = Number(params.get('auth_date'));
  if (userJson === null || !Number.isSafeInteger(authDate) || authDate <= 0) return undefined;
  const user = userSchema.safeParse(JSON.parse(userJson));
  if (!user.success) return undefined;
  return {
    userId: user.data.id,
    firstName: user.data.first_name,
    lastName: user.data.last_name,
    username: user.data.username,
    photoUrl: user.data.photo_url,
    language: user.data.language_code ?? 'en',
    premium: user.data.is_premium === true,
    startParam: params.get('start_param') ?? undefined,
    allowsWriteToPm: user.data.allows_write_to_pm === true,
    authDate: authDate * 1000,
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
  /** Default true, as Telegram sends it once the player started the bot. */
  allowsWriteToPm?: boolean;
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
        allows_write_to_pm: user.allowsWriteToPm ?? true,
      },
      ...(user.startParam === undefined ? {} : { start_param: user.startParam }),
      chat_type: 'sender',
      chat_instance: '1',
    },
    botToken,
    new Date(Math.floor(authDateMs / 1000) * 1000),
  );
}
