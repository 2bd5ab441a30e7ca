import type { BotTexts } from '../texts.ts';

export const ptBR: BotTexts = {
  welcome: 'Bem-vindo ao Harvest Hub! Plante sementes, colha sua safra e construa a maior fazenda da região. Toque em Jogar para começar.',
  play: 'Jogar',
  help: 'Harvest Hub é um jogo de fazenda que roda aqui mesmo no Telegram. Toque em Jogar para abrir sua fazenda.\n\n/start abre o jogo\n/help mostra esta mensagem',
  friendJoined: (amount) => `Um amigo entrou no Harvest Hub pelo seu link! Você ganhou ${amount} tokens.`,
  discordLinked: 'Sua conta do Discord agora está vinculada ao Harvest Hub.',
  adminRefused: 'Desculpe, este comando é só para os operadores do jogo.',
  adminUnavailable: 'O console de operadores ainda não está disponível.',
  adminLink: 'Seu link de acesso ao console de operadores funciona uma vez, por 10 minutos.',
  adminOpen: 'Abrir o console',
  starsTitle: (tokens) => `${tokens} tokens`,
  starsDescription: (tokens) => `${tokens} tokens para a sua fazenda no Harvest Hub.`,
  starsRefused: 'Esta oferta está esgotada ou não está mais disponível.',
  reminders: {
    streak: 'Sua sequência de check-ins termina à meia-noite UTC: abra sua fazenda hoje para mantê-la.',
    event: 'Um novo evento começou no Harvest Hub! Venha participar.',
    storage: 'Seu armazém está cheio e sua fazenda parou de produzir. Volte para colher.',
    spin: 'Um giro grátis da roleta está esperando por você.',
  },
  inviteMessage: 'Cultive uma fazenda comigo no Harvest Hub! 🌱 Abra o jogo por esta mensagem e nós dois ganhamos tokens.',
  inviteButton: 'Jogue comigo',
  commands: { start: 'Abrir o jogo', help: 'Como jogar' },
};
