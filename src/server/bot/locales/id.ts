import type { BotTexts } from '../texts.ts';

export const id: BotTexts = {
  welcome: 'Selamat datang di Harvest Hub! Tanam benih, panen hasilmu, dan bangun peternakan terbesar. Ketuk Main untuk memulai.',
  play: 'Main',
  help: 'Harvest Hub adalah game bertani yang berjalan langsung di Telegram. Ketuk Main untuk membuka pertanianmu.\n\n/start membuka game\n/help menampilkan pesan ini',
  friendJoined: (amount) => `Seorang teman bergabung ke Harvest Hub lewat tautanmu! Kamu mendapatkan ${amount} token.`,
  discordLinked: 'Akun Discord-mu sekarang terhubung ke Harvest Hub.',
  adminRefused: 'Maaf, perintah ini hanya untuk operator game.',
  adminUnavailable: 'Konsol operator belum tersedia.',
  adminLink: 'Tautan masuk ke konsol operator hanya berlaku sekali, selama 10 menit.',
  adminOpen: 'Buka konsol',
  commands: { start: 'Buka game', help: 'Cara bermain' },
};
