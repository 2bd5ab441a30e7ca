/**
 * A small Telegram Bot API client (`sendMessage`, `getChatMember`) with a configurable base URL, so
 * tests can point it at a local server that answers like the Bot API. Without a token it is
 * disabled: callers record and log the message instead of sending it.
 */

export type BotCall<T> =
  { ok: true; value: T } | { ok: false; reason: 'BOT_DISABLED' | 'BOT_API_ERROR' | 'BOT_UNREACHABLE'; message: string };

export interface InlineButton {
  text: string;
  url?: string;
  web_app?: { url: string };
}

export interface BotApi {
  /** False without a bot token: nothing is sent. */
  readonly enabled: boolean;
  sendMessage(chatId: string | number, text: string, buttons?: InlineButton[]): Promise<BotCall<{ messageId: number }>>;
  /** The member's status in a chat: creator, administrator, member, restricted, left, kicked. */
  getChatMember(chatId: string | number, userId: number): Promise<BotCall<{ status: string }>>;
}

interface BotResponse {
  ok?: boolean;
  result?: unknown;
  description?: string;
}

const TIMEOUT_MS = 10_000;

export function createBotApi(token: string | undefined, baseUrl: string): BotApi {
  async function call(method: string, body: Record<string, unknown>): Promise<BotCall<unknown>> {
    if (token === undefined) return { ok: false, reason: 'BOT_DISABLED', message: 'No bot token configured' };
    let response: Response;
    try {
      response = await fetch(`${baseUrl.replace(/\/+$/, '')}/bot${token}/${method}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      return { ok: false, reason: 'BOT_UNREACHABLE', message: error instanceof Error ? error.message : String(error) };
    }
    const parsed = (await response.json().catch(() => ({}))) as BotResponse;
    if (parsed.ok !== true) return { ok: false, reason: 'BOT_API_ERROR', message: parsed.description ?? `HTTP ${response.status}` };
    return { ok: true, value: parsed.result };
  }

  return {
    enabled: token !== undefined,
    async sendMessage(chatId, text, buttons) {
      const markup = buttons === undefined || buttons.length === 0 ? {} : { reply_markup: { inline_keyboard: [buttons] } };
      const result = await call('sendMessage', { chat_id: chatId, text, ...markup });
      if (!result.ok) return result;
      const id = (result.value as { message_id?: unknown } | undefined)?.message_id;
      return { ok: true, value: { messageId: typeof id === 'number' ? id : 0 } };
    },
    async getChatMember(chatId, userId) {
      const result = await call('getChatMember', { chat_id: chatId, user_id: userId });
      if (!result.ok) return result;
      const status = (result.value as { status?: unknown } | undefined)?.status;
      return typeof status === 'string'
        ? { ok: true, value: { status } }
        : { ok: false, reason: 'BOT_API_ERROR', message: 'getChatMember answered no status' };
    },
  };
}
