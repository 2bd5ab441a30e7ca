/**
 * drizzle-kit's settings: `npm run db:generate` writes a migration for what `schema.ts` adds;
 * `npm run db:check` (part of lint) fails when the schema has changes no migration holds.
 */
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './src/server/db/migrations',
});
