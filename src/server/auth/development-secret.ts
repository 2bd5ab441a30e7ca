/** Development's session secret (see developmentSessionSecret). */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The file in the data folder holding development's session secret. */
export const SESSION_SECRET_FILE = 'session-secret';

/**
 * Development's session secret: random, made once per data folder and kept there (owner-only), so
 * sessions survive a restart and no one else's copy of the code can sign them. Kept in the data
 * folder with DATABASE_URL too: development always has one.
 */
export function developmentSessionSecret(dataDir: string): string {
  const path = join(dataDir, SESSION_SECRET_FILE);
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(path, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Made before (or by another process just now): use that one.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = readFileSync(path, 'utf8').trim();
  if (secret.length < 32) throw new Error(`${path} holds no usable session secret: delete it and start again`);
  return secret;
}
