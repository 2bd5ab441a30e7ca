/** The display name rule of the lists (see `displayNameSchema` in #protocol/player-card). */
import { playerName } from '../player-name.ts';
import type { StoredUser } from './users.ts';

/**
 * Names shown lately, by stored name and username: the boards show the same hundred names to
 * everyone, and the rule walks each name's graphemes (docs/scaling.md). At most SHOWN_LIMIT
 * entries (all forgotten when full), so it does not grow with players. '' stands for no name.
 */
const SHOWN_LIMIT = 10_000;
const shown = new Map<string, string>();

/**
 * The stored name, else `@username`, else null. Both are made readable at login; read again
 * through the same rule, so a name stored before the rule last changed shows as it now says.
 */
export function displayName(user: Pick<StoredUser, 'name' | 'username'>): string | null {
  const key = `${user.name}\u0000${user.username ?? ''}`;
  let display = shown.get(key);
  if (display === undefined) {
    display = readable(user);
    if (shown.size >= SHOWN_LIMIT) shown.clear();
    shown.set(key, display);
  }
  return display === '' ? null : display;
}

function readable(user: Pick<StoredUser, 'name' | 'username'>): string {
  const name = playerName(user.name);
  if (name !== '') return name;
  const username = playerName(user.username ?? '');
  return username === '' ? '' : `@${username}`;
}
