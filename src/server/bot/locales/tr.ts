import type { BotTexts } from '../texts.ts';

export const tr: BotTexts = {
  welcome: 'Harvest Hub’a hoş geldin! Tohum ek, hasadını topla ve en büyük çiftliği kur. Başlamak için Oyna’ya dokun.',
  play: 'Oyna',
  help: 'Harvest Hub, doğrudan Telegram’da çalışan bir çiftlik oyunudur. Çiftliğini açmak için Oyna’ya dokun.\n\n/start oyunu açar\n/help bu mesajı gösterir',
  friendJoined: (amount) => `Bir arkadaşın senin bağlantınla Harvest Hub’a katıldı! ${amount} token kazandın.`,
  discordLinked: 'Discord hesabın artık Harvest Hub’a bağlı.',
  adminRefused: 'Üzgünüz, bu komut yalnızca oyunun operatörleri içindir.',
  adminUnavailable: 'Operatör konsolu henüz kullanılamıyor.',
  adminLink: 'Operatör konsoluna giriş bağlantın yalnızca bir kez, 10 dakika boyunca geçerlidir.',
  adminOpen: 'Konsolu aç',
  starsTitle: (tokens) => `${tokens} jeton`,
  starsDescription: (tokens) => `Harvest Hub'daki çiftliğin için ${tokens} jeton.`,
  starsRefused: 'Bu teklif tükendi veya artık sunulmuyor.',
  reminders: {
    streak: 'Günlük giriş serin UTC gece yarısı bitiyor: korumak için çiftliğini bugün aç.',
    event: "Harvest Hub'da yeni bir etkinlik başladı! Gel ve katıl.",
    storage: 'Deponun doldu ve çiftliğin üretimi durdu. Hasadını toplamak için geri dön.',
    spin: 'Seni ücretsiz bir çark çevirme hakkı bekliyor.',
  },
  inviteMessage: "Harvest Hub'da benimle bir çiftlik kur! 🌱 Oyunu bu mesajdan aç, ikimiz de jeton kazanalım.",
  inviteButton: 'Benimle oyna',
  commands: { start: 'Oyunu aç', help: 'Nasıl oynanır' },
};
