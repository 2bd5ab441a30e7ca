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
  starsTitle: (tokens) => `${tokens} token`,
  starsDescription: (tokens) => `${tokens} token untuk pertanianmu di Harvest Hub.`,
  starsRefused: 'Penawaran ini sudah habis atau tidak tersedia lagi.',
  reminders: {
    streak: 'Rangkaian check-in harianmu berakhir tengah malam UTC: buka pertanianmu hari ini agar tetap berlanjut.',
    event: 'Event baru telah dimulai di Harvest Hub! Ayo ikut serta.',
    storage: 'Gudangmu penuh dan pertanianmu berhenti berproduksi. Kembalilah untuk memanen.',
    spin: 'Putaran roda gratis sedang menunggumu.',
  },
  inviteMessage: 'Ayo bertani bersamaku di Harvest Hub! 🌱 Buka game dari pesan ini dan kita berdua dapat token.',
  inviteButton: 'Main bersamaku',
  commands: { start: 'Buka game', help: 'Cara bermain' },
};
