/** The display name rule of the lists (see `displayNameSchema` in #protocol/player-card). */
import { playerName } from '../player-name.ts';
import type { StoredUser } from './users.ts';

/**
 * The stored name, else `@username`, else null. Both are made readable at login; read again
 * through the same rule, so a name stored before the rule last changed shows as it now says.
 */
export function displayName(user: Pick<StoredUser, 'name' | 'username'>): string | null {
  const name = playerName(user.name);
  if (name !== '') return name;
  const username = playerName(user.username ?? '');
  return username === '' ? null : `@${username}`;
}
