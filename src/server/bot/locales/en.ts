import type { BotTexts } from '../texts.ts';

export const en: BotTexts = {
  welcome: 'Welcome to Harvest Hub! Grow seeds, harvest your yield and build the biggest farm around. Tap Play to start.',
  play: 'Play',
  help: 'Harvest Hub is a farming game that runs right here in Telegram. Tap Play to open your farm.\n\n/start opens the game\n/help shows this message',
  friendJoined: (amount) => `A friend joined Harvest Hub through your link! You earned ${amount} tokens.`,
  discordLinked: 'Your Discord account is now linked to Harvest Hub.',
  adminRefused: 'Sorry, this command is only for the game’s operators.',
  adminUnavailable: 'The operator console is not available yet.',
  adminLink: 'Your sign-in link to the operator console works once, for 10 minutes.',
  adminOpen: 'Open the console',
  commands: { start: 'Open the game', help: 'How to play' },
};
