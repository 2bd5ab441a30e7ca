/** Run as a second process: tries to open the PGlite folder given as argument, prints the outcome. */
import { openPglite } from '#server/db/database';

const dir = process.argv[2];
if (dir === undefined) throw new Error('usage: open-data-dir.ts <dir>');
try {
  const database = await openPglite(dir);
  console.log('opened');
  await database.close();
} catch (error) {
  console.log(error instanceof Error ? `${error.name}: ${error.message}` : String(error));
  process.exitCode = 3;
}
