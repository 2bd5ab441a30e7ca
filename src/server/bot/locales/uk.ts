import type { BotTexts } from '../texts.ts';

export const uk: BotTexts = {
  welcome: 'Ласкаво просимо до Harvest Hub! Вирощуйте насіння, збирайте врожай і збудуйте найбільшу ферму. Натисніть «Грати», щоб почати.',
  play: 'Грати',
  help: 'Harvest Hub — фермерська гра просто в Telegram. Натисніть «Грати», щоб відкрити свою ферму.\n\n/start відкриває гру\n/help показує це повідомлення',
  friendJoined: (amount) => `Друг приєднався до Harvest Hub за вашим посиланням! Ви отримали ${amount} токенів.`,
  discordLinked: 'Ваш обліковий запис Discord тепер пов’язано з Harvest Hub.',
  adminRefused: 'Вибачте, ця команда доступна лише операторам гри.',
  adminUnavailable: 'Консоль оператора поки що недоступна.',
  adminLink: 'Посилання для входу в консоль оператора діє один раз протягом 10 хвилин.',
  adminOpen: 'Відкрити консоль',
  commands: { start: 'Відкрити гру', help: 'Як грати' },
};
