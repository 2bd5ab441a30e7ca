/** The game-user request names the player in its `user-data` header: their id, premium flag and start parameter, nothing else. */
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_USER_PATH } from '#protocol/game-user';
import { CLIENT_ERRORS_PATH } from '#client/data/transport/report.ts';
import { fetchGameUser } from '#client/data/network/game-user-sync.ts';
import { startStubServer, type StubServer } from './helpers/stub-server.ts';
import { testContext } from './helpers/context.ts';

let server: StubServer;

beforeAll(async () => {
  server = await startStubServer();
  server.handle((request) => {
    if (request.path === '/backend/auth/telegram') return { body: { session: 'token-1', expire: Date.now() + 86_400_000 } };
    if (request.path === CLIENT_ERRORS_PATH) return { status: 204 };
    // The answer does not matter here: the request and its headers do.
    return { status: 503, body: { message: 'Service is currently unavailable. Please try again later.' } };
  });
});
afterAll(async () => {
  await server.close();
});

/** The `user-data` header of the game-user request sent with this launch data, parsed. */
async function userDataSent(launchData: string): Promise<unknown> {
  const test = testContext({ baseUrl: server.url, launchData: () => Promise.resolve(launchData) });
  server.requests.length = 0;
  await fetchGameUser(test.context, 'main').catch(() => undefined);
  await test.close();
  const request = server.requests.find((sent) => sent.path === GAME_USER_PATH);
  const header = request?.headers['user-data'];
  if (typeof header !== 'string') throw new Error('the game-user request had no user-data header');
  return JSON.parse(header);
}

describe('the user-data header', () => {
  it('holds exactly the user id, isPremium and startParam', async () => {
    const user = encodeURIComponent(JSON.stringify({ id: 42, first_name: 'Ann', is_premium: true, language_code: 'uk' }));
    expect(await userDataSent(`query_id=q&user=${user}&start_param=ref_7&auth_date=1&hash=abc`)).toStrictEqual({
      id: 42,
      isPremium: true,
      startParam: 'ref_7',
    });
  });

  it('says isPremium false, and leaves out a start parameter the launch did not have', async () => {
    const user = encodeURIComponent(JSON.stringify({ id: 7, first_name: 'Bo' }));
    expect(await userDataSent(`user=${user}&auth_date=1&hash=abc`)).toStrictEqual({ id: 7, isPremium: false });
  });
});
