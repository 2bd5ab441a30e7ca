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
  starsTitle: (tokens) => `${tokens} tokens`,
  starsDescription: (tokens) => `${tokens} tokens para tu granja en Harvest Hub.`,
  starsRefused: 'Esta oferta está agotada o ya no está disponible.',
  reminders: {
    streak: 'Tu racha de visitas diarias termina a medianoche UTC: abre tu granja hoy para mantenerla.',
    event: '¡Ha empezado un nuevo evento en Harvest Hub! Ven a participar.',
    storage: 'Tu almacén está lleno y tu granja ha dejado de producir. Vuelve a recoger tu cosecha.',
    spin: 'Te espera un giro gratis de la rueda.',
  },
  inviteMessage: '¡Cultiva una granja conmigo en Harvest Hub! 🌱 Abre el juego desde este mensaje y los dos ganaremos tokens.',
  inviteButton: 'Juega conmigo',
  commands: { start: 'Abrir el juego', help: 'Cómo jugar' },
};
