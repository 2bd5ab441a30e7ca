/**
 * Where the social quests lead. Set at build time (`VITE_CHANNEL_URL`, `VITE_TIKTOK_URL`,
 * `VITE_LINKEDIN_URL`); the defaults are the product's own pages.
 */
import type { QuestCondition } from '#domain/catalog-types';

const DEFAULTS = {
  channel: 'https://t.me/harvesthub',
  tiktok: 'https://www.tiktok.com/@harvesthub',
  linkedin: 'https://www.linkedin.com/company/harvesthub',
} as const;

function configured(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.length > 0 ? value : fallback;
}

/** The page a quest's condition sends the player to, or null for quests played in the game. */
export function questLink(condition: QuestCondition): string | null {
  const env = import.meta.env;
  if (condition.type === 'channel') return configured(env.VITE_CHANNEL_URL, DEFAULTS.channel);
  if (condition.type !== 'follow') return null;
  return condition.network === 'tiktok'
    ? configured(env.VITE_TIKTOK_URL, DEFAULTS.tiktok)
    : configured(env.VITE_LINKEDIN_URL, DEFAULTS.linkedin);
}
