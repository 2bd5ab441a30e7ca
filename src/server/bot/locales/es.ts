import type { BotTexts } from '../texts.ts';

export const es: BotTexts = {
  welcome: '¡Bienvenido a Harvest Hub! Cultiva semillas, recoge tu cosecha y construye la granja más grande. Toca Jugar para empezar.',
  play: 'Jugar',
  help: 'Harvest Hub es un juego de granja que funciona aquí mismo, en Telegram. Toca Jugar para abrir tu granja.\n\n/start abre el juego\n/help muestra este mensaje',
  friendJoined: (amount) => `¡Un amigo se unió a Harvest Hub con tu enlace! Ganaste ${amount} tokens.`,
  discordLinked: 'Tu cuenta de Discord ya está vinculada a Harvest Hub.',
  adminRefused: 'Lo sentimos, este comando es solo para los operadores del juego.',
  adminUnavailable: 'La consola de operadores aún no está disponible.',
  adminLink: 'Tu enlace de acceso a la consola de operadores sirve una sola vez, durante 10 minutos.',
  adminOpen: 'Abrir la consola',
  commands: { start: 'Abrir el juego', help: 'Cómo jugar' },
};
