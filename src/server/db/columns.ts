import { bigint, customType } from 'drizzle-orm/pg-core';

/** A time in ms since epoch (or another count past 2^31), as bigint read as a JS number. */
export const ms = (name: string) => bigint(name, { mode: 'number' });

/** Bytes (bytea): read as a Buffer (node-postgres) or a Uint8Array (PGlite). */
export const bytes = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });
