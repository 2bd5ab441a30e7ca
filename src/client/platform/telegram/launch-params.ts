import { retrieveLaunchParams, retrieveRawInitData } from '@telegram-apps/sdk-react';
import { parseStartParam, type StartParam } from '../start-param.ts';

/** The player as the launch data names them (unverified: the server checks the signature). */
export interface LaunchUser {
  id: number;
  firstName: string;
  languageCode: string | null;
  isPremium: boolean;
}

/**
 * True when the page holds Telegram launch parameters: in its URL (a fresh launch), or saved in
 * session storage by an earlier boot of this tab (a reload after navigation), or mocked.
 */
export function hasLaunchParams(): boolean {
  try {
    retrieveLaunchParams();
    return true;
  } catch {
    return false;
  }
}

/**
 * The raw init data query string, exactly as Telegram (or the development server) signed it.
 * The data layer posts it to POST /backend/auth/telegram. Null outside Telegram.
 */
export function rawInitData(): string | null {
  try {
    return retrieveRawInitData() ?? null;
  } catch {
    return null;
  }
}

/** The raw start parameter of the launch (from the launch parameters or the init data). */
export function rawStartParam(): string | null {
  try {
    const params = retrieveLaunchParams(true);
    return params.tgWebAppStartParam ?? params.tgWebAppData?.startParam ?? null;
  } catch {
    return null;
  }
}

/** The launch's start parameter, parsed (defaults when there is none). */
export function launchStartParam(): StartParam {
  return parseStartParam(rawStartParam());
}

/** The player of this launch, or null outside Telegram. */
export function launchUser(): LaunchUser | null {
  try {
    const user = retrieveLaunchParams(true).tgWebAppData?.user;
    if (!user) return null;
    return { id: user.id, firstName: user.firstName, languageCode: user.languageCode ?? null, isPremium: user.isPremium ?? false };
  } catch {
    return null;
  }
}
