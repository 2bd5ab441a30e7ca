/**
 * The platform's public surface, what the screens may use: the game's feedback (sound and haptic
 * of a moment of play), the selection haptic, the Telegram links and sharing, and TON Connect (lazy). The rest of the platform
 * (the SDK, launch, theme, audio engine, cookies) is the app's to wire.
 */
export { feedback, type FeedbackMoment } from './feedback.ts';
export { hapticSelection } from './haptics.ts';
export { openExternalLink, openTelegramLink, shareUrl } from './telegram/index.ts';
export { openStarsInvoice, type InvoiceOutcome } from './telegram/index.ts';
export { canShareStory, shareFarmStory, shareInvite } from './telegram/index.ts';
export { TonConnect, type TonWalletControl } from './ton-connect/index.ts';
