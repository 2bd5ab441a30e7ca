/**
 * Limits Telegram puts on what a mini app passes to it (docs/product.md, section 5). They are
 * checked here, before the SDK is called, so a bad call fails with a clear reason instead of a
 * silent no-op or an opaque SDK error.
 */

/** The outcome of a rule: the checked value, or why it was refused. */
export type RuleResult<T> = { ok: true; value: T } | { ok: false; reason: string };

/** Links handed to the messaging app must start with this. */
export const TELEGRAM_LINK_PREFIX = 'https://t.me/';

/** A refused rule, saying why. */
export function refuse<T>(reason: string): RuleResult<T> {
  return { ok: false, reason };
}

/** A link opened inside the messaging app must start with `https://t.me/`. */
export function checkTelegramLink(url: string): RuleResult<string> {
  if (!url.startsWith(TELEGRAM_LINK_PREFIX) || url.length === TELEGRAM_LINK_PREFIX.length) {
    return refuse(`a Telegram link must start with ${TELEGRAM_LINK_PREFIX} and name a target, got "${url}"`);
  }
  return { ok: true, value: url };
}

/** A popup button: `id` is what the popup answers when it is pressed. */
export interface PopupButton {
  id: string;
  text: string;
  /** `destructive` paints it red (a refusal, a loss); `default` otherwise. */
  kind?: 'default' | 'destructive';
}

/** A Telegram popup as the game asks for one. */
export interface PopupRequest {
  title?: string;
  message: string;
  buttons: readonly PopupButton[];
}

/** Telegram's popup limits (docs/product.md, section 5). */
export const POPUP_LIMITS = { title: 64, message: 256, buttons: 3, buttonId: 64, buttonText: 64 } as const;

/** Characters as Telegram's own web app script counts them: UTF-16 units (most emoji are two). */
function characters(text: string): number {
  return text.length;
}

/**
 * A popup Telegram accepts: a title of at most 64 characters, a message of 1 to 256, 1 to 3
 * buttons (none means Telegram's own "Close"), each with an id of at most 64 and a text of 1 to 64.
 */
export function checkPopup(popup: PopupRequest): RuleResult<PopupRequest> {
  const title = popup.title ?? '';
  if (characters(title) > POPUP_LIMITS.title) return refuse(`a popup title has at most 64 characters, got ${String(characters(title))}`);
  // Telegram trims the message: one of spaces only is empty.
  const message = characters(popup.message.trim());
  if (message < 1 || message > POPUP_LIMITS.message) return refuse(`a popup message has 1 to 256 characters, got ${String(message)}`);
  if (popup.buttons.length > POPUP_LIMITS.buttons) return refuse(`a popup has at most 3 buttons, got ${String(popup.buttons.length)}`);
  for (const button of popup.buttons) {
    if (characters(button.id) > POPUP_LIMITS.buttonId) return refuse(`a popup button id has at most 64 characters, got "${button.id}"`);
    const text = characters(button.text);
    if (text < 1 || text > POPUP_LIMITS.buttonText)
      return refuse(`a popup button text has 1 to 64 characters, got ${String(text)} (id "${button.id}")`);
  }
  return { ok: true, value: popup };
}

/** `major.minor[.patch]` as numbers; NaN parts where the text is no version. */
function versionParts(version: string): number[] {
  return version.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : Number.NaN));
}

/**
 * True when the Mini Apps version a client reports (`tgWebAppVersion`, e.g. `7.10`) is `minimum`
 * or later. Parts compare as numbers (7.10 is after 7.8); an unreadable version is too old.
 */
export function isVersionAtLeast(reported: string | null, minimum: string): boolean {
  if (reported === null) return false;
  const have = versionParts(reported);
  const need = versionParts(minimum);
  if (have.some(Number.isNaN)) return false;
  for (let index = 0; index < Math.max(have.length, need.length); index += 1) {
    const a = have[index] ?? 0;
    const b = need[index] ?? 0;
    if (a !== b) return a > b;
  }
  return true;
}
