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
  commands: { start: 'Abrir o jogo', help: 'Como jogar' },
};
