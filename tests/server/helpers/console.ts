/** Signing in to the operator console in the server's tests, and calling its API with the cookie. */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { CONSOLE_REQUEST_HEADER } from '#protocol/console';
import type { BotConfig } from '#server/config';
import { issueSignInPath } from '#server/console/links';
import type { Harness } from './harness.ts';

export const OPERATOR = 777;
export const CONSOLE_BOT: BotConfig = {
  mode: 'webhook',
  publicUrl: 'https://game.example/',
  webhookSecret: 's',
  appName: undefined,
  adminIds: [OPERATOR],
};

/** The `name=value` of the Set-Cookie an answer carries. */
export function cookieOf(response: LightMyRequestResponse): string {
  const header = response.headers['set-cookie'];
  const first = Array.isArray(header) ? header[0] : header;
  if (first === undefined) throw new Error(`no cookie set (${response.statusCode} ${response.body})`);
  return first.split(';')[0] ?? '';
}

/** Follows a fresh one-time link for `operatorId`; answers the session cookie. */
export async function signIn(harness: Harness, operatorId = OPERATOR, app?: FastifyInstance): Promise<string> {
  const path = await issueSignInPath(harness.database.db, operatorId, harness.clock.now());
  return cookieOf(await (app ?? harness.app).inject({ method: 'GET', url: path }));
}

/** A console API call with the session cookie (and the console's header on a change). */
export function consoleCall(harness: Harness, cookie: string, options: InjectOptions): Promise<LightMyRequestResponse> {
  const change = options.method !== undefined && options.method !== 'GET';
  return harness.app.inject({
    ...options,
    headers: { cookie, ...(change ? { [CONSOLE_REQUEST_HEADER]: '1' } : {}), ...options.headers },
  });
}
