/** The display name rule of the lists (see `displayNameSchema` in #protocol/player-card). */
import type { StoredUser } from './users.ts';

/** The stored name, else `@username`, else null. Both were made displayable at login. */
export function displayName(user: Pick<StoredUser, 'name' | 'username'>): string | null {
  const name = user.name.trim();
  if (name !== '') return name;
  const username = user.username?.trim() ?? '';
  return username === '' ? null : `@${username}`;
}
