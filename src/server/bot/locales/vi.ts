import type { BotTexts } from '../texts.ts';

export const vi: BotTexts = {
  welcome: 'Chào mừng đến với Harvest Hub! Gieo hạt, thu hoạch và xây dựng nông trại lớn nhất. Nhấn Chơi để bắt đầu.',
  play: 'Chơi',
  help: 'Harvest Hub là trò chơi nông trại chạy ngay trong Telegram. Nhấn Chơi để mở nông trại của bạn.\n\n/start mở trò chơi\n/help hiển thị tin nhắn này',
  friendJoined: (amount) => `Một người bạn đã tham gia Harvest Hub qua liên kết của bạn! Bạn nhận được ${amount} token.`,
  discordLinked: 'Tài khoản Discord của bạn đã được liên kết với Harvest Hub.',
  adminRefused: 'Xin lỗi, lệnh này chỉ dành cho người vận hành trò chơi.',
  adminUnavailable: 'Bảng điều khiển vận hành chưa sẵn sàng.',
  adminLink: 'Liên kết đăng nhập bảng điều khiển vận hành chỉ dùng được một lần, trong 10 phút.',
  adminOpen: 'Mở bảng điều khiển',
  starsTitle: (tokens) => `${tokens} token`,
  starsDescription: (tokens) => `${tokens} token cho nông trại của bạn trong Harvest Hub.`,
  starsRefused: 'Ưu đãi này đã hết hoặc không còn nữa.',
  reminders: {
    streak: 'Chuỗi điểm danh của bạn sẽ kết thúc lúc nửa đêm UTC: hãy mở nông trại hôm nay để giữ chuỗi.',
    event: 'Một sự kiện mới đã bắt đầu trong Harvest Hub! Hãy tham gia ngay.',
    storage: 'Kho của bạn đã đầy và nông trại đã ngừng sản xuất. Hãy quay lại để thu hoạch.',
    spin: 'Một lượt quay vòng quay miễn phí đang chờ bạn.',
  },
  inviteMessage: 'Cùng mình trồng trại ở Harvest Hub nhé! 🌱 Mở trò chơi từ tin nhắn này và cả hai chúng ta đều nhận được token.',
  inviteButton: 'Chơi cùng mình',
  commands: { start: 'Mở trò chơi', help: 'Cách chơi' },
};
