/**
 * The invite a player shares through Telegram (docs/operations.md, "In the Mini App"): the game's
 * picture, the invite text with the player's link, and a button that opens the game from it.
 */
import type { InlineQueryResultPhoto } from 'grammy/types';
import type { BotTexts } from '../bot/texts.ts';

/** The picture of the invite, in the client's build (`public/share/`): Telegram wants a JPEG at an https address. */
const INVITE_PICTURE_PATH = '/share/invite.jpg';

/** The invite link of `telegramId`: the Mini App's own link when it has a short name, else the bot's main Mini App. */
function inviteLink(botUsername: string, appName: string | undefined, telegramId: number): string {
  const app = appName === undefined || appName === '' ? '' : `/${appName}`;
  return `https://t.me/${botUsername}${app}?startapp=r_${String(telegramId)}`;
}

/** The inline result `savePreparedInlineMessage` stores for the player. */
export function inviteResult(input: {
  telegramId: number;
  botUsername: string;
  appName: string | undefined;
  publicUrl: string;
  texts: BotTexts;
}): InlineQueryResultPhoto {
  const link = inviteLink(input.botUsername, input.appName, input.telegramId);
  const picture = new URL(INVITE_PICTURE_PATH, input.publicUrl).href;
  return {
    type: 'photo',
    id: `invite-${String(input.telegramId)}`,
    photo_url: picture,
    thumbnail_url: picture,
    caption: `${input.texts.inviteMessage}\n${link}`,
    reply_markup: { inline_keyboard: [[{ text: input.texts.inviteButton, url: link }]] },
  };
}
