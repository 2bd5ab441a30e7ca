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
  starsTitle: (tokens) => `${tokens} tokens`,
  starsDescription: (tokens) => `${tokens} tokens for your farm in Harvest Hub.`,
  starsRefused: 'This offer is sold out or no longer available.',
  reminders: {
    streak: 'Your check-in streak ends at midnight UTC: open your farm today to keep it.',
    event: 'A new event has started in Harvest Hub! Come and take part.',
    storage: 'Your storage is full and your farm has stopped producing. Come back to collect your harvest.',
    spin: 'A free spin of the wheel is waiting for you.',
  },
  inviteMessage: 'Grow a farm with me in Harvest Hub! 🌱 Open the game from this message and we both get tokens.',
  inviteButton: 'Play with me',
  commands: { start: 'Open the game', help: 'How to play' },
};
