import { Address } from '@ton/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorBodySchema } from '#protocol/errors';
import { gameUserResponseSchema } from '#protocol/game-user';
import { HEADERS } from '#protocol/headers';
import { users } from '#server/db/schema';
import { EARLY_LOGIN_SCRIPT_SOURCE, EMPTY_HANDLER_SOURCES } from '#server/plugins/security';
import { newPlayerSession, useHarness } from './helpers/harness.ts';

const GAME_USER = '/backend/hub/game-user';
/** One account in its three spellings: raw, bounceable (what @ton/core prints) and non-bounceable (what wallets show). */
const RAW = '0:ed1691307050047117b998b561d8de82d31fbf84910ced6eb5fc92e7485ef8a7';
const BOUNCEABLE = 'EQDtFpEwcFAEcRe5mLVh2N6C0x-_hJEM7W61_JLnSF74p4q2';
const CANONICAL = 'UQDtFpEwcFAEcRe5mLVh2N6C0x-_hJEM7W61_JLnSF74p9dz';

const harness = useHarness();

describe('the user-wallet header of GET game-user', () => {
  async function gameUser(session: string, wallet?: string) {
    const headers = wallet === undefined ? {} : { [HEADERS.userWallet]: wallet };
    return harness.call(session, { method: 'GET', url: GAME_USER, headers });
  }

  async function storedWallet(telegramId: number): Promise<string | null | undefined> {
    const [row] = await harness.database.db.select({ wallet: users.wallet }).from(users).where(eq(users.telegramId, telegramId));
    return row?.wallet;
  }

  it('stores any spelling of an address in one canonical form and answers it in the snapshot', async () => {
    expect(Address.parse(RAW).equals(Address.parse(CANONICAL))).toBe(true);
    const session = await newPlayerSession(harness, { id: 31 });
    for (const spelling of [RAW, BOUNCEABLE, ` ${CANONICAL} `]) {
      const response = await gameUser(session, spelling);
      expect(response.statusCode, response.body).toBe(200);
      expect(gameUserResponseSchema.parse(response.json()).gameUser.wallet).toBe(CANONICAL);
      expect(await storedWallet(31)).toBe(CANONICAL);
    }
    // Without the header the linked wallet stays, and the snapshot still carries it.
    const without = await gameUser(session);
    expect(gameUserResponseSchema.parse(without.json()).gameUser.wallet).toBe(CANONICAL);
    expect(await storedWallet(31)).toBe(CANONICAL);
  });

  it('links the wallet on the request that creates the player', async () => {
    const session = await harness.login({ id: 32, firstName: 'Tia' });
    const response = await gameUser(session, RAW);
    const body = gameUserResponseSchema.parse(response.json());
    expect(body.firstTime).toBe(true);
    expect(body.gameUser.wallet).toBe(CANONICAL);
    expect(await storedWallet(32)).toBe(CANONICAL);
  });

  it('refuses a malformed address with a 400 that names the header, and changes nothing', async () => {
    const session = await newPlayerSession(harness, { id: 33 });
    await gameUser(session, CANONICAL);
    const before = await harness.database.db.select().from(users).where(eq(users.telegramId, 33));
    const broken = `${CANONICAL.slice(0, -1)}${CANONICAL.endsWith('z') ? 'y' : 'z'}`;
    for (const bad of [broken, 'not-an-address', '0:1234', 'x'.repeat(129)]) {
      const response = await gameUser(session, bad);
      expect(response.statusCode, bad).toBe(400);
      const error = errorBodySchema.parse(response.json());
      expect(error.reason).toBe('INVALID_INPUT');
      expect(error.message).toContain('user-wallet');
    }
    expect(await harness.database.db.select().from(users).where(eq(users.telegramId, 33))).toEqual(before);
  });

  it('refuses a malformed address on the first request without creating the player', async () => {
    const session = await harness.login({ id: 34, firstName: 'Bo' });
    expect((await gameUser(session, 'EQ-nope')).statusCode).toBe(400);
    expect(await storedWallet(34)).toBeUndefined();
  });

  it('unlinks the wallet when the header is empty', async () => {
    const session = await newPlayerSession(harness, { id: 35 });
    await gameUser(session, CANONICAL);
    expect(await storedWallet(35)).toBe(CANONICAL);
    const response = await gameUser(session, '');
    expect(response.statusCode, response.body).toBe(200);
    expect(gameUserResponseSchema.parse(response.json()).gameUser.wallet).toBeNull();
    expect(await storedWallet(35)).toBeNull();
  });
});

describe('TON Connect', () => {
  it('serves the manifest with the address the request came to (development, no PUBLIC_URL) and a PNG icon', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/tonconnect-manifest.json', headers: { host: 'farm.test:8080' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.json()).toEqual({
      url: 'http://farm.test:8080',
      name: 'Harvest Hub',
      iconUrl: 'http://farm.test:8080/icons/icon-192.png',
    });
  });

  it('serves the manifest with PUBLIC_URL when it is set, whatever the request says', async () => {
    const app = await harness.extraApp({
      bot: { mode: 'webhook', publicUrl: 'https://farm.example.com/', webhookSecret: undefined, appName: undefined, adminIds: [] },
    });
    const response = await app.inject({ method: 'GET', url: '/tonconnect-manifest.json', headers: { host: 'evil.example' } });
    expect(response.json()).toEqual({
      url: 'https://farm.example.com',
      name: 'Harvest Hub',
      iconUrl: 'https://farm.example.com/icons/icon-192.png',
    });
  });

  it('lets the page reach any https origin (the wallets’ bridges), and nothing else more than before', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/' });
    const directives = String(response.headers['content-security-policy']).split(';');
    expect(directives).toContain("connect-src 'self' https:");
    // Inline scripts stay refused but for the early login, allowed by its hash.
    expect(directives).toContain(`script-src 'self' ${EARLY_LOGIN_SCRIPT_SOURCE} ${EMPTY_HANDLER_SOURCES.join(' ')} https://telegram.org`);
    expect(directives).toContain("default-src 'self'");
  });
});
