/**
 * The invite as a message the bot prepared (docs/operations.md, "In the Mini App"), against the
 * Bot API stand-in: the server asks `savePreparedInlineMessage` for the session's player with the
 * game's picture at PUBLIC_URL, the player's link and a button, in the player's language; without
 * the bot or when Telegram refuses, the client is told to use the share link instead.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { BotConfig } from '#server/config';
import { STUB_BOT_USERNAME, useBotApiStub } from './helpers/bot-api-stub.ts';
import { CONSOLE_BOT } from './helpers/console.ts';
import { newPlayerSession, useHarness } from './helpers/harness.ts';

const BOT: BotConfig = { ...CONSOLE_BOT, appName: 'play' };
const PLAYER = 601;

const stub = useBotApiStub();

const harness = useHarness({ mode: 'production' });

function prepare(session: string, payload: Record<string, unknown> = {}) {
  return harness.call(session, { method: 'POST', url: '/backend/hub/share/invite', payload });
}

describe('POST /backend/hub/share/invite', () => {
  beforeEach(async () => {
    stub.calls.length = 0;
    stub.refusing.clear();
    await harness.rebuild({ telegramApiBase: stub.baseUrl, bot: BOT });
  });

  it('answers the id of a message prepared for the player: picture, link and button, in their language', async () => {
    const session = await newPlayerSession(harness, { id: PLAYER, language: 'ru' });
    const response = await prepare(session);
    expect(response.statusCode, response.body).toBe(200);
    const [call] = stub.callsOf('savePreparedInlineMessage');
    expect(JSON.parse(response.body)).toEqual({ id: expect.stringMatching(/^prepared-\d+$/) as unknown });
    expect(call?.body.user_id).toBe(PLAYER);
    expect(call?.body.allow_user_chats).toBe(true);
    const result = call?.body.result as Record<string, unknown>;
    const link = `https://t.me/${STUB_BOT_USERNAME}/play?startapp=r_${String(PLAYER)}`;
    expect(result.type).toBe('photo');
    expect(result.photo_url).toBe('https://game.example/share/invite.jpg');
    expect(result.caption).toContain('Harvest Hub');
    expect(result.caption).toContain(link);
    expect(result.caption).toContain('ферму');
    expect(result.reply_markup).toEqual({ inline_keyboard: [[{ text: 'Играть со мной', url: link }]] });
  });

  it('answers 502 and says so when Telegram refuses, and 400 for a body that says something', async () => {
    const session = await newPlayerSession(harness, { id: PLAYER + 1 });
    stub.refusing.add('savePreparedInlineMessage');
    const refused = await prepare(session);
    expect(refused.statusCode).toBe(502);
    expect(JSON.parse(refused.body)).toMatchObject({ reason: 'BOT_API_ERROR' });
    const extra = await prepare(session, { link: 'https://evil.example' });
    expect(extra.statusCode).toBe(400);
    expect(stub.callsOf('savePreparedInlineMessage')).toHaveLength(1);
  });

  it('answers 503 without a bot, so the client shares the link instead', async () => {
    await harness.rebuild({ telegramApiBase: stub.baseUrl, bot: { ...BOT, publicUrl: undefined } });
    const session = await newPlayerSession(harness, { id: PLAYER + 2 });
    const response = await prepare(session);
    expect(response.statusCode).toBe(503);
    expect(stub.callsOf('savePreparedInlineMessage')).toHaveLength(0);
  });
});
