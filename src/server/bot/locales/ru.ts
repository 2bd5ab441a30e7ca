import type { BotTexts } from '../texts.ts';

export const ru: BotTexts = {
  welcome:
    'Добро пожаловать в Harvest Hub! Выращивайте семена, собирайте урожай и постройте самую большую ферму. Нажмите «Играть», чтобы начать.',
  play: 'Играть',
  help: 'Harvest Hub — фермерская игра прямо в Telegram. Нажмите «Играть», чтобы открыть свою ферму.\n\n/start открывает игру\n/help показывает это сообщение',
  friendJoined: (amount) => `Друг присоединился к Harvest Hub по вашей ссылке! Вы получили ${amount} токенов.`,
  discordLinked: 'Ваш аккаунт Discord теперь привязан к Harvest Hub.',
  adminRefused: 'Извините, эта команда доступна только операторам игры.',
  adminUnavailable: 'Консоль оператора пока недоступна.',
  adminLink: 'Ссылка для входа в консоль оператора действует один раз в течение 10 минут.',
  adminOpen: 'Открыть консоль',
  commands: { start: 'Открыть игру', help: 'Как играть' },
};
